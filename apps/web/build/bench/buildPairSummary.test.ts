import { describe, expect, it } from 'vitest';
import { summarizeBuildRuns } from './buildPairSummary.mjs';

describe("a build's interleaved Lighthouse runs", () => {
  it('counts the runs with a long task on our scripts, and gives the median TBT and each longest', () => {
    const summary = summarizeBuildRuns([
      { tbt: 120, scriptLongTasks: [{ script: 'index-a.js', ms: 72 }] },
      { tbt: 60, scriptLongTasks: [] },
      {
        tbt: 210,
        scriptLongTasks: [
          { script: 'react-b.js', ms: 66 },
          { script: 'index-a.js', ms: 51 },
        ],
      },
    ]);
    expect(summary).toEqual({
      runs: 3,
      failed: 0,
      withLongTask: 2,
      medianTbt: 120,
      longest: ['index-a.js 72 ms', 'react-b.js 66 ms'],
    });
  });

  it('leaves failed runs out of the figures and counts them apart', () => {
    const summary = summarizeBuildRuns([
      { tbt: 0, scriptLongTasks: [], error: 'NO_NAVSTART' },
      { tbt: 90, scriptLongTasks: [] },
    ]);
    expect(summary).toMatchObject({ runs: 1, failed: 1, withLongTask: 0, medianTbt: 90 });
  });
});
