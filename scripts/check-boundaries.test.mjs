import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { checkBoundaries } from './check-boundaries.mjs';

const SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'check-boundaries.mjs');
const created = [];
after(() => {
  for (const directory of created) rmSync(directory, { recursive: true, force: true });
});

const manifest = (name, exportsField, dependencies = {}) =>
  JSON.stringify({ name, type: 'module', exports: exportsField, dependencies });

/** A small workspace shaped like ours, every edge declared, with no source files yet. */
const BASE = {
  'pnpm-workspace.yaml': 'packages:\n  - apps/*\n  - "packages/*"\n',
  'packages/core/package.json': manifest('@apex/core', { '.': './src/index.ts' }),
  'packages/auth-port/package.json': manifest('@apex/auth-port', {
    '.': './src/index.ts',
    './conformance': './src/conformance/index.ts',
  }),
  'packages/auth-memory/package.json': manifest(
    '@apex/auth-memory',
    { '.': './src/index.ts' },
    { '@apex/auth-port': 'workspace:*', '@apex/core': 'workspace:*' },
  ),
  'packages/auth-firebase/package.json': manifest(
    '@apex/auth-firebase',
    { '.': './src/index.ts' },
    { '@apex/auth-port': 'workspace:*', '@apex/core': 'workspace:*', firebase: '12.0.0' },
  ),
  'apps/web/package.json': manifest('@apex/web', undefined, {
    '@apex/auth-port': 'workspace:*',
    '@apex/core': 'workspace:*',
    '@apex/auth-memory': 'workspace:*',
    '@apex/auth-firebase': 'workspace:*',
  }),
};

