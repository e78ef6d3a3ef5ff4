import type { ExamClock } from '../clock/examClock.ts';

/**
 * A clock stopped at `visitor` (e.g. '2024-10-06T10:00:00+05:30'), built at `build` (the same
 * instant unless given): renders as the site would for a visitor on that day, with no waiting.
 */
export function fixedClock(visitor: string, build: string = visitor): ExamClock {
  return {
    buildTime: Date.parse(build),
    now: () => Date.parse(visitor),
    subscribe: () => () => {},
  };
}

/** The day the suite pretends it is unless a test says otherwise: after the 2024 edition closed. */
export const TEST_TODAY = '2026-11-23T12:00:00+05:30';

/** One instant in each phase of the 2024 edition (EDITION_2024 in @apex/core). */
export const PHASE_DAYS = {
  announced: '2024-08-15T12:00:00+05:30',
  'registration-open': '2024-09-15T12:00:00+05:30',
  live: '2024-10-06T10:00:00+05:30',
  /** Live, between Batch 1 and Batch 2. */
  betweenBatches: '2024-10-16T12:00:00+05:30',
  closed: TEST_TODAY,
} as const;
