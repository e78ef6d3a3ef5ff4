import type { Answers, StoredPaper } from '@apex/core/papers';
import { scoreAttempt } from '@apex/core/papers';
import { isPastGrace } from './timing.ts';
import type { AttemptRecord, ClosedAttempt } from './types.ts';

/**
 * Closes an attempt and scores its counted answers by section (`scoreAttempt`). A Submit within
 * the deadline and its grace closes it as the candidate's, at the server's time; after that it is
 * the deadline's, at the deadline. An attempt already closed stays as it was (null: nothing to do).
 */
export function closeAttempt(
  attempt: AttemptRecord,
  answers: Answers,
  paper: StoredPaper,
  now: Date,
): ClosedAttempt | null {
  if (attempt.status === 'closed') return null;
  const late = isPastGrace(attempt.deadline, now.getTime());
  return {
    attempt: {
      ...attempt,
      status: 'closed',
      closedAt: late ? attempt.deadline : now.getTime(),
      closedBy: late ? 'deadline' : 'candidate',
    },
    score: scoreAttempt(paper, answers),
  };
}

/** Whether the scheduled close takes this attempt: still open after its deadline and grace. */
export function isOverdue(attempt: AttemptRecord, now: Date): boolean {
  return attempt.status === 'open' && isPastGrace(attempt.deadline, now.getTime());
}
