/**
 * Indian dates without Intl. India keeps one fixed offset, UTC+05:30, with no daylight saving, so
 * the Indian day of an instant is plain arithmetic; Intl's time-zone data would cost locale loading
 * on the app's start path for nothing (docs/adr/0047-dates-and-money-by-arithmetic.md).
 */

/** An Indian calendar day, written "YYYY-MM-DD". */
export type IsoDay = string;

const DAY_MS = 86_400_000;
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** Days since 1970-01-01 of an ISO day; throws on anything but "YYYY-MM-DD". */
export function dayNumber(iso: IsoDay): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) throw new Error(`Not an ISO day: ${iso}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS;
}

/** The Indian day (as a day number) an instant (milliseconds since the epoch) falls on. */
export function indianDayNumber(instant: number): number {
  return Math.floor((instant + IST_OFFSET_MS) / DAY_MS);
}

/** The Indian day an instant falls on, e.g. 2024-10-15T18:29Z -> "2024-10-15", 18:30Z -> "2024-10-16". */
export function indianDay(instant: number): IsoDay {
  return isoDayOf(indianDayNumber(instant));
}

/** The instant an Indian day begins: midnight in Asia/Kolkata. */
export function startOfIndianDay(day: number): number {
  return day * DAY_MS - IST_OFFSET_MS;
}

/** The ISO day of a day number. */
export function isoDayOf(day: number): IsoDay {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** An instant as ISO 8601 in India's time with its offset: `2024-09-02T15:30:00+05:30`. */
export function formatIstTimestamp(instant: number): string {
  return `${new Date(instant + IST_OFFSET_MS).toISOString().slice(0, 19)}+05:30`;
}
