import type { IsoDateRange } from './editions.ts';
import type { Locale } from './messages.ts';

/**
 * 2999 -> "₹2,999", grouped the Indian way (₹1,00,000), whole rupees, as `Intl.NumberFormat('en-IN',
 * { style: 'currency', currency: 'INR', maximumFractionDigits: 0 })` writes it. Written out rather
 * than built on Intl because creating that formatter loads the locale's data: about 8 ms of
 * main-thread time on a fast desktop, four times that on a phone, in the task that starts the
 * app (docs/adr/0047-dates-and-money-by-arithmetic.md). A property test holds it to Intl's output for finite amounts
 * below 10^20, in both languages: hi-IN writes rupees exactly as en-IN does (Latin digits, the
 * same grouping and sign), so the locale changes nothing here; it is taken so every formatter is
 * called the same way.
 */
export function formatRupees(amount: number, _locale: Locale = 'en'): string {
  // Half away from zero, like Intl's default rounding; like Intl, a negative amount keeps its sign.
  const whole = Math.round(Math.abs(amount));
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  const digits = String(whole);
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${sign}₹${rest === '' ? lastThree : `${rest},${lastThree}`}`;
}

/**
 * The month names as `Intl.DateTimeFormat('<language>-IN', { month: 'long' })` writes them (a
 * test holds the Hindi ones to Intl), written out for the reason formatRupees is (P14).
 */
const MONTHS: readonly Record<Locale, string>[] = [
  { en: 'January', hi: 'जनवरी' },
  { en: 'February', hi: 'फ़रवरी' },
  { en: 'March', hi: 'मार्च' },
  { en: 'April', hi: 'अप्रैल' },
  { en: 'May', hi: 'मई' },
  { en: 'June', hi: 'जून' },
  { en: 'July', hi: 'जुलाई' },
  { en: 'August', hi: 'अगस्त' },
  { en: 'September', hi: 'सितंबर' },
  { en: 'October', hi: 'अक्टूबर' },
  { en: 'November', hi: 'नवंबर' },
  { en: 'December', hi: 'दिसंबर' },
];

/**
 * A no-break space: it joins a number to its unit or month ("5 अक्टूबर", "2.5 लाख", "कक्षा 6")
 * so a line never ends between them. Hindi words are long, so the split happens there often.
 */
export const NBSP = '\u00a0';

/** The space between a day and its month: unbreakable in Hindi, where the split was seen. */
function daySpace(locale: Locale): string {
  return locale === 'hi' ? NBSP : ' ';
}

/**
 * 6 -> "6th", 21 -> "21st", 13 -> "13th": English ordinals, for days and grades. Hindi has no
 * counterpart to call: its dates and grades use plain numbers ("5 अक्टूबर", "कक्षा 6"), and a
 * Hindi ordinal word agrees with its noun's gender (छठा, छठी), so it is written in the sentence.
 */
export function formatOrdinal(day: number): string {
  const lastTwo = day % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${day}th`;
  const suffix = ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[day % 10] ?? 'th';
  return `${day}${suffix}`;
}

/** 6 -> "6th Grade" (the words of the grade links), "कक्षा 6" in Hindi. */
export function formatGrade(grade: number, locale: Locale = 'en'): string {
  return locale === 'hi' ? `कक्षा${NBSP}${grade}` : `${formatOrdinal(grade)} Grade`;
}

interface DayParts {
  day: number;
  month: Record<Locale, string>;
  year: number;
}

function parseIsoDay(iso: string): DayParts {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || month === undefined) throw new Error(`Not an ISO day: ${iso}`);
  return { year: Number(match[1]), month, day: Number(match[3]) };
}

function monthName({ month }: DayParts, locale: Locale): string {
  return month[locale];
}

/** The day of the month as the language writes it in a date: "5th" in English, "5" in Hindi. */
function dayOfMonth({ day }: DayParts, locale: Locale): string {
  return locale === 'hi' ? String(day) : formatOrdinal(day);
}

/** "2024-10-05" -> "5th October 2024"; in Hindi "5 अक्टूबर 2024", as Intl's hi-IN long date. */
export function formatDay(iso: string, locale: Locale = 'en'): string {
  const parts = parseIsoDay(iso);
  return `${dayOfMonth(parts, locale)}${daySpace(locale)}${monthName(parts, locale)} ${parts.year}`;
}

/** "2024-10-31" -> "October 2024" ("अक्टूबर 2024"): how the copy names a month, e.g. the end of an offer. */
export function formatMonth(iso: string, locale: Locale = 'en'): string {
  const parts = parseIsoDay(iso);
  return `${monthName(parts, locale)} ${parts.year}`;
}

/**
 * A range in the spec's wording: "5th to 15th October 2024" within one month. Hindi joins the
 * days with से ("5 से 15 अक्टूबर 2024"), which a sentence closes with तक or के बीच; Intl's
 * "5–15 अक्टूबर 2024" puts a dash that reads as nothing aloud.
 */
export function formatDateRange({ start, end }: IsoDateRange, locale: Locale = 'en'): string {
  const from = parseIsoDay(start);
  const to = parseIsoDay(end);
  const joiner = locale === 'hi' ? 'से' : 'to';
  if (from.month === to.month && from.year === to.year) {
    return `${dayOfMonth(from, locale)} ${joiner} ${dayOfMonth(to, locale)}${daySpace(locale)}${monthName(to, locale)} ${to.year}`;
  }
  return `${formatDay(start, locale)} ${joiner} ${formatDay(end, locale)}`;
}

/** 1.7 -> "1.7L", the Indian shorthand for lakh rupees the copy uses; "1.7 लाख" in Hindi. */
export function formatLakh(lakh: number, locale: Locale = 'en'): string {
  return locale === 'hi' ? `${lakh}${NBSP}लाख` : `${lakh}L`;
}

/**
 * An Indian phone number as people write it: "+919829012345" reads "+91 98290 12345" (country
 * code, then the ten digits in two groups of five). Anything else is shown as given.
 */
export function formatPhone(e164: string): string {
  const digits = /^\+91(\d{5})(\d{5})$/.exec(e164.replace(/[\s-]/g, ''));
  return digits === null ? e164 : `+91 ${digits[1]} ${digits[2]}`;
}
