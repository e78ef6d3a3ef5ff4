import type { IsoDateRange } from './editions.ts';

/**
 * 2999 -> "₹2,999", grouped the Indian way (₹1,00,000), whole rupees, as `Intl.NumberFormat('en-IN',
 * { style: 'currency', currency: 'INR', maximumFractionDigits: 0 })` writes it. Written out rather
 * than built on Intl because creating that formatter loads the locale's data: about 8 ms of
 * main-thread time on a fast desktop, four times that on a phone, in the task that starts the
 * app (docs/decisions.md, P14). A property test holds it to Intl's output for finite amounts
 * below 10^20.
 */
export function formatRupees(amount: number): string {
  // Half away from zero, like Intl's default rounding; like Intl, a negative amount keeps its sign.
  const whole = Math.round(Math.abs(amount));
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  const digits = String(whole);
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${sign}₹${rest === '' ? lastThree : `${rest},${lastThree}`}`;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** 6 -> "6th", 21 -> "21st", 13 -> "13th": English ordinals, for days and grades. */
export function formatOrdinal(day: number): string {
  const lastTwo = day % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${day}th`;
  const suffix = ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th';
  return `${day}${suffix}`;
}

interface DayParts {
  day: number;
  month: (typeof MONTHS)[number];
  year: number;
}

function parseIsoDay(iso: string): DayParts {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || month === undefined) throw new Error(`Not an ISO day: ${iso}`);
  return { year: Number(match[1]), month, day: Number(match[3]) };
}

/** "2024-10-05" -> "5th October 2024". */
export function formatDay(iso: string): string {
  const { day, month, year } = parseIsoDay(iso);
  return `${formatOrdinal(day)} ${month} ${year}`;
}

/** "2024-10-31" -> "October 2024": how the copy names a month, e.g. the end of an offer. */
export function formatMonth(iso: string): string {
  const { month, year } = parseIsoDay(iso);
  return `${month} ${year}`;
}

/** A range in the spec's wording: "5th to 15th October 2024" within one month. */
export function formatDateRange({ start, end }: IsoDateRange): string {
  const from = parseIsoDay(start);
  const to = parseIsoDay(end);
  if (from.month === to.month && from.year === to.year) {
    return `${formatOrdinal(from.day)} to ${formatOrdinal(to.day)} ${to.month} ${to.year}`;
  }
  return `${formatDay(start)} to ${formatDay(end)}`;
}

/** 1.7 -> "1.7L", the Indian shorthand for lakh rupees the copy uses. */
export function formatLakh(lakh: number): string {
  return `${lakh}L`;
}
