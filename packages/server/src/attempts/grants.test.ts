import { EDITION_2024 } from '@apex/core';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_EDITION, IN_BATCH, openAttempt } from '../testing/attemptEdition.ts';
import { storedPaper } from '../testing/storedPaper.ts';
import { closeAttempt } from './close.ts';
import { attemptState, batchWindow, decideExtraTime, decideReopen, NO_GRANTS } from './grants.ts';
import { REOPEN_MIN_MINUTES } from './limits.ts';
import { decideStart } from './start.ts';
import { ATTEMPT_GRACE_MS } from './timing.ts';

// The spec's 40 minutes, so a Submit can leave more unused time than a reopen's least.
const paper = { ...storedPaper(), minutes: 40 };
const attempt = openAttempt(paper);
const minutes = (n: number) => n * 60_000;
const at = (ms: number) => new Date(attempt.startedAt + ms);
const pastGrace = at(attempt.deadline - attempt.startedAt + ATTEMPT_GRACE_MS + 1);

function closed(now: Date) {
  const result = closeAttempt(attempt, {}, paper, now);
  if (result === null) throw new Error('not closed');
  return result.attempt;
}

describe('extra time', () => {
  it('is kept before the start, and the start adds it to the deadline', () => {
    const decision = decideExtraTime({
      registered: true,
      attempt: null,
      grants: NO_GRANTS,
      minutes: 15,
      now: at(0),
    });
    expect(decision).toEqual({
      ok: true,
      grants: { extraMinutes: 15, reopened: 0 },
      attempt: null,
    });
    if (!decision.ok) throw new Error(decision.code);
    const start = decideStart({
      editions: [BUILT_IN_EDITION],
      editionId: '2024',
      uid: 'asha',
      registration: { grade: paper.grade, guardianConfirmed: true },
      attempt: null,
      paper,
      extraMinutes: decision.grants.extraMinutes,
      now: IN_BATCH,
    });
    if (start.kind !== 'start') throw new Error(start.kind);
    expect(start.attempt.deadline - start.attempt.startedAt).toBe(minutes(paper.minutes + 15));
  });

  it("moves a running attempt's deadline at once", () => {
    const decision = decideExtraTime({
      registered: true,
      attempt,
      grants: { extraMinutes: 5, reopened: 0 },
      minutes: 10,
      now: at(minutes(20)),
    });
    expect(decision).toEqual({
      ok: true,
      grants: { extraMinutes: 15, reopened: 0 },
      attempt: { ...attempt, deadline: attempt.deadline + minutes(10) },
    });
  });

  it.each([
    ['no registration', { registered: false }, 'attempt/not-registered'],
    ['no minutes', { minutes: 0 }, 'organiser/extra-time-limit'],
    ['part of a minute', { minutes: 1.5 }, 'organiser/extra-time-limit'],
    [
      'more than 40 in all',
      { grants: { extraMinutes: 35, reopened: 0 } },
      'organiser/extra-time-limit',
    ],
    ['a submitted attempt', { attempt: closed(at(minutes(5))) }, 'organiser/attempt-closed'],
    ['an attempt past its deadline and grace', { now: pastGrace }, 'organiser/attempt-closed'],
  ] as const)('refuses %s', (_, changes, code) => {
    expect(
      decideExtraTime({
        registered: true,
        attempt,
        grants: NO_GRANTS,
        minutes: 10,
        now: at(minutes(1)),
        ...changes,
      }),
    ).toEqual({ ok: false, code });
  });
});

describe('reopening', () => {
  it('gives back the time a candidate had not used when they submitted', () => {
    const submitted = closed(at(minutes(10)));
    const now = at(minutes(60));
    const decision = decideReopen({ attempt: submitted, grants: NO_GRANTS, now });
    expect(decision).toEqual({
      ok: true,
      grants: { extraMinutes: 0, reopened: 1 },
      attempt: {
        ...attempt,
        deadline: now.getTime() + minutes(paper.minutes - 10),
        status: 'open',
        closedAt: null,
        closedBy: null,
      },
    });
  });

  it(`gives at least ${REOPEN_MIN_MINUTES} minutes to an attempt the deadline closed`, () => {
    const decision = decideReopen({
      attempt: closed(pastGrace),
      grants: NO_GRANTS,
      now: pastGrace,
    });
    if (!decision.ok) throw new Error(decision.code);
    expect(decision.attempt?.deadline).toBe(pastGrace.getTime() + minutes(REOPEN_MIN_MINUTES));
    // Past its grace but not yet closed by the schedule: finished all the same.
    const overdue = decideReopen({ attempt, grants: NO_GRANTS, now: pastGrace });
    expect(overdue.ok && overdue.attempt?.status).toBe('open');
  });

  it('refuses an attempt still running, or none', () => {
    expect(decideReopen({ attempt, grants: NO_GRANTS, now: at(1000) })).toEqual({
      ok: false,
      code: 'organiser/attempt-open',
    });
    expect(decideReopen({ attempt: null, grants: NO_GRANTS, now: at(1000) })).toEqual({
      ok: false,
      code: 'attempt/not-started',
    });
  });
});

describe('the console’s view', () => {
  it('names each state', () => {
    expect(attemptState(attempt, at(1000))).toBe('in-progress');
    expect(attemptState(attempt, pastGrace)).toBe('closed-at-deadline');
    expect(attemptState(closed(at(1000)), at(2000))).toBe('submitted');
    expect(attemptState(closed(pastGrace), pastGrace)).toBe('closed-at-deadline');
  });

  it("spans a batch's Indian days, midnight to midnight", () => {
    expect(batchWindow(EDITION_2024.batches, 0)).toEqual({
      from: Date.parse('2024-10-05T00:00:00+05:30'),
      to: Date.parse('2024-10-16T00:00:00+05:30'),
    });
    expect(batchWindow(EDITION_2024.batches, 9)).toBeNull();
  });
});
