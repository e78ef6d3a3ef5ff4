import { describe, expect, it } from 'vitest';
import { nextScrollLeft } from './useAutoScroll.ts';

describe('nextScrollLeft', () => {
  it('moves one visible width at a time', () => {
    expect(nextScrollLeft(0, 300, 900)).toBe(300);
    expect(nextScrollLeft(300, 300, 900)).toBe(600);
  });

  it('stops at the end rather than past it', () => {
    expect(nextScrollLeft(450, 300, 900)).toBe(600);
  });

  it('wraps to the start once the end is reached, allowing for sub-pixel positions', () => {
    expect(nextScrollLeft(600, 300, 900)).toBe(0);
    expect(nextScrollLeft(599.5, 300, 900)).toBe(0);
  });

  it('stays put when everything fits', () => {
    expect(nextScrollLeft(0, 900, 900)).toBe(0);
  });
});
