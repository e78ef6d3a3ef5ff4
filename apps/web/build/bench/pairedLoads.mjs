import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';
import { serveDist } from './serveDist.mjs';

/**
 * What scriptTime.mjs, taskTime.mjs and buildPair.mjs share: their command line, a fresh phone-sized page as
 * Lighthouse opens it, and loads that alternate between the built directories compared.
 */

/** Takes `--name value` out of `args` (which it changes) and returns the value, or `fallback`. */
export function takeOption(args, name, fallback) {
  const at = args.indexOf(name);
  if (at === -1) return fallback;
  const [value] = args.splice(at, 2).slice(1);
  return value ?? fallback;
}

/**
 * The command line both scripts share, after any option of their own is taken: `--route`,
 * `--runs` and the built directories that remain. Exits printing `usage` when none is given.
 */
export function pairedCommand(args, usage, defaultRoute = '/register') {
  const route = takeOption(args, '--route', defaultRoute);
  const runs = Number(takeOption(args, '--runs', '8'));
  if (args.length === 0) {
    console.error(`usage: ${usage}`);
    process.exit(2);
  }
  return { route, runs, dists: args };
}

/**
 * Runs `use(page, cdp)` in a page of a fresh Chromium (an empty cache every time), at a phone's
 * viewport, then closes the browser. The debugger is on: Lighthouse enables it for the whole load
 * (its Scripts artifact), and V8 then compiles with source positions. Without it, React's
 * evaluation was mostly V8 collecting them afterwards (a re-parse of the chunk), a cost
 * Lighthouse never sees (decision P25).
 */
export async function inFreshPage(use) {
  // Playwright sets headless mode itself.
  const flags = CHROMIUM_FLAGS.filter((flag) => !flag.startsWith('--headless'));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: flags });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Debugger.enable');
    return await use(page, cdp);
  } finally {
    await browser.close();
  }
}

/**
 * Serves each built directory and calls `loadOne(origin, dist, run)` on each in turn, `runs`
 * rounds, so a busy spell on the machine hits every build alike. Returns one list of results per
 * directory.
 */
export async function alternateLoads(dists, runs, loadOne) {
  const servers = await Promise.all(dists.map((dist) => serveDist(dist)));
  const loads = dists.map(() => []);
  try {
    for (let run = 1; run <= runs; run += 1) {
      for (const [index, server] of servers.entries()) {
        loads[index].push(await loadOne(server.origin, dists[index], run));
        process.stdout.write(`\rload ${run}/${runs}`);
      }
    }
  } finally {
    await Promise.all(servers.map((server) => server.close()));
  }
  return loads;
}
