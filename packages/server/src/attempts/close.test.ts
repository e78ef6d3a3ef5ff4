import { describe, expect, it } from 'vitest';
import { openAttempt } from '../testing/attemptEdition.ts';
import { storedPaper } from '../testing/storedPaper.ts';
import { closeAttempt, isOverdue } from './close.ts';
import { ATTEMPT_GRACE_MS } from './timing.ts';

const paper = storedPaper();
const attempt = openAttempt(paper);
const start = attempt.startedAt;
const pastGrace = new Date(attempt.deadline + ATTEMPT_GRACE_MS + 1);

describe('closing an attempt', () => {
  it("closes a submitted attempt at the server's time and scores it by section", () => {
    const now = new Date(start + 60_000);
    const closed = closeAttempt(attempt, { q1: 'b', q2: ['a', 'c'], q3: '1' }, paper, now);
    expect(closed?.attempt).toEqual({
      ...attempt,
      status: 'closed',
      closedAt: now.getTime(),
      closedBy: 'candidate',
    });
    expect(closed?.score.sections).toEqual([
      { id: 'english', marks: 1, outOf: 2 },
      { id: 'mathematics', marks: 1, outOf: 2 },
    ]);
  });

  it('closes an attempt nobody submitted at its deadline, as the deadline’s', () => {
    expect(isOverdue(attempt, new Date(attempt.deadline + ATTEMPT_GRACE_MS))).toBe(false);
    expect(isOverdue(attempt, pastGrace)).toBe(true);
    const closed = closeAttempt(attempt, {}, paper, pastGrace);
    expect(closed?.attempt).toMatchObject({ closedAt: attempt.deadline, closedBy: 'deadline' });
    expect(closed?.score.marks).toBe(0);
  });

  it('leaves a closed attempt as it was', () => {
    const closed = closeAttempt(attempt, {}, paper, new Date(start));
    if (closed === null) throw new Error('not closed');
    expect(closeAttempt(closed.attempt, { q1: 'b' }, paper, pastGrace)).toBeNull();
    expect(isOverdue(closed.attempt, pastGrace)).toBe(false);
  });
});