function workspace(files) {
  const root = mkdtempSync(path.join(tmpdir(), 'boundaries-'));
  created.push(root);
  for (const [file, text] of Object.entries({ ...BASE, ...files })) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

const violationsOf = (files) =>
  checkBoundaries(workspace(files)).violations.map(({ file, line, specifier, rule }) => ({
    file,
    line,
    specifier,
    rule,
  }));

describe('check-boundaries', () => {
  it('accepts a workspace that follows the rule', () => {
    const root = workspace({
      'packages/core/src/index.ts': "export * from './password.ts';\n",
      'packages/core/src/password.ts': 'export const MIN = 6;\n',
      'packages/core/src/password.test.ts':
        "import { it } from 'vitest';\nimport fc from 'fast-check';\n",
      'packages/core/vitest.config.ts': "import { defineConfig } from 'vitest/config';\n",
      'packages/auth-port/src/index.ts': 'export type X = 1;\n',
      'packages/auth-port/src/conformance/index.ts': "import { describe } from 'vitest';\n",
      'packages/auth-memory/src/index.ts':
        "import { MIN } from '@apex/core';\nimport type { X } from '@apex/auth-port';\n",
      'packages/auth-memory/src/memory.test.ts':
        "import { describeBackendConformance } from '@apex/auth-port/conformance';\n",
      'packages/auth-firebase/src/index.ts':
        "import { initializeApp } from 'firebase/app';\nimport { getAuth } from '@firebase/auth';\n",
      'apps/web/src/backend/selectBackend.ts':
        "export const load = () => import('@apex/auth-memory');\nexport const fb = () => import('@apex/auth-firebase');\n",
      'apps/web/src/testing/renderApp.tsx':
        "import { createMemoryBackend } from '@apex/auth-memory';\n",
      'apps/web/src/features/account/testAccounts.ts':
        "import { createMemoryBackend } from '@apex/auth-memory';\nimport { vi } from 'vitest';\n",
      'apps/web/src/features/Form.test.tsx':
        "import '@apex/auth-memory';\nimport { readFileSync } from 'node:fs';\n",
      'apps/web/src/features/Form.tsx':
        "import { MIN } from '@apex/core';\nimport type { X } from '@apex/auth-port';\n",
      'apps/web/e2e/site.spec.ts': "import { test } from '@playwright/test';\n",
      'apps/web/dist/assets/firebase.js': "import 'firebase/app';\n",
      'apps/web/node_modules/x/index.js': "import '../../../../packages/core/src/password.ts';\n",
    });
    const result = checkBoundaries(root);
    assert.deepEqual(result.violations, []);
    assert.equal(result.packageCount, 5);
    assert.equal(result.filesChecked, 15);
  });

  it('refuses any package, npm module or Node builtin in shipped core code', () => {
    assert.deepEqual(
      violationsOf({
        'packages/core/src/format.ts':
          "import { inspect } from 'node:util';\nimport path from 'path';\nimport { z } from 'zod';\nimport type { X } from '@apex/auth-port';\n",
      }).map(({ specifier, rule, line }) => [specifier, rule, line]),
      [
        ['node:util', 'core-imports-nothing', 1],
        ['path', 'core-imports-nothing', 2],
        ['zod', 'core-imports-nothing', 3],
        ['@apex/auth-port', 'core-imports-nothing', 4],
      ],
    );
  });

  it('lets core tests use test tools but not builtins or workspace packages', () => {
    assert.deepEqual(
      violationsOf({
        'packages/core/src/x.test.ts':
          "import { it } from 'vitest';\nimport { readFileSync } from 'node:fs';\nimport '@apex/auth-memory';\n",
      }).map(({ specifier, rule }) => [specifier, rule]),
      [
        ['node:fs', 'core-imports-nothing'],
        ['@apex/auth-memory', 'core-imports-nothing'],
      ],
    );
  });

  it('refuses an edge the rule does not list, e.g. auth-port -> core', () => {
    assert.deepEqual(
      violationsOf({ 'packages/auth-port/src/index.ts': "import { MIN } from '@apex/core';\n" }),
      [
        {
          file: 'packages/auth-port/src/index.ts',
          line: 1,
          specifier: '@apex/core',
          rule: 'allowed-edges',
        },
      ],
    );
  });

  it('refuses adapter -> web and adapter -> adapter', () => {
    assert.deepEqual(
      violationsOf({
        'packages/auth-memory/src/index.ts': "import { x } from '@apex/auth-firebase';\n",
        'packages/auth-firebase/src/index.ts': "export { y } from '@apex/web';\n",
      }).map(({ specifier, rule }) => [specifier, rule]),
      [
        ['@apex/web', 'allowed-edges'],
        ['@apex/auth-firebase', 'allowed-edges'],
      ],
    );
  });

  it('refuses an adapter import in shipped web code outside selectBackend.ts', () => {
    assert.deepEqual(
      violationsOf({
        'apps/web/src/features/session/SessionProvider.tsx':
          "// import '@apex/auth-memory' in a comment does not count\nconst m = await import('@apex/auth-memory');\n",
        'apps/web/src/app/App.tsx':
          "import type { FirebaseOptions } from '@apex/auth-firebase';\nimport { helper } from './vitestHelpers.ts';\n",
      }),
      [
        {
          file: 'apps/web/src/app/App.tsx',
          line: 1,
          specifier: '@apex/auth-firebase',
          rule: 'adapter-only-in-selector',
        },
        {
          file: 'apps/web/src/features/session/SessionProvider.tsx',
          line: 2,
          specifier: '@apex/auth-memory',
          rule: 'adapter-only-in-selector',
        },
      ],
    );
  });

  it('refuses a static adapter import in the selector, allowing import() and import type', () => {
    assert.deepEqual(
      violationsOf({
        'apps/web/src/backend/selectBackend.ts': [
          "import type { MemoryBackend } from '@apex/auth-memory';",
          "import { createFirebaseBackend } from '@apex/auth-firebase';",
          "import { type MemoryOptions } from '@apex/auth-memory';",
          "export type { FirebaseOptions } from '@apex/auth-firebase';",
          'export async function load() {',
          '  const { createMemoryBackend } = await import(',
          "    '@apex/auth-memory'",
          '  );',
          '}',
          '',
        ].join('\n'),
      }),
      [
        {
          file: 'apps/web/src/backend/selectBackend.ts',
          line: 2,
          specifier: '@apex/auth-firebase',
          rule: 'adapter-dynamic-import',
        },
        {
          file: 'apps/web/src/backend/selectBackend.ts',
          line: 3,
          specifier: '@apex/auth-memory',
          rule: 'adapter-dynamic-import',
        },
      ],
    );
  });

  it('refuses a specifier that is not exactly a key of the target exports', () => {
    assert.deepEqual(
      violationsOf({
        'apps/web/src/a.ts':
          "import { x } from '@apex/core/src/password.ts';\nimport '@apex/auth-port/conformance/suite';\nimport '@apex/core/package.json';\nimport '@apex/auth-port/conformance';\n",
      }).map(({ specifier, rule }) => [specifier, rule]),
      [
        ['@apex/core/src/password.ts', 'exports-only'],
        ['@apex/auth-port/conformance/suite', 'exports-only'],
        ['@apex/core/package.json', 'exports-only'],
      ],
    );
  });

  it('honours pattern keys in exports', () => {
    assert.deepEqual(
      violationsOf({
        'packages/core/package.json': manifest('@apex/core', {
          '.': './src/index.ts',
          './facts/*': './src/facts/*.ts',
        }),
        'apps/web/src/a.ts': "import '@apex/core/facts/exam';\nimport '@apex/core/rules/exam';\n",
      }).map(({ specifier }) => specifier),
      ['@apex/core/rules/exam'],
    );
  });

  it('refuses a relative path into another package', () => {
    assert.deepEqual(
      violationsOf({
        'apps/web/src/a.ts': "import { MIN } from '../../../packages/core/src/password.ts';\n",
        'packages/auth-memory/src/b.ts': "import '../../../scripts/tool.mjs';\n",
      }).map(({ specifier, rule }) => [specifier, rule]),
      [
        ['../../../packages/core/src/password.ts', 'relative-escape'],
        ['../../../scripts/tool.mjs', 'relative-escape'],
      ],
    );
  });

  it('refuses firebase anywhere but auth-firebase, tests included', () => {
    assert.deepEqual(
      violationsOf({
        'apps/web/src/a.test.ts': "import { getAuth } from 'firebase/auth';\n",
        'packages/auth-memory/src/b.ts': "import { FirebaseError } from '@firebase/util';\n",
        'packages/auth-firebase/src/c.ts': "import { getAuth } from 'firebase/auth';\n",
      }).map(({ file, rule }) => [file, rule]),
      [
        ['apps/web/src/a.test.ts', 'firebase-only-in-adapter'],
        ['packages/auth-memory/src/b.ts', 'firebase-only-in-adapter'],
      ],
    );
  });

  it('refuses a workspace import the package.json does not declare', () => {
    assert.deepEqual(
      violationsOf({
        'packages/auth-memory/package.json': manifest(
          '@apex/auth-memory',
          { '.': './src/index.ts' },
          { '@apex/auth-port': 'workspace:*' },
        ),
        'packages/auth-memory/src/index.ts': "import { MIN } from '@apex/core';\n",
      }).map(({ specifier, rule }) => [specifier, rule]),
      [['@apex/core', 'declared-dependency']],
    );
  });

  it('refuses a package.json that lists a forbidden workspace edge', () => {
    assert.deepEqual(
      violationsOf({
        'packages/core/package.json': manifest(
          '@apex/core',
          { '.': './src/index.ts' },
          { '@apex/auth-port': 'workspace:*' },
        ),
      }),
      [
        {
          file: 'packages/core/package.json',
          line: 0,
          specifier: '@apex/auth-port',
          rule: 'manifest-edge',
        },
      ],
    );
  });

  it('refuses edges of a new package until the rule names it', () => {
    assert.deepEqual(
      violationsOf({
        'packages/analytics/package.json': manifest(
          '@apex/analytics',
          { '.': './src/index.ts' },
          { '@apex/core': 'workspace:*' },
        ),
        'packages/analytics/src/index.ts': "import { MIN } from '@apex/core';\n",
      }).map(({ file, rule }) => [file, rule]),
      [
        ['packages/analytics/package.json', 'manifest-edge'],
        ['packages/analytics/src/index.ts', 'allowed-edges'],
      ],
    );
  });

  it('fails from the command line with the file, the line and the rule', () => {
    const root = workspace({
      'apps/web/src/nav/Nav.tsx': "import { createMemoryBackend } from '@apex/auth-memory';\n",
    });
    const run = spawnSync(process.execPath, [SCRIPT, root], { encoding: 'utf8' });
    assert.equal(run.status, 1);
    assert.match(run.stderr, /1 violation/);
    assert.match(run.stderr, /apps\/web\/src\/nav\/Nav\.tsx:1 {2}'@apex\/auth-memory'/);
    assert.match(run.stderr, /\[adapter-only-in-selector\]/);
    assert.match(run.stderr, /only src\/backend\/selectBackend\.ts may load @apex\/auth-memory/);
  });

  it('passes from the command line on a clean workspace', () => {
    const root = workspace({ 'packages/core/src/index.ts': 'export const A = 1;\n' });
    const run = spawnSync(process.execPath, [SCRIPT, root], { encoding: 'utf8' });
    assert.equal(run.status, 0, run.stderr);
    assert.match(run.stdout, /1 files in 5 packages follow the dependency rule/);
  });
});
