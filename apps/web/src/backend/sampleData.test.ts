import { describe, expect, it } from 'vitest';
import { DEFAULT_SAMPLE_SIZE, MAX_SAMPLE_SIZE, sampleSizeFrom } from './sampleData.ts';

describe('sampleSizeFrom', () => {
  it('reads ?seed=N, and ?seed alone as the default', () => {
    expect(sampleSizeFrom('?seed=250')).toBe(250);
    expect(sampleSizeFrom('?today=2024-09-15&seed')).toBe(DEFAULT_SAMPLE_SIZE);
  });

  it('ignores an address without it, or with a size it does not fill', () => {
    expect(sampleSizeFrom('')).toBeUndefined();
    expect(sampleSizeFrom('?seed=0')).toBeUndefined();
    expect(sampleSizeFrom('?seed=2.5')).toBeUndefined();
    expect(sampleSizeFrom('?seed=lots')).toBeUndefined();
    expect(sampleSizeFrom(`?seed=${MAX_SAMPLE_SIZE + 1}`)).toBeUndefined();
  });
});
