#!/usr/bin/env node
/**
 * Sums a `pnpm test` log into one plain line for CI readers: `N passed, N failed`, with a line per
 * package above it. It reads vitest's `Tests  N passed | N failed (N)` summary and node:test's
 * `pass N` / `fail N` lines, each prefixed by Turborepo with `<package>:<task>: `.
 *
 * The exit status of `pnpm test` stays the authority: a package that crashes before printing its
 * summary is not counted here, but it has already failed the run.
 *
 * Usage: node scripts/test-summary.mjs <log-file>
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Colour codes (ESC [ ... m), built from the character code so no control character sits in a literal. */
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const TURBO_PREFIX = /^(\S+?):[\w:-]+: /;
const VITEST_TESTS = /^\s*Tests\s+(.+?)\s*\(\d+\)\s*$/;
const NODE_TEST = /^\s*(?:#|\u2139) (pass|fail) (\d+)\s*$/;
/** Turborepo's line for a task that exited non-zero: `@apex/web#test:  ERROR  command (...) exited (1)`. */
const TASK_FAILED = /^(\S+?)#[\w:-]+:\s+ERROR\s+command\b.*\bexited \(\d+\)/;

/**
 * @returns {Map<string, { passed: number, failed: number, taskFailed: boolean }>} totals per
 * package; `taskFailed` marks a package whose test task exited non-zero.
 */
export function summarize(log) {
  const totals = new Map();
  const entryOf = (pkg) => {
    const entry = totals.get(pkg) ?? { passed: 0, failed: 0, taskFailed: false };
    totals.set(pkg, entry);
    return entry;
  };
  const add = (pkg, kind, count) => {
    entryOf(pkg)[kind] += count;
  };
  for (const raw of log.replace(ANSI, '').split('\n')) {
    const taskFailed = TASK_FAILED.exec(raw);
    if (taskFailed?.[1]) {
      entryOf(taskFailed[1] === '//' ? '(root scripts)' : taskFailed[1]).taskFailed = true;
      continue;
    }
    const prefix = TURBO_PREFIX.exec(raw);
    const pkg = !prefix ? '(root)' : prefix[1] === '//' ? '(root scripts)' : prefix[1];
    const line = prefix ? raw.slice(prefix[0].length) : raw;
    const vitest = VITEST_TESTS.exec(line);
    if (vitest?.[1]) {
      for (const [, count, kind] of vitest[1].matchAll(/(\d+) (passed|failed)/g)) {
        add(pkg, kind, Number(count));
      }
      continue;
    }
    const nodeTest = NODE_TEST.exec(line);
    if (nodeTest) add(pkg, nodeTest[1] === 'pass' ? 'passed' : 'failed', Number(nodeTest[2]));
  }
  return totals;
}

export function formatSummary(totals) {
  let passed = 0;
  let failed = 0;
  const crashed = [];
  const lines = ['Test summary by package:'];
  for (const [pkg, entry] of [...totals].sort(([a], [b]) => a.localeCompare(b))) {
    // A task that failed with no failing test counted crashed before or outside its tests.
    const unexplained = entry.taskFailed && entry.failed === 0;
    if (unexplained) crashed.push(pkg);
    lines.push(
      `  ${pkg}: ${entry.passed} passed, ${entry.failed} failed${unexplained ? ' (the task failed outside the counted tests: see its log above)' : ''}`,
    );
    passed += entry.passed;
    failed += entry.failed;
  }
  if (crashed.length > 0) lines.push(`Failed without a test count: ${crashed.join(', ')}`);
  lines.push(`${passed} passed, ${failed} failed`);
  return lines.join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  console.log(formatSummary(summarize(readFileSync(process.argv[2], 'utf8'))));
}
