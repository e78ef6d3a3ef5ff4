/**
 * Latency figures of a benchmark (docs/performance.md): percentiles by the nearest-rank method
 * (the smallest sample with at least p% of the samples at or below it), so each figure is a time
 * that was really measured.
 */

export interface LatencySummary {
  readonly count: number;
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  readonly max: number;
  readonly mean: number;
}

/** The nearest-rank `percent`th percentile of samples sorted ascending; NaN for none. */
export function percentile(sorted: readonly number[], percent: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((percent / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
}

export function summarise(samples: readonly number[]): LatencySummary {
  const sorted = [...samples].sort((a, b) => a - b);
  const total = sorted.reduce((sum, value) => sum + value, 0);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
    mean: sorted.length === 0 ? Number.NaN : total / sorted.length,
  };
}

/** "p50 12 ms, p95 30 ms, p99 41 ms, max 52 ms (n = 1000)". */
export function describeLatency(summary: LatencySummary): string {
  const ms = (value: number) => `${Math.round(value)} ms`;
  return `p50 ${ms(summary.p50)}, p95 ${ms(summary.p95)}, p99 ${ms(summary.p99)}, max ${ms(summary.max)} (n = ${summary.count})`;
}
