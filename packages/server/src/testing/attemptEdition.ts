import { EDITION_2024, type ExamEdition } from '@apex/core';
import type { StoredPaper } from '@apex/core/papers';
import type { AttemptRecord } from '../attempts/types.ts';

/**
 * The 2024 edition's dates with every grade on the built-in test: no listed edition delivers it
 * yet (the 2024 edition keeps its links), so the attempts' tests use this one.
 */
export const BUILT_IN_EDITION: ExamEdition = {
  ...EDITION_2024,
  tests: EDITION_2024.tests.map(({ grade }) => ({ grade, delivery: { kind: 'built-in' } })),
};

/** Noon in India on a day of Batch 1 (5th to 15th October 2024). */
export const IN_BATCH = new Date('2024-10-06T12:00:00+05:30');
/** Noon in India on the day between the two batches. */
export const BETWEEN_BATCHES = new Date('2024-10-16T12:00:00+05:30');

/** An open attempt at `paper`, started at IN_BATCH, with the paper's whole time. */
export function openAttempt(paper: StoredPaper): AttemptRecord {
  const start = IN_BATCH.getTime();
  return {
    attemptId: '2024:asha',
    paperId: paper.id,
    grade: paper.grade,
    startedAt: start,
    deadline: start + paper.minutes * 60_000,
    status: 'open',
    closedAt: null,
    closedBy: null,
  };
}
