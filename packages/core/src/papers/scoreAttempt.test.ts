import { describe, expect, it } from 'vitest';
import { storedPaper } from '../testing/storedPaper.ts';
import { scoreAttempt } from './scoreAttempt.ts';

describe('scoreAttempt', () => {
  it('scores each section and the total', () => {
    const score = scoreAttempt(storedPaper(), { q1: 'b', q2: ['c', 'a'], q3: '12.5', q4: 'gone' });

    expect(score).toEqual({
      sections: [
        { id: 'english', marks: 1, outOf: 2 },
        { id: 'mathematics', marks: 2, outOf: 2 },
      ],
      marks: 3,
      outOf: 4,
      right: ['q1', 'q2', 'q3'],
    });
  });

  it('gives multiple response its marks only for exactly the right choices', () => {
    const paper = storedPaper();
    const q2 = (answer: string[]) => scoreAttempt(paper, { q2: answer }).marks;

    expect(q2(['a', 'c'])).toBe(1);
    expect(q2(['a'])).toBe(0);
    expect(q2(['a', 'b', 'c'])).toBe(0);
  });

  it('accepts a number within the tolerance, as a decimal or a fraction', () => {
    const paper = storedPaper();
    const q3 = (typed: string) => scoreAttempt(paper, { q3: typed }).marks;

    expect([q3('12'), q3(' 11.5 '), q3('25/2'), q3('12.6'), q3('twelve')]).toEqual([1, 1, 1, 0, 0]);
  });

  it('accepts a short text whatever its case, spacing or full stop', () => {
    const paper = storedPaper();
    const q4 = (typed: string) => scoreAttempt(paper, { q4: typed }).marks;

    expect([q4('  WENT. '), q4('Went'), q4('wen t'), q4('')]).toEqual([1, 1, 0, 0]);
  });

  it('gives nothing for an answer of the wrong shape or none', () => {
    expect(scoreAttempt(storedPaper(), { q1: ['b'], q2: 'a' }).marks).toBe(0);
    expect(scoreAttempt(storedPaper(), { q3: ['12'], q4: ['went'] }).marks).toBe(0);
    expect(scoreAttempt(storedPaper(), {}).marks).toBe(0);
  });
});
