import type { ExamBatch, ExamEdition, IsoDateRange } from './editions.ts';
import { dayNumber, type IsoDay, indianDayNumber, isoDayOf, startOfIndianDay } from './istDate.ts';

/**
 * Where the exam stands on a given Indian day:
 * - `announced`: an edition is known but its registration has not opened;
 * - `registration-open`: registration is open and the first batch has not started;
 * - `live`: today falls in a batch;
 * - `between-batches`: one batch has ended and the next of the same edition has not started, so
 *   no test is open today (issue 39; it was `live` before, and pages said LIVE NOW with no test);
 * - `closed`: the latest edition's last batch has ended and no later edition is known.
 */
export type ExamPhase = 'announced' | 'registration-open' | 'live' | 'between-batches' | 'closed';

export type BatchProgress = 'past' | 'in-progress' | 'upcoming';

export interface BatchStatus {
  readonly batch: ExamBatch;
  readonly progress: BatchProgress;
}

export interface PhaseChange {
  /** The Indian day the next phase begins. */
  readonly day: IsoDay;
  /** Midnight of that day in Asia/Kolkata, in milliseconds since the epoch. */
  readonly at: number;
}

export interface ExamStatus {
  readonly phase: ExamPhase;
  /** The edition concerned: the running or next one, or the last one once everything has closed. */
  readonly edition: ExamEdition;
  /** Today's Indian date. */
  readonly today: IsoDay;
  /** When the phase next changes; absent once closed, since no later edition is known. */
  readonly nextChange?: PhaseChange;
  /** The introductory offer is current: not closed and on or before its last free day. */
  readonly offerRunning: boolean;
  /** The edition's batches, each marked past, in progress or upcoming. */
  readonly batches: readonly BatchStatus[];
}

const firstDay = (edition: ExamEdition) => dayNumber(edition.batches[0].start);
const lastDay = (edition: ExamEdition) =>
  Math.max(...edition.batches.map((batch) => dayNumber(batch.end)));

/** From the first batch's first day to the last batch's last day: when the test can be taken. */
export function testPeriod(edition: ExamEdition): IsoDateRange {
  return { start: edition.batches[0].start, end: isoDayOf(lastDay(edition)) };
}

function batchProgress(batch: ExamBatch, today: number): BatchProgress {
  if (today > dayNumber(batch.end)) return 'past';
  return today >= dayNumber(batch.start) ? 'in-progress' : 'upcoming';
}

function phaseOf(edition: ExamEdition, today: number): { phase: ExamPhase; nextDay: number } {
  const opens = dayNumber(edition.registration.start);
  if (today < opens) return { phase: 'announced', nextDay: opens };
  if (today < firstDay(edition)) return { phase: 'registration-open', nextDay: firstDay(edition) };
  const running = edition.batches.find(
    (batch) => dayNumber(batch.start) <= today && today <= dayNumber(batch.end),
  );
  if (running !== undefined) return { phase: 'live', nextDay: dayNumber(running.end) + 1 };
  // Within the test period and in no batch: a later batch exists, and its first day is the change.
  const laterStarts = edition.batches
    .map((batch) => dayNumber(batch.start))
    .filter((day) => day > today);
  return { phase: 'between-batches', nextDay: Math.min(...laterStarts) };
}

/** The edition's next batch to start, with its number from 1; only between two batches. */
export function nextBatch(status: ExamStatus): { batch: ExamBatch; number: number } | undefined {
  if (status.phase !== 'between-batches') return undefined;
  const index = status.batches.findIndex(({ progress }) => progress === 'upcoming');
  const found = status.batches[index];
  return found === undefined ? undefined : { batch: found.batch, number: index + 1 };
}

/**
 * The exam's phase at an instant (milliseconds since the epoch), judged by the Indian date
 * whatever the visitor's time zone. Pure: the same editions and instant always give the same answer.
 */
export function examStatus(
  editions: readonly [ExamEdition, ...ExamEdition[]],
  instant: number,
): ExamStatus {
  const today = indianDayNumber(instant);
  const ordered = [...editions].sort((a, b) => firstDay(a) - firstDay(b));
  const current = ordered.find((edition) => lastDay(edition) >= today);
  const edition = current ?? editions.reduce((a, b) => (lastDay(b) > lastDay(a) ? b : a));
  const batches = edition.batches.map((batch) => ({
    batch,
    progress: batchProgress(batch, today),
  }));
  const base = { edition, today: isoDayOf(today), batches };
  if (current === undefined) return { ...base, phase: 'closed', offerRunning: false };
  const { phase, nextDay } = phaseOf(current, today);
  return {
    ...base,
    phase,
    nextChange: { day: isoDayOf(nextDay), at: startOfIndianDay(nextDay) },
    offerRunning: today <= dayNumber(current.offer.freeUntil),
  };
}
