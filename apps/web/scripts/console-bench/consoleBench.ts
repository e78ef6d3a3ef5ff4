/**
 * The organiser console's scale benchmark (issue 29; docs/performance.md, "Organiser console at
 * scale"). Run by hand, not a test: timings on a shared machine are no pass/fail signal.
 *
 *   VITE_BENCH_REGISTRATIONS=100000 pnpm --filter @apex/web exec vite build --outDir node_modules/.console-bench
 *   SERVE_DIR=... node build/serve.mjs   (or any static server with the SPA fallback), then
 *   BENCH_URL=http://127.0.0.1:4651 pnpm --filter @apex/web exec tsx scripts/console-bench/consoleBench.ts
 *
 * In Chromium it signs in as the seeded organiser, opens the console from the avatar menu and
 * measures: how long each query takes to show its page (from the click to the frame that shows
 * it), the heap's growth during the export (CDP, after a garbage collection), and the main
 * thread's long tasks while a 100,000-row results file is parsed and checked.
 */
import { readFile } from 'node:fs/promises';
import { type CDPSession, chromium, type Page } from '@playwright/test';
import Papa from 'papaparse';

const base = process.env.BENCH_URL ?? 'http://127.0.0.1:4651';
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * Milliseconds from just before `click` to the first frame showing a table captioned `caption`,
 * timed in Node: the page's clock is pinned (see main), and the CDP round trips make the figure a
 * little longer than the page's own, never shorter.
 */
async function timeToFrame(page: Page, click: () => Promise<void>, caption: string) {
  const start = performance.now();
  await click();
  await page.waitForFunction(
    (text) =>
      Array.from(document.querySelectorAll('caption')).some((node) =>
        node.textContent?.includes(text),
      ),
    caption,
    { polling: 'raf', timeout: 60_000 },
  );
  return performance.now() - start;
}

async function heapUsed(cdp: CDPSession): Promise<number> {
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize;
}

const MB = 1024 * 1024;

async function main() {
  const browser = await chromium.launch({ executablePath: chromePath });
  const page = await browser.newPage({ acceptDownloads: true });
  await page.addInitScript(() => {
    const tasks: number[] = [];
    Reflect.set(globalThis, 'benchLongTasks', tasks);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  const longTasks = () =>
    page.evaluate(() => {
      const tasks: unknown = Reflect.get(globalThis, 'benchLongTasks');
      return Array.isArray(tasks) ? tasks.filter((task) => typeof task === 'number') : [];
    });
  const clearLongTasks = () =>
    page.evaluate(() => {
      const tasks: unknown = Reflect.get(globalThis, 'benchLongTasks');
      if (Array.isArray(tasks)) tasks.length = 0;
    });

  // A day of the seeded edition's test window: later, the memory backend's retention sweep would
  // delete its registrations (12 months after the last test day), as it should.
  await page.clock.setFixedTime(new Date('2024-10-20T12:00:00+05:30'));
  await page.goto(`${base}/login`);
  // As the e2e suite's open(): type only once React has taken over the form.
  await page.waitForFunction(() => {
    const heading = document.querySelector('main h1');
    return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber$'));
  });
  const login = page.getByRole('main');
  await login.getByRole('textbox', { name: 'Email', exact: true }).fill('organiser@example.com');
  await login.getByLabel('Password', { exact: true }).fill('Organiser@123');
  await login.getByRole('button', { name: 'Login', exact: true }).click();
  const menu = page.getByRole('button', { name: 'Account menu for organiser@example.com' }).first();
  await menu.waitFor({ timeout: 60_000 });

  const results: [string, string][] = [];
  const note = (measure: string, result: string) => {
    results.push([measure, result]);
    console.error(`${measure}: ${result}`);
  };
  const open = await timeToFrame(
    page,
    async () => {
      await menu.click();
      await page.getByRole('menuitem', { name: 'Organiser console' }).click();
    },
    'Registrations, page 1',
  );
  note('Open the console (route chunk + first page)', `${open.toFixed(0)} ms`);
  const sort = await timeToFrame(
    page,
    () => page.getByRole('button', { name: 'Candidate', exact: true }).click(),
    'Registrations, page 1',
  );
  note('First page after sorting by candidate', `${sort.toFixed(0)} ms`);
  const next = await timeToFrame(
    page,
    () => page.getByRole('button', { name: 'Next page' }).click(),
    'Registrations, page 2',
  );
  note('Next page', `${next.toFixed(0)} ms`);
  const number =
    (await page
      .getByRole('table', { name: 'Registrations, page 2' })
      .getByRole('rowheader')
      .first()
      .textContent()) ?? '';
  await page.getByRole('searchbox', { name: 'Search' }).fill(number);
  const search = await timeToFrame(
    page,
    () => page.getByRole('button', { name: 'Search', exact: true }).click(),
    'Registrations, page 1',
  );
  note('First page of a search by registration number', `${search.toFixed(0)} ms`);

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  const before = await heapUsed(cdp);
  let peak = before;
  let polling = true;
  const poll = (async () => {
    while (polling) {
      peak = Math.max(peak, await heapUsed(cdp));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const started = Date.now();
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 600_000 }),
    page.getByRole('button', { name: 'Export as CSV' }).click(),
  ]);
  await page.getByText(/^Exported .* registrations\.$/).waitFor({ timeout: 600_000 });
  polling = false;
  await poll;
  const exportMs = Date.now() - started;
  const csvPath = await download.path();
  const csv = Papa.parse<string[]>((await readFile(csvPath, 'utf8')).replace(/^\uFEFF/, ''), {
    skipEmptyLines: true,
  }).data;
  note(
    `Export of ${csv.length - 1} registrations`,
    `${(exportMs / 1000).toFixed(1)} s, heap +${((peak - before) / MB).toFixed(1)} MB at peak`,
  );

  const resultsCsv = Papa.unparse([
    ['Registration number', 'Marks', 'Max marks'],
    ...csv.slice(1).map((row, index) => [row[0] ?? '', String(index % 41), '40']),
  ]);
  await clearLongTasks();
  const importStart = Date.now();
  await page.getByLabel('Results file (CSV)').setInputFiles({
    name: 'results.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(resultsCsv),
  });
  await page.getByText(/^Ready to publish:/).waitFor({ timeout: 600_000 });
  const tasks = await longTasks();
  note(
    `Parse + check ${csv.length - 1} result rows`,
    `${((Date.now() - importStart) / 1000).toFixed(1)} s; longest main-thread task ${Math.max(0, ...tasks).toFixed(0)} ms (${tasks.filter((task) => task > 200).length} over 200 ms)`,
  );

  await browser.close();
  console.log('| Measure | Result |\n| --- | --- |');
  for (const [measure, result] of results) console.log(`| ${measure} | ${result} |`);
}

await main();
