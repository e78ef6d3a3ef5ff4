import type { Answers } from '@apex/core/papers';
import { describe, expect, it } from 'vitest';
import { storedPaper } from '../testing/storedPaper.ts';
import { itemAnalysis } from './itemAnalysis.ts';

/*
 * The fixture paper: q1 single choice (key b), q4 short text (key "went"), q2 multiple response
 * (key a and c), q3 numeric (key 12, tolerance 0.5); 1 mark each. Ten attempts, right (1) or not
 * (0) per item, in the order q1 q2 q3 q4, and the total:
 *
 *   A1  1 1 1 1  4      A6  0 1 1 0  2
 *   A2  1 1 1 0  3      A7  1 0 0 1  2
 *   A3  1 1 0 1  3      A8  0 1 0 0  1
 *   A4  1 1 0 0  2      A9  0 0 0 0  0
 *   A5  1 0 1 0  2      A10 0 0 0 1  1
 *
 * Share right: q1 6/10 = 0.6, q2 6/10 = 0.6, q3 4/10 = 0.4, q4 4/10 = 0.4.
 * Groups: 27% of 10 = 2.7, rounded 3. Ranked by total: A1 (4), A2 (3), A3 (3) | A4..A7 (2) |
 * A8 (1), A10 (1), A9 (0); no tie crosses an edge. Upper = A1 A2 A3, lower = A8 A9 A10.
 * Discrimination = right in upper / 3 - right in lower / 3:
 *   q1: 3/3 - 0/3 = 1        q2: 3/3 - 1/3 (A8) = 2/3
 *   q3: 2/3 (A1 A2) - 0/3 = 2/3        q4: 2/3 (A1 A3) - 1/3 (A10) = 1/3
 * Choices picked, q1: b by the six right (A1-A5, A7), a by A6 and A10, c by A8, A9 blank:
 *   a 2, b 6, c 1; answered 9.
 * q2: a,c by the six right (A1-A4, A6, A8); A5 picks a; A7 picks a, b and c; A10 picks b; A9 blank:
 *   a 6+1+1 = 8, b 1+1 = 2, c 6+1 = 7; answered 9.
 * q3 answered by all but A7 and A9: 8. q4 answered by A1-A4, A7, A10: 6.
 */
const attempts: Answers[] = [
  { q1: 'b', q2: ['a', 'c'], q3: '12', q4: 'went' },
  { q1: 'b', q2: ['c', 'a'], q3: '12.5', q4: 'goed' },
  { q1: 'b', q2: ['a', 'c'], q3: '13', q4: ' Went. ' },
  { q1: 'b', q2: ['a', 'c'], q3: '12.6', q4: 'gone' },
  { q1: 'b', q2: ['a'], q3: '11.6' },
  { q1: 'a', q2: ['a', 'c'], q3: '12' },
  { q1: 'b', q2: ['a', 'b', 'c'], q4: 'WENT' },
  { q1: 'c', q2: ['a', 'c'], q3: 'abc' },
  {},
  { q1: 'a', q2: ['b'], q3: '11', q4: 'went' },
];

describe('itemAnalysis', () => {
  it('matches the hand computation above', () => {
    const analysis = itemAnalysis(storedPaper(), attempts);

    expect(analysis.attempts).toBe(10);
    expect(analysis.groupSize).toBe(3);
    const byId = Object.fromEntries(analysis.items.map((item) => [item.id, item]));
    expect(byId.q1).toEqual({
      id: 'q1',
      section: 'english',
      kind: 'single-choice',
      answered: 9,
      shareRight: 0.6,
      discrimination: 1,
      picked: { a: 2, b: 6, c: 1 },
    });
    expect(byId.q2).toMatchObject({ answered: 9, shareRight: 0.6, picked: { a: 8, b: 2, c: 7 } });
    expect(byId.q2?.discrimination).toBeCloseTo(2 / 3, 10);
    expect(byId.q3).toMatchObject({ answered: 8, shareRight: 0.4 });
    expect(byId.q3?.discrimination).toBeCloseTo(2 / 3, 10);
    expect(byId.q3).not.toHaveProperty('picked');
    expect(byId.q4).toMatchObject({ answered: 6, shareRight: 0.4 });
    expect(byId.q4?.discrimination).toBeCloseTo(1 / 3, 10);
  });

  it('has no discrimination to report for one attempt, and no shares for none', () => {
    expect(
      itemAnalysis(storedPaper(), [attempts[0] ?? {}]).items[0]?.discrimination,
    ).toBeUndefined();
    expect(itemAnalysis(storedPaper(), []).items[0]).toMatchObject({ shareRight: 0, answered: 0 });
  });
});
