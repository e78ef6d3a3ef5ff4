import { describe, expect, it } from 'vitest';
import { scoreView } from './scoreView.ts';

const row = (score: string, maxMarks: string | null = null) => ({
  line: 2,
  registrationNumber: 'X',
  score,
  maxMarks,
});

describe('scoreView', () => {
  it('keeps marks as marks, with the percentage they publish', () => {
    expect(scoreView(row('36', '40'))).toEqual({
      unit: 'marks',
      score: '36',
      max: '40',
      reading: { kind: 'percent', percent: 90 },
    });
  });

  it('says 45 out of 40 is more than the maximum, and never reads it as 45%', () => {
    expect(scoreView(row('45', '40')).reading).toEqual({ kind: 'over-max' });
    expect(scoreView(row('40', '40')).reading).toEqual({ kind: 'percent', percent: 100 });
  });

  it('reads a percentage file as percentages', () => {
    expect(scoreView(row('87,5'))).toEqual({
      unit: 'percent',
      score: '87,5',
      reading: { kind: 'percent', percent: 87.5 },
    });
    expect(scoreView(row('120')).reading).toEqual({ kind: 'over-max' });
    expect(scoreView(row('92%', '40'))).toMatchObject({ unit: 'percent', score: '92' });
  });

  it('names a score that is no number, an empty one and a bad maximum', () => {
    expect(scoreView(row('abc', '40')).reading).toEqual({ kind: 'not-a-number' });
    expect(scoreView(row('', '40')).reading).toEqual({ kind: 'empty' });
    expect(scoreView(row('30', 'x')).reading).toEqual({ kind: 'bad-max' });
    expect(scoreView(row('30', '0')).reading).toEqual({ kind: 'bad-max' });
  });
});
