#!/usr/bin/env node
/**
 * `pnpm bench`: builds the memory and Firebase variants, serves each with build/serve.mjs, runs
 * Lighthouse (mobile preset, medians of 9 fresh-Chromium runs) on the measured routes and on the
 * same pages with their scripts removed (the no-JavaScript floor), prints the table, writes it to
 * docs/performance.md and exits 1 when a budget (report.mjs) is missed. Not part of CI.
 *
 *   node build/bench/bench.mjs [--runs 9] [--variants firebase,memory] [--routes /,/apex]
 *                                [--no-write]
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILD_VARIANT_ENV } from '../buildVariants.mjs';
import { CHROMIUM_PATH } from './chromium.mjs';
import { makeFloor } from './floor.mjs';
import { firebaseChunksOf, lighthouseRun } from './lighthouseRun.mjs';
import {
  BUDGET_TEXT,
  everyBuildMisses,
  markdownTable,
  summarize,
  tableRows,
  textTable,
} from './report.mjs';
import { runPlan } from './runPlan.mjs';
import { serveDist } from './serveDist.mjs';

const webDir = fileURLToPath(new URL('../../', import.meta.url));
const docsFile = fileURLToPath(new URL('../../../../docs/performance.md', import.meta.url));
const START = '<!-- bench:start -->';
const END = '<!-- bench:end -->';

function option(args, name, fallback) {
  const at = args.indexOf(name);
  return at === -1 ? fallback : (args[at + 1] ?? fallback);
}

function build(variant, outDir) {
  console.log(`\n== building the ${variant} variant into ${outDir}`);
  const vite = join(webDir, 'node_modules/vite/bin/vite.js');
  const env = { ...process.env, ...BUILD_VARIANT_ENV[variant] };
  // The same command as the `build` / `build:firebase` scripts, into a directory of our own.
  const mode = variant === 'firebase' ? ['--mode', 'firebase'] : [];
  const args = [vite, 'build', ...mode, '--outDir', outDir, '--emptyOutDir'];
  const result = spawnSync(process.execPath, args, {
    cwd: webDir,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`the ${variant} build failed`);
}

function machine() {
  let chromium = 'unknown';
  try {
    chromium = execFileSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8' }).trim();
  } catch {}
  return {
    cores: availableParallelism(),
    cpu: cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    // Other work on the machine inflates main-thread timings (TBT most): say how busy it was.
    load: loadavg()
      .map((value) => value.toFixed(1))
      .join(' / '),
    chromium,
    node: process.version,
  };
}

const MEASURE_RETRIES = 2;

function logRun(label, route, run, sample) {
  const figures = sample.error
    ? sample.error
    : `perf ${sample.performance}, LCP ${Math.round(sample.lcp ?? 0)} ms, TBT ${Math.round(sample.tbt ?? 0)} ms, CLS ${(sample.cls ?? 0).toFixed(3)}`;
  console.log(`   ${label} ${route} run ${run}: ${figures}`);
}

/**
 * Runs Lighthouse on every route of every target in runPlan's order (each page next to its
 * floor) and returns each target's medians by route, each build's paired with the floor's runs.
 */
async function measure(targets, routes, runs) {
  const samples = {};
  for (const { route, run, label } of runPlan(routes, runs, Object.keys(targets))) {
    const { origin, context } = targets[label];
    let sample = await lighthouseRun(`${origin}${route}`, context);
    logRun(label, route, run, sample);
    // A run Lighthouse could not measure (NO_NAVSTART now and then, on any page) says nothing
    // about the page: take it again, so each median is over the runs asked for.
    for (let retry = 1; sample.error && retry <= MEASURE_RETRIES; retry += 1) {
      sample = await lighthouseRun(`${origin}${route}`, context);
      logRun(label, route, `${run} again`, sample);
    }
    samples[label] ??= {};
    samples[label][route] ??= [];
    samples[label][route].push(sample);
  }
  const results = {};
  for (const [label, byRoute] of Object.entries(samples)) {
    results[label] = {};
    for (const [route, routeSamples] of Object.entries(byRoute)) {
      const floorSamples = label === 'floor' ? [] : (samples.floor?.[route] ?? []);
      results[label][route] = {
        ...summarize(routeSamples, floorSamples),
        lighthouse: routeSamples.find((sample) => sample.lighthouse)?.lighthouse,
      };
    }
  }
  return results;
}

/** "Long tasks in the built scripts" lines for one build: `route: file N ms, …` or none. */
function scriptTaskLines(results) {
  return Object.entries(results)
    .filter(([, result]) => result.longestScriptTasks.length > 0)
    .map(([route, result]) => `\`${route}\`: ${result.longestScriptTasks.join(', ')}`);
}

