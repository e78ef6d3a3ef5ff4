import { describe, expect, it } from 'vitest';
import { budgetMisses, tableRows } from './report.mjs';

const page = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcp: 700,
  lcp: 900,
  tbt: 64,
  cls: 0,
  transfer: 100 * 1024,
  jsGzip: 97 * 1024,
  jsGzipBeforePaint: 0,
  firebaseEarly: [],
  failing: [],
};

describe('the bench report', () => {
  it("shows next to each page the floor's LCP, the ratio and the floor's own TBT", () => {
    const [row] = tableRows({ '/apex': page }, { '/apex': { ...page, lcp: 750, tbt: 74 } });
    expect(row?.slice(-3)).toEqual(['750 ms', '1.20', '74 ms']);
  });

  it('reports a TBT at or over 50 ms as a miss, whatever the floor measured', () => {
    expect(budgetMisses('/apex', page, { ...page, tbt: 74 })).toEqual([
      '/apex: TBT 64 ms >= 50 ms',
    ]);
    expect(budgetMisses('/apex', { ...page, tbt: 49 }, page)).toEqual([]);
  });
});
