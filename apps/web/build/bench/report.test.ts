import { describe, expect, it } from 'vitest';
import { budgetMisses, summarize, tableRows } from './report.mjs';

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
    expect(budgetMisses('/apex', page, { ...page, tbt: 12 })).toEqual([
      '/apex: TBT 64 ms >= 50 ms',
    ]);
    expect(budgetMisses('/apex', { ...page, tbt: 49 }, page)).toEqual([]);
  });

  it("says so when the page's floor, with no scripts at all, missed the TBT budget too", () => {
    expect(budgetMisses('/apex', page, { ...page, tbt: 74 })).toEqual([
      '/apex: TBT 64 ms >= 50 ms (the no-JS floor measured 74 ms)',
    ]);
  });

  it("names each script's longest task over the runs, and no script when none had one", () => {
    const runs = [
      { ...page, scriptLongTasks: [{ script: 'client.js', ms: 52 }] },
      { ...page, scriptLongTasks: [] },
      { ...page, scriptLongTasks: [{ script: 'client.js', ms: 57 }] },
    ];
    expect(summarize(runs).longestScriptTasks).toEqual(['client.js 57 ms']);
    expect(summarize([page, page]).longestScriptTasks).toEqual([]);
  });
});
