import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatSummary, summarize } from './test-summary.mjs';

const e = (code) => `\u001b[${code}m`;

/** Lines as Turborepo streams them from `pnpm test`, colours included. */
const LOG = [
  `@apex/core:test: ${e(2)}      Tests ${e(22)} ${e(1)}${e(32)}224 passed${e(39)}${e(22)}${e(90)} (224)${e(39)}`,
  `@apex/core:test: ${e(2)} Test Files ${e(22)} ${e(1)}${e(32)}15 passed${e(39)}${e(22)}${e(90)} (15)${e(39)}`,
  `@apex/web:test: ${e(2)}      Tests ${e(22)} ${e(1)}${e(31)}1 failed${e(39)}${e(22)}${e(2)} | ${e(22)}${e(1)}${e(32)}65 passed${e(39)}${e(22)}${e(90)} (66)${e(39)}`,
  `@apex/auth-firebase:test: ${e(2)}      Tests ${e(22)} ${e(1)}${e(32)}89 passed${e(39)}${e(22)}${e(2)} | ${e(22)}${e(33)}33 skipped${e(39)}${e(90)} (122)${e(39)}`,
  '//:test:scripts: ℹ pass 15',
  '//:test:scripts: ℹ fail 0',
  '@apex/web:test: Tests are the best documentation (a log line that is not a summary)',
  '@apex/auth-firebase:test: Error: Could not start emulator hub, port taken.',
  '@apex/auth-firebase#test:  ERROR  command (/repo/packages/auth-firebase) /usr/bin/pnpm run test exited (1)',
  '@apex/web#test:  ERROR  command (/repo/apps/web) /usr/bin/pnpm run test exited (1)',
  ' ERROR  run failed: command  exited (1)',
].join('\n');

describe('test-summary', () => {
  it('sums passed and failed per package from vitest and node:test lines', () => {
    assert.deepEqual(Object.fromEntries(summarize(LOG)), {
      '@apex/core': { passed: 224, failed: 0, taskFailed: false },
      '@apex/web': { passed: 65, failed: 1, taskFailed: true },
      '@apex/auth-firebase': { passed: 89, failed: 0, taskFailed: true },
      '(root scripts)': { passed: 15, failed: 0, taskFailed: false },
    });
  });

  it('ends with one plain line over all packages', () => {
    const lines = formatSummary(summarize(LOG)).split('\n');
    assert.equal(lines.at(-1), '393 passed, 1 failed');
    assert.deepEqual(lines.slice(0, 2), [
      'Test summary by package:',
      '  (root scripts): 15 passed, 0 failed',
    ]);
  });

  it('names a package whose task failed although no counted test did', () => {
    const summary = formatSummary(summarize(LOG)).split('\n');
    assert.ok(
      summary.includes(
        '  @apex/auth-firebase: 89 passed, 0 failed (the task failed outside the counted tests: see its log above)',
      ),
    );
    assert.ok(summary.includes('  @apex/web: 65 passed, 1 failed'));
    assert.equal(summary.at(-2), 'Failed without a test count: @apex/auth-firebase');
  });

  it('reads a single package run without Turborepo prefixes and TAP output', () => {
    const log = ' Tests  3 passed (3)\n# pass 2\n# fail 1\n';
    assert.equal(formatSummary(summarize(log)).split('\n').at(-1), '5 passed, 1 failed');
  });

  it('reports zero for a log without any summary', () => {
    assert.equal(
      formatSummary(summarize('ERROR run failed')),
      'Test summary by package:\n0 passed, 0 failed',
    );
  });
});
