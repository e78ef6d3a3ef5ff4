import { describe, expect, it } from 'vitest';
import { runPlan } from './runPlan.mjs';

describe('runPlan', () => {
  it('runs each page right after its floor, run by run, route by route', () => {
    const order = runPlan(['/', '/apex'], 2, ['floor', 'firebase', 'memory']).map(
      ({ route, run, label }) => `${route} ${run} ${label}`,
    );
    expect(order).toEqual([
      '/ 1 floor',
      '/ 1 firebase',
      '/ 1 memory',
      '/ 2 floor',
      '/ 2 firebase',
      '/ 2 memory',
      '/apex 1 floor',
      '/apex 1 firebase',
      '/apex 1 memory',
      '/apex 2 floor',
      '/apex 2 firebase',
      '/apex 2 memory',
    ]);
  });
});
