import { PROFILE_PICTURE_MAX_DIMENSION_PX } from '@apex/core';
import { describe, expect, it } from 'vitest';
import { fitWithin } from './fitWithin.ts';

const MAX = PROFILE_PICTURE_MAX_DIMENSION_PX;

describe('fitWithin', () => {
  it('scales a landscape picture so its width is the maximum', () => {
    expect(fitWithin({ width: 4000, height: 3000 }, MAX)).toEqual({ width: 512, height: 384 });
  });

  it('scales a portrait picture so its height is the maximum', () => {
    expect(fitWithin({ width: 1080, height: 1920 }, MAX)).toEqual({ width: 288, height: 512 });
  });

  it('scales a square picture to the maximum on both sides', () => {
    expect(fitWithin({ width: 2048, height: 2048 }, MAX)).toEqual({ width: 512, height: 512 });
  });

  it('leaves a picture that already fits at its size (no upscaling)', () => {
    expect(fitWithin({ width: 512, height: 200 }, MAX)).toEqual({ width: 512, height: 200 });
    expect(fitWithin({ width: 64, height: 64 }, MAX)).toEqual({ width: 64, height: 64 });
  });

  it('never rounds a very thin picture down to zero pixels', () => {
    expect(fitWithin({ width: 10000, height: 3 }, MAX)).toEqual({ width: 512, height: 1 });
  });
});