async function main() {
  const args = process.argv.slice(2);
  // Nine: with five, the two builds' medians on pages that load the very same scripts differed by
  // up to 156 ms of TBT against their floors (docs/performance.md, "2026-11-25, late night").
  const runs = Number(option(args, '--runs', '9'));
  const variants = option(args, '--variants', 'firebase,memory').split(',');
  const routes = option(args, '--routes', '/,/hi,/apex,/beginner,/register').split(',');
  const write = !args.includes('--no-write');
  const command = `pnpm bench${args.length > 0 ? ` -- ${args.join(' ')}` : ''}`;

  const work = await mkdtemp(join(tmpdir(), 'apex-bench-'));
  const servers = [];
  try {
    for (const variant of variants) build(variant, join(work, variant));
    // The floor is the content without scripts: the same for both variants, measured once.
    const floorDir = join(work, 'floor');
    await makeFloor(join(work, variants[0]), floorDir);

    const floor = await serveDist(floorDir);
    servers.push(floor);
    const targets = { floor: { origin: floor.origin, context: { distDir: floorDir } } };
    for (const variant of variants) {
      const distDir = join(work, variant);
      const server = await serveDist(distDir);
      servers.push(server);
      targets[variant] = {
        origin: server.origin,
        context: { distDir, firebaseChunks: await firebaseChunksOf(distDir) },
      };
    }
    console.log(`\n== Lighthouse: each route's floor (no JavaScript), then ${variants.join(', ')}`);
    const { floor: floors, ...tables } = await measure(targets, routes, runs);

    const budgeted = tables.firebase ? 'firebase' : variants[0];
    const misses = everyBuildMisses(tables, floors);
    const info = machine();
    const date = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
    const lighthouseVersion = Object.values(tables[budgeted])[0]?.lighthouse ?? 'unknown';

    for (const [variant, results] of Object.entries(tables)) {
      console.log(`\n${variant} build (medians of ${runs})\n`);
      console.log(textTable(tableRows(results, floors)));
      const scriptTasks = scriptTaskLines(results);
      console.log(
        `\nLong tasks in the built scripts (any run): ${scriptTasks.length === 0 ? 'none' : `\n  ${scriptTasks.join('\n  ')}`}`,
      );
    }
    console.log(
      misses.length === 0
        ? `\nAll budgets met (${variants.join(' and ')} builds).`
        : `\nBudgets missed:\n${misses.map((miss) => `  - ${miss}`).join('\n')}`,
    );

    if (write) {
      const failingAudits = Object.entries(tables[budgeted])
        .filter(([, result]) => result.failing.length > 0)
        .map(([route, result]) => `- \`${route}\`: ${result.failing.join(', ')}`);
      const section = [
        START,
        `Latest run: ${date}, \`${command}\` (from the repository root).`,
        '',
        `Machine: ${info.cores} cores (${info.cpu}), ${info.memoryGiB} GiB memory, ${info.chromium}, Node ${info.node}, Lighthouse ${lighthouseVersion}; load average at the end ${info.load} (1 / 5 / 15 min); mobile preset with simulated throttling, medians of ${runs} runs, each in a fresh Chromium, each page's run next to its floor's.`,
        '',
        ...Object.entries(tables).flatMap(([variant, results]) => {
          const scriptTasks = scriptTaskLines(results);
          return [
            `### ${variant === 'firebase' ? 'Firebase' : 'Memory'} build`,
            '',
            markdownTable(tableRows(results, floors)),
            '',
            // Lighthouse's long-tasks audit, simulated durations: the rest are the document's own.
            scriptTasks.length === 0
              ? 'Long tasks in the built scripts (any run): none.'
              : [
                  'Long tasks in the built scripts (any run, simulated):',
                  '',
                  ...scriptTasks.map((line) => `- ${line}`),
                ].join('\n'),
            '',
          ];
        }),
        `### Budgets (${variants.join(' and ')} builds)`,
        '',
        BUDGET_TEXT,
        '',
        misses.length === 0
          ? 'All budgets met.'
          : ['Missed:', '', ...misses.map((miss) => `- ${miss}`)].join('\n'),
        '',
        ...(failingAudits.length > 0
          ? ['Lighthouse audits below full marks (any run):', '', ...failingAudits, '']
          : []),
        END,
      ].join('\n');
      let doc;
      try {
        doc = await readFile(docsFile, 'utf8');
      } catch {
        doc = `# Performance\n\n${START}\n${END}\n`;
      }
      const next =
        doc.includes(START) && doc.includes(END)
          ? doc.slice(0, doc.indexOf(START)) + section + doc.slice(doc.indexOf(END) + END.length)
          : `${doc.trimEnd()}\n\n${section}\n`;
      await writeFile(docsFile, next);
      console.log(`\nWrote ${docsFile}`);
    }
    process.exitCode = misses.length === 0 ? 0 : 1;
  } finally {
    for (const server of servers) await server.close();
    await rm(work, { recursive: true, force: true });
  }
}

await main();
