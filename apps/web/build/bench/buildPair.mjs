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
import { parseArgs } from 'node:util';
import { summarizeBuildRuns } from './buildPairSummary.mjs';
import { lighthouseRun } from './lighthouseRun.mjs';
import { serveDist } from './serveDist.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { route: { type: 'string', default: '/' }, runs: { type: 'string', default: '8' } },
});
if (positionals.length !== 2) {
  console.error('usage: node build/bench/buildPair.mjs [--route /] [--runs 8] <dist-a> <dist-b>');
  process.exit(2);
}
const servers = await Promise.all(positionals.map((dist) => serveDist(dist)));
const runs = positionals.map(() => []);
try {
  for (let run = 1; run <= Number(values.runs); run += 1) {
    for (const [index, dist] of positionals.entries()) {
      const result = await lighthouseRun(`${servers[index]?.origin}${values.route}`, {
        distDir: dist,
      });
      runs[index]?.push(result);
      const tasks = result.scriptLongTasks.map(({ script, ms }) => `${script} ${ms} ms`);
      console.log(
        `${dist} run ${run}: ${result.error ?? `TBT ${Math.round(result.tbt)} ms`}; ${tasks.join(', ') || 'no long task on our scripts'}`,
      );
    }
  }
} finally {
  for (const server of servers) await server.close();
}
console.log(`\n${values.route}, ${values.runs} interleaved Lighthouse runs of each build\n`);
for (const [index, dist] of positionals.entries()) {
  const summary = summarizeBuildRuns(runs[index] ?? []);
  console.log(
    `${dist}: a long task on our scripts in ${summary.withLongTask} of ${summary.runs} runs; median TBT ${summary.medianTbt === null ? '-' : Math.round(summary.medianTbt)} ms${summary.failed > 0 ? `; ${summary.failed} failed` : ''}`,
  );
  if (summary.longest.length > 0) console.log(`  longest: ${summary.longest.join(', ')}`);
}
