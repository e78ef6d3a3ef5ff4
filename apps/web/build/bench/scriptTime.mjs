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
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';
import { summarizeScriptTime } from './scriptTimeSummary.mjs';
import { serveDist } from './serveDist.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  if (at === -1) return fallback;
  const [value] = args.splice(at, 2).slice(1);
  return value ?? fallback;
};
const route = option('--route', '/register');
const runs = Number(option('--runs', '8'));
const throttle = Number(option('--throttle', '4'));
const dists = args;
if (dists.length === 0) {
  console.error('usage: scriptTime.mjs [--route /] [--runs 8] [--throttle 4] <dist> [<dist> …]');
  process.exit(2);
}
/** Long enough after the load event for the app to start and hydrate on a 4x slower CPU. */
const SETTLE_MS = 5000;

async function load(origin) {
  // Playwright sets headless mode itself.
  const flags = CHROMIUM_FLAGS.filter((flag) => !flag.startsWith('--headless'));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: flags });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    // Lighthouse enables the debugger for the whole load (its Scripts artifact), and V8 then
    // compiles with source positions. Without it, React's evaluation was mostly V8 collecting
    // them afterwards (a re-parse of the chunk), a cost Lighthouse never sees (decision P25).
    await cdp.send('Debugger.enable');
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
  } finally {
    await browser.close();
  }
}

const servers = await Promise.all(dists.map((dist) => serveDist(dist)));
const loads = dists.map(() => []);
for (let run = 1; run <= runs; run += 1) {
  for (const [index, server] of servers.entries()) {
    loads[index].push(await load(server.origin));
    process.stdout.write(`\rload ${run}/${runs}`);
  }
}
await Promise.all(servers.map((server) => server.close()));
console.log(`\n${route}, CPU ${throttle}x slower, ${runs} loads of each build, alternating\n`);
for (const [index, dist] of dists.entries()) {
  console.log(dist);
  for (const row of summarizeScriptTime(loads[index])) {
    console.log(
      `  ${row.chunk.padEnd(20)} median of longest ${String(row.medianMs).padStart(4)} ms, 50 ms or more in ${row.longLoads} of ${row.loads} loads`,
    );
  }
}
