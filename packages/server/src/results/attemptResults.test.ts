import { EDITION_2024 } from '@apex/core';
import { describe, expect, it } from 'vitest';
import { BETWEEN_BATCHES, BUILT_IN_EDITION, IN_BATCH } from '../testing/attemptEdition.ts';
import {
  type AttemptForResults,
  attemptPublishRows,
  attemptResults,
  itemAnalysisRefusal,
  type RegisteredForResults,
} from './attemptResults.ts';

const registered = (uid: string, number: string, grade = 8): RegisteredForResults => ({
  uid,
  registrationNumber: number,
  grade,
  guardianConfirmed: true,
});
const closed = (uid: string, marks: number, outOf = 30, grade = 8): AttemptForResults => ({
  uid,
  grade,
  status: 'closed',
  score: { marks, outOf },
});

describe('results from the built-in test', () => {
  it("makes each closed attempt's marks a percentage row, by registration number", () => {
    const results = attemptResults(
      BUILT_IN_EDITION,
      [registered('b', 'BBBB-0000-0002'), registered('a', 'AAAA-0000-0001')],
      [closed('b', 10), closed('a', 30)],
    );
    expect(results).toEqual({
      rows: [
        { registrationNumber: 'AAAA-0000-0001', grade: 8, scorePercent: 100 },
        { registrationNumber: 'BBBB-0000-0002', grade: 8, scorePercent: 33.33 },
      ],
      open: 0,
      absent: 0,
    });
    expect(attemptPublishRows(results)).toEqual({
      refused: null,
      rows: [
        { registrationNumber: 'AAAA-0000-0001', scorePercent: 100 },
        { registrationNumber: 'BBBB-0000-0002', scorePercent: 33.33 },
      ],
    });
  });

  it('refuses to publish while any attempt is open, and counts them', () => {
    const results = attemptResults(
      BUILT_IN_EDITION,
      [registered('a', 'A'), registered('b', 'B'), registered('c', 'C')],
      [
        closed('a', 12),
        { uid: 'b', grade: 8, status: 'open', score: null },
        { uid: 'c', grade: 8, status: 'open', score: null },
      ],
    );
    expect(results.open).toBe(2);
    expect(results.rows).toHaveLength(1);
    expect(attemptPublishRows(results)).toEqual({ refused: 'organiser/attempts-open' });
  });

  it('counts confirmed candidates of built-in grades who never started as absent, with no row', () => {
    const results = attemptResults(
      BUILT_IN_EDITION,
      [
        registered('a', 'A'),
        registered('never', 'N'),
        { ...registered('unconfirmed', 'U'), guardianConfirmed: false },
      ],
      [closed('a', 15)],
    );
    expect(results.absent).toBe(1);
    expect(results.rows.map((row) => row.registrationNumber)).toEqual(['A']);
  });

  it('does not count as absent the grades whose test is an external link', () => {
    const results = attemptResults(EDITION_2024, [registered('never', 'N')], []);
    expect(results.absent).toBe(0);
  });

  it("publishes nothing of a withdrawn registration's attempt", () => {
    const results = attemptResults(BUILT_IN_EDITION, [], [closed('gone', 30)]);
    expect(results).toEqual({ rows: [], open: 0, absent: 0 });
  });
});

describe('when the item analysis opens', () => {
  it('stays shut during a batch, and while an attempt is open', () => {
    expect(itemAnalysisRefusal(BUILT_IN_EDITION, 0, IN_BATCH)).toBe('organiser/batch-open');
    expect(itemAnalysisRefusal(BUILT_IN_EDITION, 1, BETWEEN_BATCHES)).toBe('organiser/batch-open');
  });

  it('opens once no batch runs and every attempt is closed', () => {
    expect(itemAnalysisRefusal(BUILT_IN_EDITION, 0, BETWEEN_BATCHES)).toBeNull();
  });
});
