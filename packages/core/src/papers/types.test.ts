import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './types.ts';

describe('LANGUAGES', () => {
  it('lists the two languages every text of a paper is written in', () => {
    expect(LANGUAGES).toEqual(['en', 'hi']);
  });
});
