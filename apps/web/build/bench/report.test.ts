import { describe, expect, it } from 'vitest';
import {
  budgetMisses,
  everyBuildMisses,
  pairedWithFloor,
  type RouteResult,
  summarize,
  tableRows,
} from './report.mjs';

/** A run Lighthouse measured no LCP or TBT in (a failed run, or a floor with no content). */
const unmeasured: RouteResult = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcp: 700,
  cls: 0,
  transfer: 100 * 1024,
  jsGzip: 97 * 1024,
  jsGzipBeforePaint: 0,
  firebaseEarly: [],
  failing: [],
  scriptLongTasks: [],
};
const page = { ...unmeasured, lcp: 900, tbt: 64 };

/** Runs of a page with these TBTs (and LCPs), in the bench's order. */
const runsOf = (tbts: number[], lcps: number[] = tbts.map(() => page.lcp)) =>
  tbts.map((tbt, index) => ({ ...page, tbt, lcp: lcps[index] ?? page.lcp }));

/** The misses of a page measured in `pageRuns`, each run next to the floor's run in `floorRuns`. */
const missesOf = (pageRuns: RouteResult[], floorRuns: RouteResult[], route = '/apex') =>
  budgetMisses(route, summarize(pageRuns, floorRuns), summarize(floorRuns));

describe('the bench budgets: TBT against the paired floor', () => {
  it('meets the budget when the page is within 25 ms of its floor in the median pair, however high both are', () => {
    expect(missesOf(runsOf([90, 120, 70]), runsOf([70, 100, 60]))).toEqual([]);
  });

  it('misses it when the median of the paired differences is over 25 ms, and keeps the absolute medians in the message', () => {
    expect(missesOf(runsOf([40, 60, 30]), runsOf([10, 20, 0]))).toEqual([
      "/apex: TBT 30 ms over its floor's > 25 ms (median of 3 paired runs; medians 40 ms against 10 ms)",
    ]);
  });

  it('compares run with run, not median with median', () => {
    // Medians 40 against 10 (30 apart), but each run is within 25 ms of the floor's beside it.
    const pageRuns = runsOf([100, 30, 40]);
    const floorRuns = runsOf([90, 5, 10]);
    expect([summarize(pageRuns).tbt, summarize(floorRuns).tbt]).toEqual([40, 10]);
    expect(pairedWithFloor(pageRuns, floorRuns).tbtOverFloor).toBe(25);
    expect(missesOf(pageRuns, floorRuns)).toEqual([]);
  });

  it('leaves out a run either side could not measure', () => {
    const paired = pairedWithFloor([...runsOf([30, 40]), page], [...runsOf([20, 30]), unmeasured]);
    expect(paired).toMatchObject({ pairedRuns: 2, tbtOverFloor: 10 });
  });

  it('reports a page with no paired floor run as a miss', () => {
    expect(budgetMisses('/apex', summarize(runsOf([10])), undefined)).toContain(
      "/apex: no TBT paired with the floor's (no run measured both)",
    );
  });
});

describe('the bench budgets: LCP against the paired floor', () => {
  it('meets the budget at 1.2 x the floor, and within one simulated round trip (150 ms) above it', () => {
    expect(
      missesOf(runsOf([0, 0, 0], [900, 900, 900]), runsOf([0, 0, 0], [750, 750, 750])),
    ).toEqual([]);
    // 1.33 x, but one 150 ms step: the simulation's granularity, for the page and floor alike.
    expect(missesOf(runsOf([0], [600]), runsOf([0], [450]))).toEqual([]);
  });

  it('misses it when the paired ratio is over 1.2 and the page is more than one step later', () => {
    expect(
      missesOf(runsOf([0, 0, 0], [1200, 1100, 1210]), runsOf([0, 0, 0], [900, 900, 900])),
    ).toEqual([
      "/apex: LCP 1.33 x its floor's, 300 ms over it (paired medians; budget 1.2 x, or one 150 ms step)",
    ]);
  });

  it('reports a page with no content without JavaScript (no floor LCP) as a miss', () => {
    expect(missesOf(runsOf([0]), [{ ...unmeasured, tbt: 0 }])).toContain(
      '/apex: no floor LCP (the page has no content without JavaScript)',
    );
  });
});

