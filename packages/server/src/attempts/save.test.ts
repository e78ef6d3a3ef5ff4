import { describe, expect, it } from 'vitest';
import { openAttempt } from '../testing/attemptEdition.ts';
import { storedPaper } from '../testing/storedPaper.ts';
import { decideSave } from './save.ts';
import { ATTEMPT_GRACE_MS } from './timing.ts';

const paper = storedPaper();
const attempt = openAttempt(paper);
const start = attempt.startedAt;
const none = { answers: {}, lastSequence: 0 };
const at = (ms: number) => new Date(start + ms);

describe('saving answers', () => {
  it('merges the changed answers into those counted, and names each as counted', () => {
    const first = decideSave(attempt, none, paper, { sequence: 1, answers: { q1: 'a' } }, at(1000));
    expect(first).toEqual({
      ok: true,
      write: { answers: { q1: 'a' }, lastSequence: 1 },
      counted: ['q1'],
      notCounted: [],
    });
    const stored = first.ok && first.write !== null ? first.write : none;
    const second = decideSave(
      attempt,
      stored,
      paper,
      { sequence: 2, answers: { q1: 'b', q2: ['a', 'c'], q3: '3/4', q4: 'went' } },
      at(2000),
    );
    expect(second).toMatchObject({
      ok: true,
      write: { answers: { q1: 'b', q2: ['a', 'c'], q3: '3/4', q4: 'went' }, lastSequence: 2 },
    });
  });

  it('refuses, item by item, an answer to no item of the paper or unfit for its item', () => {
    const decision = decideSave(
      attempt,
      none,
      paper,
      {
        sequence: 1,
        answers: { q1: 'z', q2: 'a', q3: 'x'.repeat(201), nope: 'a', q4: 'went' },
      },
      at(1000),
    );
    expect(decision).toEqual({
      ok: true,
      write: { answers: { q4: 'went' }, lastSequence: 1 },
      counted: ['q4'],
      notCounted: ['q1', 'q2', 'q3', 'nope'],
    });
  });

  it('writes nothing for a batch sent again, and names as counted what it holds', () => {
    const stored = { answers: { q1: 'b' }, lastSequence: 3 };
    expect(
      decideSave(attempt, stored, paper, { sequence: 2, answers: { q1: 'a' } }, at(1000)),
    ).toEqual({ ok: true, write: null, counted: [], notCounted: ['q1'] });
    expect(
      decideSave(attempt, stored, paper, { sequence: 3, answers: { q1: 'b' } }, at(1000)),
    ).toEqual({ ok: true, write: null, counted: ['q1'], notCounted: [] });
  });

  it('counts answers up to the deadline and its grace, and none after', () => {
    const batch = { sequence: 1, answers: { q1: 'b' } };
    const grace = attempt.deadline - start + ATTEMPT_GRACE_MS;
    expect(decideSave(attempt, none, paper, batch, at(grace)).ok).toBe(true);
    expect(decideSave(attempt, none, paper, batch, at(grace + 1))).toEqual({
      ok: false,
      code: 'attempt/late',
    });
  });

  it('takes nothing more once the attempt is submitted', () => {
    const closed = {
      ...attempt,
      status: 'closed' as const,
      closedAt: start,
      closedBy: 'candidate' as const,
    };
    expect(
      decideSave(closed, none, paper, { sequence: 1, answers: { q1: 'b' } }, at(1000)),
    ).toEqual({ ok: false, code: 'attempt/closed' });
  });
});
