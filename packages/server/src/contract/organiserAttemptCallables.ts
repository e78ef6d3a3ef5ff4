import * as v from 'valibot';
import {
  EXTRA_TIME_MAX_MINUTES,
  EXTRA_TIME_MIN_MINUTES,
  GRANT_REASON_MAX_LENGTH,
} from '../attempts/limits.ts';
import type { ServerErrorCode } from './errors.ts';

/**
 * The organiser's changes to one candidate's attempt (issue 40, step 5; ADR 0185): extra time and
 * a reopen, each with a required reason the audit log keeps. Organisers only.
 */

const text = v.pipe(v.string(), v.nonEmpty());
/** ISO 8601 on the wire; a Date for the caller. */
const instant = v.pipe(
  v.string(),
  v.isoTimestamp(),
  v.transform((iso) => new Date(iso)),
);
const candidate = {
  editionId: text,
  /** The registration's owner (the console's rows carry it). */
  uid: v.pipe(v.string(), v.minLength(1), v.maxLength(128)),
  reason: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(GRANT_REASON_MAX_LENGTH)),
};
const ORGANISER = [
  'organiser/permission-denied',
  'registration/unknown-edition',
] as const satisfies readonly ServerErrorCode[];

/** At most this many attempts in one page (the port's ORGANISER_MAX_PAGE_SIZE). */
const MAX_ATTEMPT_PAGE = 500;

const attemptRow = v.object({
  uid: v.string(),
  registrationNumber: v.string(),
  /** Empty when the registration was withdrawn after the attempt. */
  candidateName: v.string(),
  grade: v.number(),
  startedAt: instant,
  deadline: instant,
  extraMinutes: v.number(),
  reopened: v.number(),
  state: v.picklist(['in-progress', 'submitted', 'closed-at-deadline']),
  closedAt: v.nullable(instant),
});

export const ORGANISER_ATTEMPT_CALLABLES = {
  /**
   * A page of the attempts started in a batch (its index in the edition's batches) for a grade,
   * in the order they started, with each candidate's number, name, extra time and state.
   */
  listAttempts: {
    request: v.object({
      editionId: text,
      grade: v.pipe(v.number(), v.integer()),
      batch: v.pipe(v.number(), v.integer(), v.minValue(0)),
      pageSize: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_ATTEMPT_PAGE)),
      after: v.optional(v.pipe(v.string(), v.maxLength(1000))),
    }),
    response: v.object({ rows: v.array(attemptRow), next: v.nullable(v.string()) }),
    refuses: [...ORGANISER, 'organiser/invalid-query'],
  },
  /**
   * Extra time for one candidate: kept for the start before it, added to the deadline during the
   * attempt. Answers the deadline (null before the start) and the candidate's extra time in all.
   */
  grantExtraTime: {
    request: v.object({
      ...candidate,
      minutes: v.pipe(
        v.number(),
        v.integer(),
        v.minValue(EXTRA_TIME_MIN_MINUTES),
        v.maxValue(EXTRA_TIME_MAX_MINUTES),
      ),
    }),
    response: v.object({ deadline: v.nullable(instant), extraMinutes: v.number() }),
    refuses: [
      ...ORGANISER,
      'attempt/not-registered',
      'organiser/extra-time-limit',
      'organiser/attempt-closed',
    ],
  },
  /** Reopens a finished attempt with a new deadline (ADR 0185), which it answers. */
  reopenAttempt: {
    request: v.object(candidate),
    response: v.object({ deadline: instant }),
    refuses: [...ORGANISER, 'attempt/not-started', 'organiser/attempt-open'],
  },
} as const;