describe('the bench budgets: scores', () => {
  /** Runs of a page (or floor) with these performance scores, and TBT and LCP within budget. */
  const scored = (scores: number[]) => scores.map((performance) => ({ ...page, performance }));

  it('meets the budget at 100, whatever the floor scored', () => {
    expect(missesOf(scored([100, 100, 99]), scored([90, 95, 93]))).toEqual([]);
  });

  it("below 100, meets it when the page scores at least its floor's in the median pair", () => {
    // The page's median is 97; against the floor beside it: +1, 0, -2.
    expect(missesOf(scored([98, 97, 95]), scored([97, 97, 97]))).toEqual([]);
  });

  it("misses it when the page scores below its floor's in the median pair, and says by how much", () => {
    expect(missesOf(scored([96, 95, 99]), scored([98, 97, 99]))).toEqual([
      "/apex: performance 96 < 100, 2 below its floor's (median of paired runs; floor 98)",
    ]);
  });

  it('misses it below 100 with no floor run to compare with', () => {
    expect(budgetMisses('/apex', summarize(scored([99])), undefined)).toContain(
      '/apex: performance 99 < 100, and no floor run to pair it with',
    );
  });

  it('judges accessibility, best practices and SEO at 100, floor or not', () => {
    const runs = [{ ...page, accessibility: 98 }];
    expect(missesOf(runs, [{ ...page, accessibility: 90 }])).toEqual([
      '/apex: accessibility 98 < 100',
    ]);
  });
});

describe('the bench budgets: long tasks on our scripts', () => {
  it('misses the budget when most runs had a long task pinned on one of our scripts', () => {
    const pageRuns = [
      { ...page, tbt: 0, scriptLongTasks: [{ script: 'client.js', ms: 52 }] },
      { ...page, tbt: 0 },
      { ...page, tbt: 0, scriptLongTasks: [{ script: 'client.js', ms: 57 }] },
    ];
    expect(missesOf(pageRuns, runsOf([0, 0, 0]))).toEqual([
      '/apex: a long task on our scripts in 2 of 3 runs (longest: client.js 57 ms)',
    ]);
    expect(missesOf(runsOf([0, 0, 0]), runsOf([0, 0, 0]))).toEqual([]);
  });

  it('passes when only a minority of runs had one: the median run has none, as for LCP and TBT', () => {
    const pageRuns = [
      { ...page, tbt: 0, scriptLongTasks: [{ script: 'index.js', ms: 51 }] },
      { ...page, tbt: 0 },
      { ...page, tbt: 0 },
    ];
    expect(missesOf(pageRuns, runsOf([0, 0, 0]))).toEqual([]);
    expect(summarize(pageRuns).longestScriptTasks).toEqual(['index.js 51 ms']);
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

describe('the bench report', () => {
  it("keeps the absolute figures and shows the floor's, the paired LCP ratio and the paired TBT difference", () => {
    const floorRuns = runsOf([74, 80, 70], [750, 750, 750]);
    const [row] = tableRows(
      { '/apex': summarize(runsOf([64, 100, 60], [900, 900, 900]), floorRuns) },
      { '/apex': summarize(floorRuns) },
    );
    expect(row?.slice(6, 8)).toEqual(['900 ms', '64 ms']);
    expect(row?.slice(-5)).toEqual(['750 ms', '1.20', '74 ms', '-10 ms', '0']);
  });
});

describe('the bench budgets: every build', () => {
  it('judges each build measured against the same floor, and names the build in each miss', () => {
    const floorRuns = runsOf([100, 100, 100]);
    const withLongTask = { ...page, tbt: 100, scriptLongTasks: [{ script: 'app.js', ms: 60 }] };
    const tables = {
      firebase: { '/apex': summarize(runsOf([100, 100, 100]), floorRuns) },
      memory: { '/apex': summarize([withLongTask, withLongTask, page], floorRuns) },
    };
    expect(everyBuildMisses(tables, { '/apex': summarize(floorRuns) })).toEqual([
      'memory build, /apex: a long task on our scripts in 2 of 3 runs (longest: app.js 60 ms)',
    ]);
  });

  it('has nothing to say when every build meets every budget', () => {
    const floorRuns = runsOf([100, 100, 100]);
    const tables = {
      firebase: { '/apex': summarize(runsOf([110, 90, 100]), floorRuns) },
      memory: { '/apex': summarize(runsOf([100, 120, 95]), floorRuns) },
    };
    expect(everyBuildMisses(tables, { '/apex': summarize(floorRuns) })).toEqual([]);
  });
});
