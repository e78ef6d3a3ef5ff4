import { testPeriod } from './editionStatus.ts';
import { EDITIONS, type ExamEdition } from './editions.ts';
import { dayNumber, type IsoDay, isoDayOf, startOfIndianDay } from './istDate.ts';

/**
 * Retention (issue 28): a registration is deleted this many months after its edition's last test
 * day, as the consent notice promises. Each edition carries the day (`dataDeleteBy`); a test keeps
 * the two in step.
 */
export const DATA_RETENTION_MONTHS = 12;

/** The day `months` calendar months after `day`, clamped to the month's last day (31 Jan + 1 = 28/29 Feb). */
export function addMonths(day: IsoDay, months: number): IsoDay {
  const date = new Date(dayNumber(day) * 86_400_000);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return isoDayOf(target.getTime() / 86_400_000);
}

/** The edition's last test day: the end of its test period. */
export function lastTestDay(edition: ExamEdition): IsoDay {
  return testPeriod(edition).end;
}

function editionOf(editionId: string): ExamEdition | undefined {
  return EDITIONS.find((edition) => edition.id === editionId);
}

/**
 * When a registration for the edition must be gone: 00:00 in India on the edition's
 * `dataDeleteBy`, as the server writes it to `deleteAt`. Null for an edition that takes none.
 */
export function registrationDeleteAt(editionId: string): Date | null {
  const edition = editionOf(editionId);
  return edition === undefined ? null : new Date(startOfIndianDay(dayNumber(edition.dataDeleteBy)));
}

/** Whether a registration deleted at `deleteAt` is expired at `now`: from that instant on. */
export function isPastDeleteAt(deleteAt: Date, now: Date): boolean {
  return now.getTime() >= deleteAt.getTime();
}

/** The edition's registration window (Indian days, both included), or null for an unknown edition. */
export function registrationWindowOf(editionId: string): ExamEdition['registration'] | null {
  return editionOf(editionId)?.registration ?? null;
}
