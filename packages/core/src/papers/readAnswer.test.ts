import { describe, expect, it } from 'vitest';
import { normaliseText, readNumber } from './readAnswer.ts';

describe('normaliseText', () => {
  it('makes a Devanagari word typed in decomposed form equal to its composed form (NFC)', () => {
    // क़ (U+0958) decomposes to क + nukta (U+0915 U+093C); NFC keeps the pair, so both agree.
    expect(normaliseText('\u0915\u093C\u0932\u092E')).toBe(normaliseText('\u0958\u0932\u092E'));
  });

  it('ignores case, extra spaces and a full stop or danda at the end', () => {
    expect(normaliseText('  Her   Grandmother. ')).toBe('her grandmother');
    expect(normaliseText('पंचभुज।')).toBe('पंचभुज');
  });
});

describe('readNumber', () => {
  it('reads decimals, grouping commas, a minus sign and fractions', () => {
    expect(['2.5', '-3', '.5', '1,00,000', '100,000', '\u22124', '3/4'].map(readNumber)).toEqual([
      2.5, -3, 0.5, 100000, 100000, -4, 0.75,
    ]);
  });

  it('reads nothing from words, a lone sign or a fraction over 0', () => {
    expect(['five', '-', '', '1/0', '1,2', '2.5.1'].map(readNumber)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});
