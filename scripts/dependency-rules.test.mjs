// The import rules of .dependency-cruiser.cjs keep failing on a broken rule: each test adds one
// file that breaks one rule to a small workspace that follows them all, and expects that rule.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { forbidden, options } = createRequire(import.meta.url)('../.dependency-cruiser.cjs');

const manifest = (name, fields = {}) =>
  JSON.stringify({ name, type: 'module', exports: { '.': './src/index.ts' }, ...fields });

const OURS = ['core', 'auth-port', 'auth-memory', 'auth-firebase', 'server', 'extra'];

/** A workspace that follows every rule, in the shape of this repository. */
const BASELINE = {
  'packages/core/package.json': manifest('@apex/core'),
  'packages/core/src/index.ts': "export { one } from './one.ts';",
  'packages/core/src/one.ts': 'export const one = 1;',
  'packages/auth-port/package.json': manifest('@apex/auth-port'),
  'packages/auth-port/src/index.ts': 'export interface Backend { name: string }',
  'packages/auth-memory/package.json': manifest('@apex/auth-memory', {
    dependencies: { '@apex/auth-port': 'workspace:*', '@apex/core': 'workspace:*' },
  }),
  'packages/auth-memory/src/index.ts': [
    "import type { Backend } from '@apex/auth-port';",
    "import { one } from '@apex/core';",
    'export const createMemoryBackend = (): Backend => ({ name: String(one) });',
  ].join('\n'),
  'packages/auth-firebase/package.json': manifest('@apex/auth-firebase', {
    dependencies: { '@apex/auth-port': 'workspace:*', '@apex/core': 'workspace:*', firebase: '1' },
  }),
  'packages/auth-firebase/src/index.ts': [
    "import type { Backend } from '@apex/auth-port';",
    "import { initializeApp } from 'firebase/app';",
    'export const createFirebaseBackend = (): Backend => ({ name: String(initializeApp) });',
  ].join('\n'),
  'packages/server/package.json': manifest('@apex/server', {
    exports: {
      '.': './src/index.ts',
      './contract': './src/contract/index.ts',
      './papers': './src/papers/index.ts',
    },
    dependencies: { '@apex/core': 'workspace:*', valibot: '1', ajv: '8', temml: '0' },
  }),
  'packages/server/src/index.ts':
    "import { one } from '@apex/core';\nexport const decide = () => one;",
  'packages/server/src/papers/index.ts': [
    "import Ajv2020 from 'ajv/dist/2020';",
    "import temml from 'temml';",
    "import { one } from '@apex/core';",
    'export const importPaper = [Ajv2020, temml, one];',
  ].join('\n'),
  'packages/server/src/contract/index.ts':
    "import { object } from 'valibot';\nexport const request = object;",
  'packages/extra/package.json': manifest('@apex/extra'),
  'packages/extra/src/index.ts': 'export const extra = 1;',
  'apps/web/package.json': JSON.stringify({
    name: '@apex/web',
    type: 'module',
    dependencies: { '@apex/core': 'workspace:*', '@apex/auth-port': 'workspace:*', firebase: '1' },
    devDependencies: {
      '@apex/auth-memory': 'workspace:*',
      '@apex/auth-firebase': 'workspace:*',
      '@apex/extra': 'workspace:*',
      '@apex/server': 'workspace:*',
      'dev-tool': '1',
    },
  }),
  'apps/web/vite/practicePapers.ts':
    "import type { importPaper } from '@apex/server/papers';\nexport type Importer = typeof importPaper;",
  'apps/web/src/entry.client.tsx': "import { App } from './app/App.tsx';\nexport { App };",
  'apps/web/src/app/App.tsx': [
    "import { SiteLayout } from '../layouts/SiteLayout.tsx';",
    "import HomePage from '../pages/HomePage.tsx';",
    "import { selectBackend } from '../backend/selectBackend.ts';",
    'export const App = [SiteLayout, HomePage, selectBackend];',
  ].join('\n'),
  'apps/web/src/layouts/SiteLayout.tsx': [
    "import { SiteHeader } from '../components/nav/SiteHeader.tsx';",
    "import { NavAccount } from '../features/session/index.ts';",
    'export const SiteLayout = [SiteHeader, NavAccount];',
  ].join('\n'),
  'apps/web/src/pages/HomePage.tsx': [
    "import { Form } from '../features/account/index.ts';",
    "import { Button } from '../components/ui/Button.tsx';",
    "import styles from './HomePage.module.css';",
    'export default function HomePage() { return [Form, Button, styles]; }',
  ].join('\n'),
  'apps/web/src/pages/HomePage.module.css': '.page { margin: 0; }',
  'apps/web/src/pages/HomePage.test.tsx': [
    "import { NavAccount } from '../features/session/NavAccount.tsx';",
    "import { createMemoryBackend } from '@apex/auth-memory';",
    'export const probe = [NavAccount, createMemoryBackend];',
  ].join('\n'),
  'apps/web/src/features/account/index.ts': "export { Form } from './Form.tsx';",
  'apps/web/src/features/account/Form.tsx': [
    "import { NavAccount } from '../session/index.ts';",
    "import { Button } from '../../components/ui/Button.tsx';",
    "import { useBackend } from '../../backend/useBackend.ts';",
    'export const Form = [NavAccount, Button, useBackend];',
  ].join('\n'),
  'apps/web/src/features/session/index.ts': "export { NavAccount } from './NavAccount.tsx';",
  'apps/web/src/features/session/NavAccount.tsx': [
    "import { paths } from '../../routes/paths.ts';",
    'export const NavAccount = paths;',
  ].join('\n'),
  'apps/web/src/components/ui/Button.tsx': [
    "import { useThing } from '../../hooks/useThing.ts';",
    'export const Button = useThing;',
  ].join('\n'),
  'apps/web/src/components/nav/SiteHeader.tsx': [
    "import { Button } from '../ui/Button.tsx';",
    "import { paths } from '../../routes/paths.ts';",
    'export const SiteHeader = [Button, paths];',
  ].join('\n'),
  'apps/web/src/routes/paths.ts':
    "import { one } from '@apex/core';\nexport const paths = { one };",
  'apps/web/src/routes.ts':
    "import { paths } from './routes/paths.ts';\nexport default [{ paths, file: 'pages/HomePage.tsx' }];",
  'apps/web/src/hooks/useThing.ts': 'export const useThing = () => 1;',
  'apps/web/src/backend/useBackend.ts': 'export const useBackend = () => 1;',
  'apps/web/src/backend/selectBackend.ts': [
    "import type { MemoryBackend } from '@apex/auth-memory';",
    'export async function selectBackend(): Promise<unknown> {',
    "  const { createMemoryBackend } = await import('@apex/auth-memory');",
    '  return createMemoryBackend() as unknown as MemoryBackend;',
    '}',
  ].join('\n'),
  'apps/web/src/testing/renderApp.tsx': [
    "import { createMemoryBackend } from '@apex/auth-memory';",
    "import { App } from '../app/App.tsx';",
    'export const renderApp = () => [App, createMemoryBackend()];',
  ].join('\n'),
};

