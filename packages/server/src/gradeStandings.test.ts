import { describe, expect, it } from 'vitest';
import { gradeStandings } from './gradeStandings.ts';

describe('gradeStandings', () => {
  it('gives each result its percentile, its grade size and its rank, ties sharing a rank', () => {
    const standings = gradeStandings([
      { grade: 7, scorePercent: 80 },
      { grade: 8, scorePercent: 40 },
      { grade: 7, scorePercent: 95 },
      { grade: 7, scorePercent: 95 },
      { grade: 7, scorePercent: 10 },
    ]);
    expect(standings).toEqual([
      { percentileInGrade: 25, candidatesInGrade: 4, rankInGrade: 3 },
      { percentileInGrade: 0, candidatesInGrade: 1, rankInGrade: 1 },
      { percentileInGrade: 50, candidatesInGrade: 4, rankInGrade: 1 },
      { percentileInGrade: 50, candidatesInGrade: 4, rankInGrade: 1 },
      { percentileInGrade: 0, candidatesInGrade: 4, rankInGrade: 4 },
    ]);
  });
});
