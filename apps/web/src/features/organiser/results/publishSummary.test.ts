import { describe, expect, it } from 'vitest';
import { publishSummary } from './publishSummary.ts';

describe('publishSummary', () => {
  it('gives rows, lowest, highest and mean per grade, in grade order', () => {
    const grades: Record<string, number> = { A: 8, B: 7, C: 8, D: 8 };
    const summary = publishSummary(
      [
        { registrationNumber: 'A', scorePercent: 90 },
        { registrationNumber: 'B', scorePercent: 55.5 },
        { registrationNumber: 'C', scorePercent: 40 },
        { registrationNumber: 'D', scorePercent: 70 },
        { registrationNumber: 'unknown', scorePercent: 10 },
      ],
      (number) => grades[number],
    );
    expect(summary).toEqual([
      { grade: 7, rows: 1, lowest: 55.5, highest: 55.5, mean: 55.5 },
      { grade: 8, rows: 3, lowest: 40, highest: 90, mean: 66.67 },
    ]);
  });
});
