/**
 * `pnpm bench` (docs/performance.md, scripts/bench/README.md): builds the memory and the Firebase
 * site into a temporary directory, serves each, its no-script floor and its ideal floor (no
 * script, only the CSS each page uses, inlined) with the hosting-like server, compressed, runs
 * Lighthouse CI (lighthouserc.cjs: collect, assert, upload to the filesystem) on all three, checks the two budgets
 * LHCI cannot (extraBudgets.ts), prints one table (with `--write`, into docs/performance.md too)
 * and exits 1 on any miss (`--keep` keeps the builds and reports). Not part of the tests: timings
 * on a shared machine are not a pass/fail signal for every commit.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILD_VARIANT_ENV } from '../buildVariants.mjs';
import { firebaseChunks, LCP_THROTTLING, makeFloor, makeIdealFloor } from './extraBudgets.ts';
import { readRuns, routeOf } from './lhr.ts';
import { type AssertionResult, resultRow } from './resultRow.ts';
import { siteDir } from './siteDir.ts';
import { type ResultRow, resultsTable, withResults } from './table.ts';

const webDir = join(dirname(fileURLToPath(import.meta.url)), '../..');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const lhci = join(webDir, 'node_modules/.bin/lhci');
const config = join(webDir, 'lighthouserc.cjs');
/** The bench's own ports (4700-4799): other tools on this machine use others. */
const FIRST_PORT = 4700;
/** The measured routes, in the order lighthouserc.cjs lists their URLs. */
const rc: { ci: { collect: { url: string[] } } } = createRequire(import.meta.url)(config);
const ROUTES = rc.ci.collect.url.map(routeOf);
const BUILDS = [
  { build: 'memory', script: 'build', env: BUILD_VARIANT_ENV.memory },
  { build: 'firebase', script: 'build:firebase', env: BUILD_VARIANT_ENV.firebase },
] as const;

