/**
 * An answer arriving this long after the deadline still counts: it left the phone in time and
 * was slowed by the network (docs/exam-test.md, step 3). Later answers are not counted.
 */
export const ATTEMPT_GRACE_MS = 30_000;

const MINUTE_MS = 60_000;

/** The attempt's deadline: its start, the paper's minutes (40 for the spec's test) and any extra time. */
export function attemptDeadline(startedAt: number, minutes: number, extraMinutes = 0): number {
  return startedAt + (minutes + extraMinutes) * MINUTE_MS;
}

/** Whether `now` is past the deadline and its grace: nothing more is counted. */
export function isPastGrace(deadline: number, now: number): boolean {
  return now > deadline + ATTEMPT_GRACE_MS;
}

/** The id of a registration's one attempt (and the seed of its item order). */
export function attemptIdOf(editionId: string, uid: string): string {
  return `${editionId}:${uid}`;
}
