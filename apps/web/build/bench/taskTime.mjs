#!/usr/bin/env node
/**
 * Our scripts' main-thread tasks while a page starts, build against build, as Lighthouse would
 * count them: loads a route from each built directory in turn, in a fresh Chromium, traced with
 * the debugger on as under Lighthouse (its Scripts artifact; V8 compiles differently with it,
 * decision P25) and no CPU slowdown, and names each main-thread task after the first paint by the
 * chunk it ran (or `timer`: `nextTask` resuming the app's steps). Prints per chunk and build: tasks
 * and milliseconds per load, the longest task, and how many per load took 12.5 ms or more, which
 * Lighthouse's model of a phone (4x slower, simulated) turns into a long task.
 *
 * Where scriptTime.mjs shows what a really slower CPU does, this shows what Lighthouse will see:
 * React yields every 5 ms of real time, so under a real slowdown its hydration slices stay short,
 * while Lighthouse multiplies each observed slice by 4.
 *
 *   node build/bench/taskTime.mjs [--route /register] [--runs 8] <dist> [<dist> …]
 *
 * Build each directory first, e.g. `VITE_BACKEND=firebase … vite build --mode firebase --outDir /tmp/a`
 * (the Firebase variables: build/buildVariants.mjs).
 */
import { alternateLoads, inFreshPage, pairedCommand } from './pairedLoads.mjs';
import { ourTasks, summarizeTasks } from './taskTimeSummary.mjs';

const { route, runs, dists } = pairedCommand(
  process.argv.slice(2),
  'taskTime.mjs [--route /] [--runs 8] <dist> [<dist> …]',
);
/** Long enough after the load event for the app to start and hydrate. */
const SETTLE_MS = 3500;
/** Lighthouse's categories that hold the tasks and the scripts they ran. */
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.execute',
  'loading',
].join(',');

function load(origin) {
  return inFreshPage(async (page, cdp) => {
    const events = [];
    cdp.on('Tracing.dataCollected', (data) => events.push(...data.value));
    await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
    await page.goto(origin + route, { waitUntil: 'load' });
    await page.waitForTimeout(SETTLE_MS);
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await complete;
    return ourTasks(events);
  });
}

const loads = await alternateLoads(dists, runs, load);
console.log(`\n${route}, traced, debugger on, ${runs} loads of each build, alternating\n`);
for (const [index, dist] of dists.entries()) {
  console.log(dist);
  for (const row of summarizeTasks(loads[index])) {
    console.log(
      `  ${row.chunk.padEnd(20)} ${String(row.tasksPerLoad).padStart(5)} tasks, ${String(row.msPerLoad).padStart(6)} ms per load; longest ${String(row.longestMs).padStart(5)} ms; 12.5 ms or more: ${row.longPerLoad} per load`,
    );
  }
}