/** npm packages present in every package's node_modules, declared or not. */
const NPM = {
  valibot: { exports: { '.': './index.js' }, files: { 'index.js': 'export const object = 1;' } },
  firebase: {
    exports: { './app': './app.js' },
    files: { 'app.js': 'export const initializeApp = 1;' },
  },
  'dev-tool': { exports: { '.': './index.js' }, files: { 'index.js': 'export const tool = 1;' } },
  ajv: { files: { 'dist/2020.js': 'export default 1;' } },
  temml: { exports: { '.': './index.js' }, files: { 'index.js': 'export default 1;' } },
  'undeclared-lib': {
    exports: { '.': './index.js' },
    files: { 'index.js': 'export const x = 1;' },
  },
};

const roots = [];
after(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

function write(root, file, text) {
  const full = path.join(root, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, text);
}

/** Writes the baseline plus `extra` files, links the workspace like pnpm does, and cruises it. */
async function violationsOf(extra = {}) {
  const root = mkdtempSync(path.join(tmpdir(), 'dependency-rules-'));
  roots.push(root);
  for (const [file, text] of Object.entries({ ...BASELINE, ...extra })) write(root, file, text);
  for (const owner of ['apps/web', 'apps/functions', ...OURS.map((name) => `packages/${name}`)]) {
    mkdirSync(path.join(root, owner, 'node_modules/@apex'), { recursive: true });
    for (const name of OURS) {
      symlinkSync(
        path.join(root, 'packages', name),
        path.join(root, owner, 'node_modules/@apex', name),
        'dir',
      );
    }
    for (const [name, { exports, files }] of Object.entries(NPM)) {
      write(root, `${owner}/node_modules/${name}/package.json`, JSON.stringify({ name, exports }));
      for (const [file, text] of Object.entries(files)) {
        write(root, `${owner}/node_modules/${name}/${file}`, text);
      }
    }
  }
  const { output } = await cruise(['apps', 'packages'], {
    ...options,
    baseDir: root,
    validate: true,
    ruleSet: { forbidden, options },
  });
  return output.summary.violations.map(({ rule, from, to }) => ({ rule: rule.name, from, to }));
}

const rulesOf = (violations) => [...new Set(violations.map(({ rule }) => rule))].sort();

/** One file that breaks `rule`, and every rule its violations may name. */
const BREAKERS = [
  {
    rule: 'core-imports-nothing',
    files: {
      'packages/core/src/bad.ts': "import { extra } from '@apex/extra';\nexport { extra };",
    },
  },
  {
    rule: 'core-credential-imports-jose-only',
    files: {
      'packages/core/src/credential/bad.ts':
        "import { extra } from '@apex/extra';\nexport { extra };",
    },
  },
  {
    rule: 'core-never-imports-ours-or-builtins',
    files: {
      'packages/core/src/bad.test.ts':
        "import { extra } from '../../extra/src/index.ts';\nexport { extra };",
    },
  },
  {
    rule: 'core-never-imports-builtins',
    files: {
      'packages/core/src/bad.test.ts':
        "import { readFileSync } from 'node:fs';\nexport { readFileSync };",
    },
  },
  {
    rule: 'auth-port-imports-no-package-of-ours',
    files: {
      'packages/auth-port/src/bad.ts': "import { one } from '@apex/core';\nexport { one };",
    },
  },
  {
    rule: 'adapters-import-port-core-and-server-only',
    files: {
      'packages/auth-memory/src/bad.ts':
        "import { createFirebaseBackend } from '@apex/auth-firebase';\nexport { createFirebaseBackend };",
    },
  },
  {
    rule: 'firebase-adapter-imports-only-the-contract',
    files: {
      'packages/auth-firebase/src/bad.ts':
        "import { decide } from '@apex/server';\nexport { decide };",
    },
  },
  {
    rule: 'firebase-conformance-runs-the-functions-retention-only',
    files: {
      'packages/auth-firebase/src/conformance.test.ts':
        "import { extra } from '@apex/extra';\nexport { extra };",
    },
  },
  {
    rule: 'server-imports-core-and-valibot-only',
    files: {
      'packages/server/src/bad.ts': "import { extra } from '@apex/extra';\nexport { extra };",
    },
  },
  {
    rule: 'server-imports-no-npm-but-valibot',
    files: {
      'packages/server/package.json': manifest('@apex/server', {
        exports: { '.': './src/index.ts', './contract': './src/contract/index.ts' },
        dependencies: { '@apex/core': 'workspace:*', valibot: '1', 'dev-tool': '1' },
      }),
      'packages/server/src/bad.ts': "import { tool } from 'dev-tool';\nexport { tool };",
    },
  },
  {
    rule: 'server-papers-import-ajv-and-temml-only',
    files: {
      'packages/server/package.json': manifest('@apex/server', {
        exports: { '.': './src/index.ts', './papers': './src/papers/index.ts' },
        dependencies: { '@apex/core': 'workspace:*', ajv: '8', temml: '0', 'dev-tool': '1' },
      }),
      'packages/server/src/papers/bad.ts': "import { tool } from 'dev-tool';\nexport { tool };",
    },
  },
  {
    rule: 'server-papers-only-through-their-entry',
    files: {
      'packages/server/src/contract/bad.ts':
        "import { importPaper } from '../papers/index.ts';\nexport { importPaper };",
    },
  },
  {
    rule: 'server-papers-pure-files-stay-pure',
    files: {
      'packages/server/src/papers/seededShuffle.ts':
        "import { importPaper } from './index.ts';\nexport { importPaper };",
    },
  },
  {
    rule: 'functions-import-core-and-server-only',
    files: {
      'apps/functions/package.json': manifest('@apex/functions', {
        dependencies: { '@apex/core': 'workspace:*', '@apex/auth-port': 'workspace:*' },
      }),
      'apps/functions/src/bad.ts':
        "import type { Backend } from '@apex/auth-port';\nexport type { Backend };",
    },
  },
  {
    rule: 'web-imports-core-port-and-adapters-only',
    files: {
      'apps/web/src/routes/bad.ts': "import { extra } from '@apex/extra';\nexport { extra };",
    },
  },
  {
    rule: 'new-package-needs-a-rule',
    files: { 'packages/extra/src/bad.ts': "import { one } from '@apex/core';\nexport { one };" },
  },
  {
    rule: 'adapter-only-in-selector',
    files: {
      'apps/web/src/pages/BadPage.tsx':
        "import { createMemoryBackend } from '@apex/auth-memory';\nexport default createMemoryBackend;",
    },
  },
  {
    rule: 'adapter-by-dynamic-import',
    files: {
      'apps/web/src/backend/selectBackend.ts':
        "import { createMemoryBackend } from '@apex/auth-memory';\nexport const selectBackend = createMemoryBackend;",
    },
  },
  {
    rule: 'firebase-only-in-adapter',
    files: {
      'apps/web/src/routes/bad.ts':
        "import { initializeApp } from 'firebase/app';\nexport { initializeApp };",
    },
  },
  {
    rule: 'exports-only',
    files: {
      'apps/web/src/routes/bad.ts': "import { one } from '@apex/core/src/one.ts';\nexport { one };",
    },
  },
  {
    rule: 'relative-import-stays-in-its-package',
    files: {
      'apps/web/src/routes/bad.ts':
        "import { one } from '../../../../packages/core/src/one.ts';\nexport { one };",
    },
  },
  {
    rule: 'declared-dependency',
    files: { 'apps/web/build/bad.ts': "import { x } from 'undeclared-lib';\nexport { x };" },
  },
  {
    rule: 'no-dev-dependency-in-shipped-code',
    files: { 'apps/web/src/routes/bad.ts': "import { tool } from 'dev-tool';\nexport { tool };" },
  },
  {
    rule: 'no-circular',
    files: {
      'apps/web/src/hooks/useA.ts': "import { b } from './useB.ts';\nexport const a = () => b;",
      'apps/web/src/hooks/useB.ts': "import { a } from './useA.ts';\nexport const b = () => a;",
    },
  },
  {
    rule: 'shipped-code-never-imports-tests',
    files: {
      'apps/web/src/hooks/useBad.ts':
        "import { renderApp } from '../testing/renderApp.tsx';\nexport { renderApp };",
    },
  },
  {
    rule: 'web-folder-has-a-layer',
    files: {
      'apps/web/src/utils/bad.ts': "import { paths } from '../routes/paths.ts';\nexport { paths };",
    },
  },
  {
    rule: 'only-app-wiring-imports-app-wiring',
    files: {
      'apps/web/src/pages/BadPage.tsx':
        "import { SiteLayout } from '../layouts/SiteLayout.tsx';\nexport default SiteLayout;",
    },
  },
  {
    rule: 'pages-are-composed-only-by-app-wiring',
    files: {
      'apps/web/src/features/account/Bad.tsx':
        "import HomePage from '../../pages/HomePage.tsx';\nexport { HomePage };",
    },
  },
  {
    rule: 'route-table-imports-no-page',
    files: {
      'apps/web/src/routes/paths.ts':
        "import HomePage from '../pages/HomePage.tsx';\nexport const routes = { home: HomePage };",
    },
  },
  {
    rule: 'pages-folder-holds-pages',
    files: {
      'apps/web/src/pages/journeySteps.ts':
        "import { paths } from '../routes/paths.ts';\nexport const steps = paths;",
    },
  },
  {
    rule: 'page-imports-no-other-page-nor-its-css',
    files: {
      'apps/web/src/pages/AboutPage.tsx':
        "import styles from './HomePage.module.css';\nexport default function AboutPage() { return styles; }",
    },
  },
  {
    rule: 'components-and-foundation-never-import-features',
    files: {
      'apps/web/src/components/nav/SiteHeader.tsx':
        "import { NavAccount } from '../../features/session/index.ts';\nexport const SiteHeader = NavAccount;",
    },
  },
  {
    rule: 'foundation-never-imports-components',
    files: {
      'apps/web/src/hooks/useBad.ts':
        "import { Button } from '../components/ui/Button.tsx';\nexport { Button };",
    },
  },
  {
    rule: 'components-never-touch-the-backend',
    files: {
      'apps/web/src/components/ui/Bad.tsx':
        "import { useBackend } from '../../backend/useBackend.ts';\nexport { useBackend };",
    },
  },
  {
    rule: 'feature-reaches-another-through-its-index',
    files: {
      'apps/web/src/features/account/Bad.tsx':
        "import { NavAccount } from '../session/NavAccount.tsx';\nexport { NavAccount };",
    },
  },
  {
    rule: 'organiser-console-only-in-its-page',
    files: {
      'apps/web/src/features/organiser/index.ts': 'export const OrganiserConsole = 1;',
      'apps/web/src/pages/BadPage.tsx':
        "import { OrganiserConsole } from '../features/organiser/index.ts';\nexport default OrganiserConsole;",
    },
  },
  {
    rule: 'web-build-imports-only-the-paper-import',
    files: {
      'apps/web/vite/practicePapers.ts':
        "import { decide } from '@apex/server';\nexport const importer = decide;",
    },
  },
  {
    rule: 'feature-used-through-its-index',
    files: {
      'apps/web/src/pages/BadPage.tsx':
        "import { NavAccount } from '../features/session/NavAccount.tsx';\nexport default NavAccount;",
    },
  },
];

describe('the import rules (.dependency-cruiser.cjs)', () => {
  it('pass a workspace that follows them: tests and test support may reach further', async () => {
    assert.deepEqual(await violationsOf(), []);
  });

  it('each have a test below that breaks them', () => {
    assert.deepEqual(
      BREAKERS.map(({ rule }) => rule).sort(),
      forbidden.map(({ name }) => name).sort(),
    );
  });

  for (const { rule, files } of BREAKERS) {
    it(`fail on a broken ${rule}`, async () => {
      const found = rulesOf(await violationsOf(files));
      assert.ok(found.includes(rule), `expected ${rule}, got ${found.join(', ') || 'nothing'}`);
    });
  }

  it("keep the papers' libraries (ajv, temml) out of the rest of the server package", async () => {
    const found = rulesOf(
      await violationsOf({
        'packages/server/src/contract/bad.ts': "import temml from 'temml';\nexport { temml };",
      }),
    );
    assert.deepEqual(found, ['server-imports-no-npm-but-valibot']);
  });

  it('pass on this repository', async () => {
    const { output } = await cruise(['apps', 'packages', 'scripts'], {
      ...options,
      baseDir: REPO,
      validate: true,
      ruleSet: { forbidden, options },
    });
    assert.deepEqual(output.summary.violations, []);
  });
});
