import { describe, expect, it } from 'vitest';
import { gradeStandingReading, PERCENTILE_MIN_CANDIDATES } from './gradeStanding.ts';

describe('gradeStandingReading', () => {
  it('reads the only candidate of a grade as such', () => {
    expect(
      gradeStandingReading({ percentileInGrade: 0, candidatesInGrade: 1, rankInGrade: 1 }),
    ).toEqual({ kind: 'only' });
  });

  it('reads the top scorer (ties too) as the top, in a grade of any size', () => {
    expect(
      gradeStandingReading({ percentileInGrade: 0, candidatesInGrade: 2, rankInGrade: 1 }),
    ).toEqual({ kind: 'top' });
    expect(
      gradeStandingReading({ percentileInGrade: 99, candidatesInGrade: 500, rankInGrade: 1 }),
    ).toEqual({ kind: 'top' });
  });

  it(`gives a percentile from ${PERCENTILE_MIN_CANDIDATES} candidates, none below`, () => {
    const standing = { percentileInGrade: 40, rankInGrade: 6 };
    expect(
      gradeStandingReading({ ...standing, candidatesInGrade: PERCENTILE_MIN_CANDIDATES - 1 }),
    ).toEqual({ kind: 'few' });
    expect(
      gradeStandingReading({ ...standing, candidatesInGrade: PERCENTILE_MIN_CANDIDATES }),
    ).toEqual({ kind: 'percentile', percentile: 40 });
  });

  it('gives none for a result stored before standings were', () => {
    expect(gradeStandingReading({ percentileInGrade: 0 })).toEqual({ kind: 'none' });
  });
});
