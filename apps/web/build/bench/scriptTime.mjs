#!/usr/bin/env node
/**
 * How long our scripts hold the main thread while a page starts, build against build: loads a
 * route from each built directory in turn, in a fresh Chromium with the CPU slowed down (4x, like
 * Lighthouse's model of a phone, but really slowed, not simulated), no tracing, and reads each
 * load's Long Animation Frames' script entries (frames of 50 ms or more, each script that ran in
 * them with its duration), with the debugger on, as under Lighthouse. Prints, per chunk and per
 * build, the median over the loads of the chunk's longest script entry, and in how many loads it
 * reached 50 ms.
 *
 * Lighthouse on this 2-core machine moves a page's blocking time by ±100 ms between runs, its
 * no-JavaScript floor too; this measures one task against the same task in another build, with
 * nothing else changed, in loads that alternate between the builds (docs/performance.md).
 *
 *   node build/bench/scriptTime.mjs [--route /register] [--runs 8] [--throttle 4] <dist> [<dist> …]
 *
 * Build each directory first, e.g. `VITE_BACKEND=firebase … vite build --mode firebase --outDir /tmp/a`
 * (the Firebase variables: build/buildVariants.mjs).
 */
import { alternateLoads, inFreshPage, pairedCommand, takeOption } from './pairedLoads.mjs';
import { summarizeScriptTime } from './scriptTimeSummary.mjs';

const args = process.argv.slice(2);
const throttle = Number(takeOption(args, '--throttle', '4'));
const { route, runs, dists } = pairedCommand(
  args,
  'scriptTime.mjs [--route /] [--runs 8] [--throttle 4] <dist> [<dist> …]',
);
/** Long enough after the load event for the app to start and hydrate on a 4x slower CPU. */
const SETTLE_MS = 5000;

function load(origin) {
  return inFreshPage(async (page, cdp) => {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    await page.addInitScript(() => {
      const entries = [];
      Object.defineProperty(window, '__scriptTime', { value: entries });
      new PerformanceObserver((list) => {
        for (const frame of list.getEntries()) {
          for (const script of frame.scripts) {
            entries.push({ url: script.sourceURL, duration: script.duration });
          }
        }
      }).observe({ type: 'long-animation-frame', buffered: true });
    });
    await page.goto(origin + route, { waitUntil: 'load' });
    await page.waitForTimeout(SETTLE_MS);
    const entries = await page.evaluate(() => window.__scriptTime);
    return entries.filter((entry) => new URL(entry.url, origin).pathname.startsWith('/assets/'));
  });
}

const loads = await alternateLoads(dists, runs, load);
console.log(`\n${route}, CPU ${throttle}x slower, ${runs} loads of each build, alternating\n`);
for (const [index, dist] of dists.entries()) {
  console.log(dist);
  for (const row of summarizeScriptTime(loads[index])) {
    console.log(
      `  ${row.chunk.padEnd(20)} median of longest ${String(row.medianMs).padStart(4)} ms, 50 ms or more in ${row.longLoads} of ${row.loads} loads`,
    );
  }
}
