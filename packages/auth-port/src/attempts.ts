import type { PaperPreview } from './papers.ts';

/**
 * The built-in test's attempt as the candidate's page sees it (issue 40; docs/exam-test.md, step
 * 3). The server times it (its own start and deadline) and keeps the answer keys; the page gets
 * the paper without them. Spelled here because the port depends on nothing; `@apex/server`'s
 * contract fits it (the adapters' typecheck holds the two together).
 */

/** A choice's id (single choice), the ids picked (multiple response), or the text typed. */
export type AttemptAnswer = string | readonly string[];

/** Answers by item id. */
export type AttemptAnswers = Readonly<Record<string, AttemptAnswer>>;

export type AttemptStatus = 'open' | 'closed';

/** Who closed the attempt: the candidate's Submit, or the deadline. */
export type AttemptClosedBy = 'candidate' | 'deadline';

/** A started (or resumed) attempt: its paper, its times and the answers counted so far. */
export interface AttemptStart {
  readonly attemptId: string;
  readonly status: AttemptStatus;
  /** The paper without keys, its items in this attempt's order (the same on every resume). */
  readonly paper: PaperPreview;
  readonly startedAt: Date;
  readonly deadline: Date;
  readonly closedAt: Date | null;
  /** The server's time when it answered: time left is `deadline - serverTime`, never the device's clock. */
  readonly serverTime: Date;
  readonly answers: AttemptAnswers;
  /** The sequence number of the last batch counted; number the next batch above it. */
  readonly lastSequence: number;
}

/** Which of a batch's answers the server counted, and which it did not. */
export interface AttemptSaveOutcome {
  readonly counted: readonly string[];
  readonly notCounted: readonly string[];
  readonly deadline: Date;
  readonly serverTime: Date;
}

export interface AttemptClosed {
  readonly closedAt: Date;
  readonly closedBy: AttemptClosedBy;
}

/** The attempt as its owner reads it back: status, times and the counted answers, never a key or a score. */
export interface AttemptView {
  readonly status: AttemptStatus;
  readonly startedAt: Date;
  readonly deadline: Date;
  readonly closedAt: Date | null;
  readonly closedBy: AttemptClosedBy | null;
  readonly answers: AttemptAnswers;
}
