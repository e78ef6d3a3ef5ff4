import { describe, expect, it } from 'vitest';
import { type ResultRow, resultsTable, withResults } from './table.ts';

const row: ResultRow = {
  route: '/hi',
  build: 'memory',
  performance: 99,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcp: 1054.6,
  floorLcp: 986.2,
  idealFloorLcp: 1001.4,
  tbt: 163.2,
  cls: 0.0004,
  misses: [],
};

describe('resultsTable', () => {
  it('writes one Markdown row per route and build, with the ratios of LCP to both floors', () => {
    expect(resultsTable([row]).split('\n')).toEqual([
      '| Route | Build | Perf | A11y | BP | SEO | LCP | No-script floor | Ideal floor | LCP / no-script | LCP / ideal | TBT | CLS | Result |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      '| /hi | memory | 99 | 100 | 100 | 100 | 1055 ms | 986 ms | 1001 ms | 1.07 | 1.05 | 163 ms | 0.000 | pass |',
    ]);
  });

  it('names every budget a route missed', () => {
    const missed = {
      ...row,
      misses: ['total-blocking-time 163 (budget <= 150)', 'seo 0.92 (budget >= 1)'],
    };
    expect(resultsTable([missed])).toContain(
      '| FAIL: total-blocking-time 163 (budget <= 150); seo 0.92 (budget >= 1) |',
    );
  });
});

describe('withResults', () => {
  it('replaces what sits between the bench markers and keeps the rest of the page', () => {
    const page = '# Performance\n<!-- bench:start -->\nold\n<!-- bench:end -->\nAfter.\n';
    expect(withResults(page, 'new')).toBe(
      '# Performance\n<!-- bench:start -->\nnew\n<!-- bench:end -->\nAfter.\n',
    );
  });

  it('refuses a page without the markers', () => {
    expect(() => withResults('# Performance\n', 'new')).toThrow(/no <!-- bench:start -->/);
  });
});