function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}) {
  const { status } = spawnSync(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  return status ?? 1;
}

/** The hosting-like server (`pnpm serve`), in its own process group so it stops with its children. */
async function serve(dir: string, port: number): Promise<ChildProcess> {
  const args = ['--filter', '@apex/web', 'serve', dir, '--port', String(port)];
  const server = spawn('pnpm', args, { cwd: webDir, detached: true, stdio: 'ignore' });
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const up = await fetch(`http://127.0.0.1:${port}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return server;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server for ${dir} did not start on port ${port}`);
}

const stop = (server: ChildProcess) => server.pid !== undefined && process.kill(-server.pid);

/**
 * `lhci collect`, `assert` (for the site, not its floor) and `upload` into `<runDir>/.lighthouseci`
 * (LHCI keeps its results in the working directory). Returns whether the assertions passed.
 */
function lighthouse(runDir: string, origin: string, assert: boolean): boolean {
  const env = { APEX_BENCH_ORIGIN: origin, CHROME_PATH: chromePath };
  const step = (command: string) => run(lhci, [command, `--config=${config}`], runDir, env);
  if (step('collect') !== 0) throw new Error(`lhci collect failed on ${origin}`);
  const passed = !assert || step('assert') === 0;
  if (step('upload') !== 0) throw new Error(`lhci upload failed for ${origin}`);
  return passed;
}

async function benchBuild(work: string, index: number, build: (typeof BUILDS)[number]) {
  const buildDir = join(work, build.build);
  if (
    run('pnpm', ['run', build.script], webDir, { ...build.env, APEX_BUILD_DIR: buildDir }) !== 0
  ) {
    throw new Error(`The ${build.build} build failed`);
  }
  const site = siteDir(buildDir);
  const floor = join(work, `${build.build}-floor`);
  const idealFloor = join(work, `${build.build}-ideal-floor`);
  await makeFloor(site, floor);
  await makeIdealFloor(site, idealFloor);
  const runDirs = {
    page: join(work, `${build.build}-lhci`),
    floor: join(work, `${build.build}-floor-lhci`),
    idealFloor: join(work, `${build.build}-ideal-floor-lhci`),
  };
  await Promise.all(Object.values(runDirs).map((dir) => mkdir(dir)));
  const port = FIRST_PORT + 3 * index;
  const servers = [
    await serve(site, port),
    await serve(floor, port + 1),
    await serve(idealFloor, port + 2),
  ];
  let asserted: boolean;
  try {
    asserted = lighthouse(runDirs.page, `http://127.0.0.1:${port}`, true);
    lighthouse(runDirs.floor, `http://127.0.0.1:${port + 1}`, false);
    lighthouse(runDirs.idealFloor, `http://127.0.0.1:${port + 2}`, false);
  } finally {
    servers.forEach(stop);
  }
  const results = (dir: string) => readRuns(join(dir, '.lighthouseci/results'));
  const [page, floorRuns, idealRuns] = await Promise.all([
    results(runDirs.page),
    results(runDirs.floor),
    results(runDirs.idealFloor),
  ]);
  const assertionsFile = join(runDirs.page, '.lighthouseci/assertion-results.json');
  const assertions: AssertionResult[] = existsSync(assertionsFile)
    ? JSON.parse(await readFile(assertionsFile, 'utf8'))
    : [];
  const chunks = await firebaseChunks(site);
  const rows = ROUTES.map((route) =>
    resultRow({
      build: build.build,
      route,
      page: page.get(route) ?? [],
      floor: floorRuns.get(route) ?? [],
      idealFloor: idealRuns.get(route) ?? [],
      assertions,
      firebaseChunks: chunks,
    }),
  );
  return { rows, asserted, runs: Math.min(...[...page.values()].map((lhrs) => lhrs.length)) };
}

/** `--keep` keeps the builds and LHCI's HTML reports (`<build>-lhci/.lighthouseci/results`). */
const keep = process.argv.includes('--keep');
/** `--build=memory` (or `firebase`) measures that build alone: a quicker look, not the budget run. */
const only = process.argv.find((arg) => arg.startsWith('--build='))?.slice('--build='.length);
// Inside the package: the prerender imports the server build, which must resolve react-dom from here.
const work = await mkdtemp(join(webDir, 'node_modules', '.apex-bench-'));
const rows: ResultRow[] = [];
let everyAssertionPassed = true;
let runs = Number.POSITIVE_INFINITY;
try {
  for (const [index, build] of BUILDS.entries()) {
    if (only !== undefined && build.build !== only) continue;
    const result = await benchBuild(work, index, build);
    rows.push(...result.rows);
    everyAssertionPassed &&= result.asserted;
    runs = Math.min(runs, result.runs);
  }
} finally {
  if (keep) console.log(`Builds and Lighthouse reports kept in ${work}`);
  else await rm(work, { recursive: true, force: true });
}
const chromium = spawnSync(chromePath, ['--version'], { encoding: 'utf8' }).stdout.trim();
const load = loadavg().map((value) => value.toFixed(1));
const measured = [
  `Measured ${new Date().toISOString().slice(0, 10)} with \`pnpm bench\`: ${chromium}`,
  `Node ${process.version}`,
  `${cpus().length} cores, load average ${load.join(' / ')} at the end`,
  `medians of ${runs} mobile runs per page under applied (${LCP_THROTTLING}) throttling.`,
];
const results = `${resultsTable(rows)}\n\n${measured.join(', ')}`;
console.log(`\n${results}\n`);
const missed = rows.filter((row) => row.misses.length > 0).length;
const passed = missed === 0 && everyAssertionPassed;
console.log(passed ? 'Every budget met.' : `Budgets missed: ${missed} route(s), see the table.`);
if (process.argv.includes('--write')) {
  const page = join(webDir, '../../docs/performance.md');
  await writeFile(page, withResults(await readFile(page, 'utf8'), results));
  console.log(`Wrote the table into ${page}.`);
}
process.exitCode = passed ? 0 : 1;
