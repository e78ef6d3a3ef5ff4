import { describe, expect, it } from 'vitest';
import { describeLatency, percentile, summarise } from './latency.ts';

describe('latency figures', () => {
  it('takes nearest-rank percentiles: always a measured sample', () => {
    const sorted = Array.from({ length: 20 }, (_, index) => (index + 1) * 10);
    expect(percentile(sorted, 50)).toBe(100);
    expect(percentile(sorted, 95)).toBe(190);
    expect(percentile(sorted, 99)).toBe(200);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });

  it('summarises samples in any order', () => {
    const summary = summarise([300, 100, 200, 400]);
    expect(summary).toEqual({ count: 4, p50: 200, p95: 400, p99: 400, max: 400, mean: 250 });
    expect(describeLatency(summary)).toBe('p50 200 ms, p95 400 ms, p99 400 ms, max 400 ms (n = 4)');
  });
});
