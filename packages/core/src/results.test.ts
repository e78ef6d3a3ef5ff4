import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EDITION_2024 } from './editions.ts';
import { registrationNumberFromDigest } from './registrationNumber.ts';
import {
  achievementOf,
  certificateLink,
  isPrizeEligible,
  MERIT_THRESHOLD_PERCENT,
  PRIZE_THRESHOLD_PERCENT,
  parseScore,
  percentilesInGrade,
  resultsExpectedOn,
  roundScore,
  validateResultRows,
} from './results.ts';

describe('achievementOf', () => {
  it('gives the prize only strictly above 95%, as the spec says', () => {
    expect(PRIZE_THRESHOLD_PERCENT).toBe(95);
    expect(achievementOf(100)).toBe('prize');
    expect(achievementOf(95.01)).toBe('prize');
    expect(achievementOf(95)).toBe('merit');
    expect(isPrizeEligible(95)).toBe(false);
    expect(isPrizeEligible(95.5)).toBe(true);
  });

  it('gives merit from 75% and participation below', () => {
    expect(MERIT_THRESHOLD_PERCENT).toBe(75);
    expect(achievementOf(75)).toBe('merit');
    expect(achievementOf(74.99)).toBe('participation');
    expect(achievementOf(0)).toBe('participation');
  });
});

describe('percentilesInGrade', () => {
  it('is the share of the same grade scoring strictly less, rounded down', () => {
    const rows = [
      { grade: 8, scorePercent: 90 },
      { grade: 8, scorePercent: 50 },
      { grade: 8, scorePercent: 70 },
      { grade: 8, scorePercent: 70 },
      { grade: 6, scorePercent: 10 },
      { grade: 7, scorePercent: 30 },
      { grade: 7, scorePercent: 20 },
      { grade: 7, scorePercent: 10 },
    ];
    expect(percentilesInGrade(rows)).toEqual([75, 0, 25, 25, 0, 66, 33, 0]);
  });

  const rows = fc.array(
    fc.record({
      grade: fc.integer({ min: 6, max: 10 }),
      scorePercent: fc.integer({ min: 0, max: 10000 }).map((n) => n / 100),
    }),
    { maxLength: 60 },
  );

  it('matches counting every candidate of the grade one by one', () => {
    fc.assert(
      fc.property(rows, (list) => {
        const expected = list.map((row) => {
          const grade = list.filter((other) => other.grade === row.grade);
          const below = grade.filter((other) => other.scorePercent < row.scorePercent).length;
          return Math.floor((100 * below) / grade.length);
        });
        expect(percentilesInGrade(list)).toEqual(expected);
      }),
    );
  });

  it('is an integer from 0 to 100 that never falls as the score rises within a grade', () => {
    fc.assert(
      fc.property(rows, (list) => {
        const percentiles = percentilesInGrade(list);
        list.forEach((row, index) => {
          const percentile = percentiles[index] ?? -1;
          expect(Number.isInteger(percentile)).toBe(true);
          expect(percentile).toBeGreaterThanOrEqual(0);
          expect(percentile).toBeLessThanOrEqual(100);
          list.forEach((other, otherIndex) => {
            if (other.grade === row.grade && other.scorePercent > row.scorePercent) {
              expect(percentiles[otherIndex]).toBeGreaterThan(percentile);
            }
          });
        });
      }),
    );
  });
});

describe('resultsExpectedOn', () => {
  it('is 7 days after the last test day of the edition', () => {
    expect(resultsExpectedOn(EDITION_2024)).toBe('2024-11-01');
  });
});

describe('parseScore', () => {
  it('reads a percentage, with or without a % sign, to two decimals', () => {
    expect(parseScore('87.456')).toBe(87.46);
    expect(parseScore(' 92 % ')).toBe(92);
    expect(parseScore('64,5')).toBe(64.5);
    expect(parseScore('100')).toBe(100);
    expect(parseScore('0')).toBe(0);
  });

  it('reads marks out of a maximum', () => {
    expect(parseScore('45', 60)).toBe(75);
    expect(parseScore('59', 60)).toBe(98.33);
    expect(parseScore('90%', 60)).toBe(90);
  });

  it('refuses what is no score: text, negatives, over the maximum, a bad maximum', () => {
    expect(parseScore('')).toBeNull();
    expect(parseScore('absent')).toBeNull();
    expect(parseScore('-3')).toBeNull();
    expect(parseScore('100.5')).toBeNull();
    expect(parseScore('61', 60)).toBeNull();
    expect(parseScore('5', 0)).toBeNull();
  });

  it('rounds to two decimals', () => {
    expect(roundScore(33.333)).toBe(33.33);
  });
});

describe('validateResultRows', () => {
  const numberFor = (seed: number) =>
    registrationNumberFromDigest(
      new Uint8Array(32).map((_, index) => (seed * 89 + index * 37) % 256),
    );
  const [good, awaiting, unknown] = [numberFor(1), numberFor(2), numberFor(3)];
  const registrations = new Map([
    [good, { guardianStatus: 'confirmed' as const }],
    [awaiting, { guardianStatus: 'awaiting-guardian' as const }],
  ]);

  it('names every problem of every row, and none of a good row', () => {
    const checked = validateResultRows(
      [
        { registrationNumber: good.toLowerCase().replace(/-/g, ' '), scorePercent: 80 },
        { registrationNumber: unknown, scorePercent: 80 },
        { registrationNumber: good, scorePercent: 101 },
        { registrationNumber: awaiting, scorePercent: null },
        { registrationNumber: ' not a number ', scorePercent: -1 },
      ],
      registrations,
    );
    expect(checked.map((row) => row.problems)).toEqual([
      [],
      ['unknown-number'],
      ['duplicate', 'score-out-of-range'],
      ['missing-score', 'guardian-not-confirmed'],
      ['unknown-number', 'score-out-of-range'],
    ]);
    expect(checked.map((row) => row.registrationNumber)).toEqual([
      good,
      unknown,
      good,
      awaiting,
      'not a number',
    ]);
    expect(checked[2]).toMatchObject({ index: 2, scorePercent: 101 });
  });
});

describe('certificateLink', () => {
  it('is the page under the language prefix', () => {
    expect(certificateLink('https://apex.example/', 'en', 'abc_DEF-1')).toBe(
      'https://apex.example/certificate/abc_DEF-1',
    );
    expect(certificateLink('https://apex.example', 'hi', 'x')).toBe(
      'https://apex.example/hi/certificate/x',
    );
  });
});
