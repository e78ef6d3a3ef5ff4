/**
 * The organiser console's scale benchmark (issue 29; docs/performance.md, "Organiser console at
 * scale"). Run by hand, not a test: timings on a shared machine are no pass/fail signal.
 *
 *   cd apps/web
 *   VITE_BENCH_REGISTRATIONS=100000 APEX_BUILD_DIR=node_modules/.console-bench pnpm run build
 *   pnpm run serve node_modules/.console-bench/client --port 4651 &
 *   BENCH_URL=http://127.0.0.1:4651 pnpm exec tsx scripts/console-bench/consoleBench.ts
 *
 * In Chromium it signs in as the seeded organiser, opens the console from the avatar menu and
 * measures: how long each query takes to show its page (from the click event to the frame that
 * shows it, timed in the page), the heap's growth during the export (CDP, after a garbage
 * collection), and the main thread's long tasks while a 100,000-row results file is parsed and
 * checked. BENCH_PROFILE=<folder> adds each step's CPU profile.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { type CDPSession, chromium, type Page } from '@playwright/test';
import Papa from 'papaparse';

const base = process.env.BENCH_URL ?? 'http://127.0.0.1:4651';
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * Milliseconds from the query's click to the first animation frame showing a table captioned
 * `caption`, timed by the page itself (its own clock, unaffected by the pinned date): from the
 * last click's event to the frame. Timed in Node, the figure would add Playwright's own work
 * (finding the button by role, checking it is clickable), which on a loaded machine is most of it.
 */
async function timeToFrame(page: Page, click: () => Promise<void>, caption: string) {
  await page.evaluate(() => {
    Reflect.set(globalThis, 'benchClickAt', null);
    document.addEventListener(
      'click',
      (event) => Reflect.set(globalThis, 'benchClickAt', event.timeStamp),
      { capture: true },
    );
  });
  await click();
  const shown = await page.waitForFunction(
    (text) => {
      const clickedAt: unknown = Reflect.get(globalThis, 'benchClickAt');
      const showing = Array.from(document.querySelectorAll('caption')).some((node) =>
        node.textContent?.includes(text),
      );
      return showing && typeof clickedAt === 'number' ? performance.now() - clickedAt : 0;
    },
    caption,
    { polling: 'raf', timeout: 60_000 },
  );
  return Number(await shown.jsonValue());
}

async function heapUsed(cdp: CDPSession): Promise<number> {
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize;
}

const MB = 1024 * 1024;

/** BENCH_PROFILE=<folder>: each measure's CPU profile (.cpuprofile) there, its heaviest functions printed. */
const profileDir = process.env.BENCH_PROFILE;

interface ProfileNode {
  readonly id: number;
  readonly callFrame: { functionName: string; url: string; lineNumber: number };
}
interface CpuProfile {
  readonly nodes: readonly ProfileNode[];
  readonly samples?: readonly number[];
  readonly timeDeltas?: readonly number[];
}

/** Runs `step` under the CPU profiler when BENCH_PROFILE is set; prints the top self times. */
async function profiled<T>(cdp: CDPSession, name: string, step: () => Promise<T>): Promise<T> {
  if (profileDir === undefined) return step();
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const result = await step();
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
  await writeFile(`${profileDir}/${name}.cpuprofile`, JSON.stringify(profile));
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  const deltas = profile.timeDeltas ?? [];
  (profile.samples ?? []).forEach((id, index) => {
    const frame = byId.get(id)?.callFrame;
    if (frame === undefined) return;
    const label = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop() ?? ''}:${frame.lineNumber + 1}`;
    self.set(label, (self.get(label) ?? 0) + (deltas[index] ?? 0) / 1000);
  });
  const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, 10);
  console.error(
    `  ${name}: ${top.map(([label, ms]) => `${label} ${ms.toFixed(0)} ms`).join('; ')}`,
  );
  return result;
}

async function main() {
  const browser = await chromium.launch({ executablePath: chromePath });
  const page = await browser.newPage({ acceptDownloads: true });
  await page.addInitScript(() => {
    const tasks: { start: number; duration: number }[] = [];
    Reflect.set(globalThis, 'benchLongTasks', tasks);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        tasks.push({ start: entry.startTime, duration: entry.duration });
      }
    }).observe({ type: 'longtask', buffered: true });
  });
  /** The long tasks' durations, leaving out those that started in `[from, to]` (the page's clock). */
  const longTasks = (from: number, to: number) =>
    page.evaluate(
      ([skipFrom, skipTo]) => {
        const tasks: unknown = Reflect.get(globalThis, 'benchLongTasks');
        return (Array.isArray(tasks) ? tasks : []).flatMap((task: unknown) =>
          typeof task === 'object' &&
          task !== null &&
          'start' in task &&
          'duration' in task &&
          typeof task.start === 'number' &&
          typeof task.duration === 'number' &&
          !(task.start >= skipFrom && task.start <= skipTo)
            ? [task.duration]
            : [],
        );
      },
      [from, to] as const,
    );
  const pageNow = () => page.evaluate(() => performance.now());
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
  const cdp = await page.context().newCDPSession(page);
  const open = await profiled(cdp, 'open', () =>
    timeToFrame(
      page,
      async () => {
        await menu.click();
        await page.getByRole('menuitem', { name: 'Organiser console' }).click();
      },
      'Registrations, page 1',
    ),
  );
  note('Open the console (route chunk + first page)', `${open.toFixed(0)} ms`);
  const sort = await profiled(cdp, 'sort', () =>
    timeToFrame(
      page,
      () => page.getByRole('button', { name: 'Candidate', exact: true }).click(),
      'Registrations, page 1',
    ),
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
  const search = await profiled(cdp, 'search', () =>
    timeToFrame(
      page,
      () => page.getByRole('button', { name: 'Search', exact: true }).click(),
      'Registrations, page 1',
    ),
  );
  note('First page of a search by registration number', `${search.toFixed(0)} ms`);

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
  // Playwright hands the file to the page in a script of its own (decoding its bytes from base64
  // on the main thread: ~500 ms for 3 MB), which a visitor's file picker never runs: the tasks
  // that start while it runs are left out. The console's own work there is the change handler,
  // which only starts the worker.
  let injected: [number, number] = [0, 0];
  await profiled(cdp, 'import', async () => {
    const from = await pageNow();
    await page.getByLabel('Results file (CSV)').setInputFiles({
      name: 'results.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(resultsCsv),
    });
    injected = [from, await pageNow()];
    await page.getByText(/^Ready to publish:/).waitFor({ timeout: 600_000 });
  });
  const tasks = await longTasks(...injected);
  note(
    `Parse + check ${csv.length - 1} result rows`,
    `${((Date.now() - importStart) / 1000).toFixed(1)} s; longest main-thread task ${Math.max(0, ...tasks).toFixed(0)} ms (${tasks.filter((task) => task > 200).length} over 200 ms)`,
  );

  await browser.close();
  console.log('| Measure | Result |\n| --- | --- |');
  for (const [measure, result] of results) console.log(`| ${measure} | ${result} |`);
}

await main();
