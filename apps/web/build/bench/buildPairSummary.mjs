import { longestPerScript } from './longTasks.mjs';
import { median } from './report.mjs';

/**
 * Sums up build/bench/buildPair.mjs's Lighthouse runs of one build: how many runs had a long task
 * pinned on our scripts (the bench's budget counts those), the median TBT, and each script's
 * longest task. Runs that failed (`error`) are left out and counted apart.
 */
export function summarizeBuildRuns(runs) {
  const measured = runs.filter((run) => run.error === undefined);
  return {
    runs: measured.length,
    failed: runs.length - measured.length,
    withLongTask: measured.filter((run) => run.scriptLongTasks.length > 0).length,
    medianTbt: measured.length === 0 ? null : median(measured.map((run) => run.tbt)),
    longest: longestPerScript(measured.flatMap((run) => run.scriptLongTasks)),
  };
}
