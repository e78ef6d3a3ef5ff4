import { describe, expect, it } from 'vitest';
import { checkRows, scorePercentOf } from './editableRows.ts';

const row = (score: string, maxMarks: string | null = null) => ({
  line: 2,
  registrationNumber: 'X',
  score,
  maxMarks,
});

describe('scorePercentOf', () => {
  it('reads marks out of the row’s maximum, or a percentage', () => {
    expect(scorePercentOf(row('36', '40'))).toBe(90);
    expect(scorePercentOf(row('87.5'))).toBe(87.5);
  });

  it('tells an empty cell (missing) from a bad one (out of range)', () => {
    expect(scorePercentOf(row(' '))).toBeNull();
    expect(scorePercentOf(row('41', '40'))).toBeNaN();
    expect(scorePercentOf(row('abc'))).toBeNaN();
  });
});

describe('checkRows', () => {
  it('names an out-of-range score and a missing one', () => {
    const checked = checkRows([row('120'), row('')], new Map());
    expect(checked[0]?.problems).toContain('score-out-of-range');
    expect(checked[1]?.problems).toContain('missing-score');
  });
});
