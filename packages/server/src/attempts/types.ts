import type { Answers, AttemptScore } from '@apex/core/papers';

/** Open while the candidate may answer; closed once submitted or past its deadline. */
export type AttemptStatus = 'open' | 'closed';

/** Who closed an attempt: the candidate's Submit, or the deadline (the scheduled close). */
export type ClosedBy = 'candidate' | 'deadline';

/**
 * One attempt as the server keeps it (`editions/{editionId}/attempts/{uid}` on Firebase): written
 * only by the server; its owner reads it. Times are milliseconds since the epoch. No answer key,
 * no score: the score is kept apart (`AttemptScore`), where no candidate reads it.
 */
export interface AttemptRecord {
  /** The registration's key, `{editionId}:{uid}`: one attempt per registration, and the seed of its item order. */
  readonly attemptId: string;
  readonly paperId: string;
  readonly grade: number;
  readonly startedAt: number;
  readonly deadline: number;
  readonly status: AttemptStatus;
  readonly closedAt: number | null;
  readonly closedBy: ClosedBy | null;
}

/**
 * The answers counted so far, in one document per attempt (`editions/{e}/attemptAnswers/{uid}`),
 * and the sequence number of the client's last batch merged into them.
 */
export interface AttemptAnswers {
  readonly answers: Answers;
  readonly lastSequence: number;
}

/** What closing an attempt writes: the closed record and its score (kept where no candidate reads it). */
export interface ClosedAttempt {
  readonly attempt: AttemptRecord;
  readonly score: AttemptScore;
}
