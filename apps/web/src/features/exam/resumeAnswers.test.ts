import { describe, expect, it } from 'vitest';
import { resumeAnswers } from './resumeAnswers.ts';

describe('resuming an attempt on a phone', () => {
  it('shows the phone’s unsent answers over the server’s and numbers the next batch above both', () => {
    const resumed = resumeAnswers(
      { status: 'open', lastSequence: 9, answers: { q1: 'a', q2: '4' } },
      { sequence: 7, pending: { q2: '5', q3: ['b'] }, notCounted: [] },
    );
    expect(resumed.answers).toEqual({ q1: 'a', q2: '5', q3: ['b'] });
    expect(resumed.kept).toEqual({ sequence: 9, pending: { q2: '5', q3: ['b'] }, notCounted: [] });
  });

  it('on another device (nothing kept) shows the server’s answers', () => {
    const resumed = resumeAnswers({ status: 'open', lastSequence: 3, answers: { q1: 'a' } }, null);
    expect(resumed.answers).toEqual({ q1: 'a' });
    expect(resumed.kept.sequence).toBe(3);
  });

  it('once closed, lists as not counted the kept answers the server does not hold', () => {
    const resumed = resumeAnswers(
      { status: 'closed', lastSequence: 2, answers: { q1: 'a', q2: '4' } },
      { sequence: 2, pending: { q2: '4', q3: 'late' }, notCounted: ['q9'] },
    );
    expect(resumed.answers).toEqual({ q1: 'a', q2: '4' });
    expect(resumed.kept.notCounted).toEqual(['q9', 'q3']);
    expect(resumed.kept.pending).toEqual({});
  });
});
