/**
 * The organiser's view of the built-in test's attempts (issue 40, step 5; ADR 0185): a batch's
 * attempts of a grade, a page at a time, and extra time or a reopen for one candidate, each with a
 * reason the server writes to the audit log.
 */

/** An attempt's state in the console: running, submitted, or closed (or due to close) at its deadline. */
export type AttemptRowState = 'in-progress' | 'submitted' | 'closed-at-deadline';

export interface OrganiserAttemptRow {
  /** The registration's owner: what extra time and a reopen name. */
  readonly uid: string;
  readonly registrationNumber: string;
  /** Empty when the registration was withdrawn after the attempt. */
  readonly candidateName: string;
  readonly grade: number;
  readonly startedAt: Date;
  readonly deadline: Date;
  /** Extra minutes granted in all (before and during the attempt). */
  readonly extraMinutes: number;
  /** How many times the attempt was reopened. */
  readonly reopened: number;
  readonly state: AttemptRowState;
  readonly closedAt: Date | null;
}

/** A page of a batch's attempts of one grade, in the order they started. */
export interface AttemptListQuery {
  readonly grade: number;
  /** The batch's index in the edition's batches (0 for the first). */
  readonly batch: number;
  readonly pageSize: number;
  readonly after?: string;
}

export interface AttemptListPage {
  readonly rows: readonly OrganiserAttemptRow[];
  /** Opaque: the next page's `after`; null at the end. */
  readonly next: string | null;
}

export interface ExtraTimeOutcome {
  /** The attempt's new deadline; null when the candidate has not started (it applies at start). */
  readonly deadline: Date | null;
  readonly extraMinutes: number;
}

export interface OrganiserAttemptService {
  /**
   * One page of the attempts started in the batch for the grade (a bounded read, never the
   * edition). A `pageSize` outside 1 to `ORGANISER_MAX_PAGE_SIZE`, a batch the edition has not,
   * or a cursor this query did not make rejects with `organiser/invalid-query`.
   */
  attempts(editionId: string, query: AttemptListQuery): Promise<AttemptListPage>;
  /**
   * Extra time (1 to 40 minutes, at most 40 in all) for the candidate `uid`, with a reason.
   * Before the start it applies at start; during the attempt it moves the deadline at once.
   * Refused: `attempt/not-registered`, `organiser/extra-time-limit`, `organiser/attempt-closed`
   * (reopen it instead), `organiser/permission-denied`.
   */
  grantExtraTime(
    editionId: string,
    uid: string,
    minutes: number,
    reason: string,
  ): Promise<ExtraTimeOutcome>;
  /**
   * Reopens the candidate's finished attempt with a new deadline (ADR 0185), which it resolves
   * with. Refused: `attempt/not-started`, `organiser/attempt-open`, `organiser/permission-denied`.
   */
  reopenAttempt(editionId: string, uid: string, reason: string): Promise<Date>;
}
