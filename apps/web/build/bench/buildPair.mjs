/**
 * Two builds under the same conditions: Lighthouse runs of one route, one build's run then the
 * other's, alternating, each in a fresh Chromium (the bench's `lighthouseRun`). On a 2-core
 * machine the bench's figures move between benches on the same code (docs/performance.md); runs
 * taken side by side show what a change does. Prints each run's TBT and long tasks on our
 * scripts, then per build the runs with such a task and the median TBT.
 *
 *   node build/bench/buildPair.mjs [--route /] [--runs 8] <dist-before> <dist-after>
 *
 * Build each directory first (see taskTime.mjs).
 */
import { summarizeBuildRuns } from './buildPairSummary.mjs';
import { lighthouseRun } from './lighthouseRun.mjs';
import { alternateLoads, pairedCommand } from './pairedLoads.mjs';

const usage = 'buildPair.mjs [--route /] [--runs 8] <dist-a> <dist-b>';
const { route, runs, dists } = pairedCommand(process.argv.slice(2), usage, '/');
if (dists.length !== 2) {
  console.error(`usage: ${usage}`);
  process.exit(2);
}
const results = await alternateLoads(dists, runs, async (origin, dist, run) => {
  const result = await lighthouseRun(`${origin}${route}`, { distDir: dist });
  const tasks = result.scriptLongTasks.map(({ script, ms }) => `${script} ${ms} ms`);
  console.log(
    `\n${dist} run ${run}: ${result.error ?? `TBT ${Math.round(result.tbt)} ms`}; ${tasks.join(', ') || 'no long task on our scripts'}`,
  );
  return result;
});
console.log(`\n${route}, ${runs} interleaved Lighthouse runs of each build\n`);
for (const [index, dist] of dists.entries()) {
  const summary = summarizeBuildRuns(results[index] ?? []);
  console.log(
    `${dist}: a long task on our scripts in ${summary.withLongTask} of ${summary.runs} runs; median TBT ${summary.medianTbt === null ? '-' : Math.round(summary.medianTbt)} ms${summary.failed > 0 ? `; ${summary.failed} failed` : ''}`,
  );
  if (summary.longest.length > 0) console.log(`  longest: ${summary.longest.join(', ')}`);
}
