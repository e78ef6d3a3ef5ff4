import { EXTRA_TIME_MAX_MINUTES, EXTRA_TIME_MIN_MINUTES, REOPEN_MIN_MINUTES } from './limits.ts';
import { isPastGrace } from './timing.ts';
import type { AttemptRecord } from './types.ts';

/**
 * What an organiser may change about one candidate's attempt (issue 40, step 5; ADR 0185): extra
 * time, granted before or during the attempt, and a reopen of a closed attempt. Each is decided
 * here once and run by apps/functions and @apex/auth-memory.
 */

const MINUTE_MS = 60_000;

/**
 * What the organisers granted a registration (`editions/{e}/attemptGrants/{uid}` on Firebase):
 * the extra minutes in total (added to the deadline at start, or to the running attempt's) and how
 * many times its attempt was reopened. Written by the server only.
 */
export interface AttemptGrants {
  readonly extraMinutes: number;
  readonly reopened: number;
}

export const NO_GRANTS: AttemptGrants = { extraMinutes: 0, reopened: 0 };

export type GrantRefusal =
  | 'attempt/not-registered'
  | 'attempt/not-started'
  | 'organiser/extra-time-limit'
  | 'organiser/attempt-closed'
  | 'organiser/attempt-open';

export type GrantDecision =
  | { readonly ok: false; readonly code: GrantRefusal }
  | {
      readonly ok: true;
      readonly grants: AttemptGrants;
      /** The attempt with its new deadline; null when the candidate has not started yet. */
      readonly attempt: AttemptRecord | null;
    };

/** Whether the attempt takes no more answers: submitted, or past its deadline and grace. */
export function isFinished(attempt: AttemptRecord, now: Date): boolean {
  return attempt.status === 'closed' || isPastGrace(attempt.deadline, now.getTime());
}

/**
 * Extra time for one registration. Before the start it is kept and the start adds it to the
 * deadline (`decideStart`'s `extraMinutes`); during the attempt it moves the deadline at once. A
 * finished attempt takes none (reopen it instead), and a candidate's grants together stay within
 * EXTRA_TIME_MAX_MINUTES.
 */
export function decideExtraTime(facts: {
  readonly registered: boolean;
  readonly attempt: AttemptRecord | null;
  readonly grants: AttemptGrants;
  readonly minutes: number;
  readonly now: Date;
}): GrantDecision {
  const { attempt, grants, minutes } = facts;
  if (!facts.registered) return { ok: false, code: 'attempt/not-registered' };
  if (
    !Number.isInteger(minutes) ||
    minutes < EXTRA_TIME_MIN_MINUTES ||
    grants.extraMinutes + minutes > EXTRA_TIME_MAX_MINUTES
  ) {
    return { ok: false, code: 'organiser/extra-time-limit' };
  }
  if (attempt !== null && isFinished(attempt, facts.now)) {
    return { ok: false, code: 'organiser/attempt-closed' };
  }
  return {
    ok: true,
    grants: { ...grants, extraMinutes: grants.extraMinutes + minutes },
    attempt:
      attempt === null ? null : { ...attempt, deadline: attempt.deadline + minutes * MINUTE_MS },
  };
}

/**
 * Reopens a finished attempt (ADR 0185): open again, with a deadline the time the candidate had not
 * used when it closed (a Submit before the deadline) from now, and at least REOPEN_MIN_MINUTES (a
 * close at the deadline left none). Its answers stay; its score goes until it closes again.
 */
export function decideReopen(facts: {
  readonly attempt: AttemptRecord | null;
  readonly grants: AttemptGrants;
  readonly now: Date;
}): GrantDecision {
  const { attempt, grants, now } = facts;
  if (attempt === null) return { ok: false, code: 'attempt/not-started' };
  if (!isFinished(attempt, now)) return { ok: false, code: 'organiser/attempt-open' };
  const unused =
    attempt.closedBy === 'candidate' && attempt.closedAt !== null
      ? Math.max(0, attempt.deadline - attempt.closedAt)
      : 0;
  return {
    ok: true,
    grants: { ...grants, reopened: grants.reopened + 1 },
    attempt: {
      ...attempt,
      deadline: now.getTime() + Math.max(unused, REOPEN_MIN_MINUTES * MINUTE_MS),
      status: 'open',
      closedAt: null,
      closedBy: null,
    },
  };
}

/** How the console names an attempt's state (a finished attempt nobody closed yet: the deadline's). */
export type AttemptState = 'in-progress' | 'submitted' | 'closed-at-deadline';

export function attemptState(attempt: AttemptRecord, now: Date): AttemptState {
  if (attempt.status === 'closed') {
    return attempt.closedBy === 'candidate' ? 'submitted' : 'closed-at-deadline';
  }
  return isPastGrace(attempt.deadline, now.getTime()) ? 'closed-at-deadline' : 'in-progress';
}

/**
 * The instants a batch of the edition spans, on India's days (its first day's midnight to the
 * midnight after its last): the attempts started in it. Null for a batch the edition has not.
 */
export function batchWindow(
  batches: readonly { readonly start: string; readonly end: string }[],
  batch: number,
): { readonly from: number; readonly to: number } | null {
  const found = batches[batch];
  if (found === undefined) return null;
  const midnight = (day: string) => Date.parse(`${day}T00:00:00+05:30`);
  return { from: midnight(found.start), to: midnight(found.end) + 24 * 60 * MINUTE_MS };
}
