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

/** @returns {Map<string, { passed: number, failed: number }>} totals per package, in log order */
export function summarize(log) {
  const totals = new Map();
  const add = (pkg, kind, count) => {
    const entry = totals.get(pkg) ?? { passed: 0, failed: 0 };
    entry[kind] += count;
    totals.set(pkg, entry);
  };
  for (const raw of log.replace(ANSI, '').split('\n')) {
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
  const lines = ['Test summary by package:'];
  for (const [pkg, entry] of [...totals].sort(([a], [b]) => a.localeCompare(b))) {
    lines.push(`  ${pkg}: ${entry.passed} passed, ${entry.failed} failed`);
    passed += entry.passed;
    failed += entry.failed;
  }
  lines.push(`${passed} passed, ${failed} failed`);
  return lines.join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  console.log(formatSummary(summarize(readFileSync(process.argv[2], 'utf8'))));
}
