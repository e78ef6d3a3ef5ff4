// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PREBUNDLED } from './prebundled.ts';

interface Manifest {
  readonly dependencies?: Readonly<Record<string, string>>;
}

const root = new URL('../../../', import.meta.url);
const WORKSPACE_FOLDERS: Readonly<Record<string, string>> = {
  '@apex/core': 'packages/core',
  '@apex/auth-port': 'packages/auth-port',
  '@apex/auth-memory': 'packages/auth-memory',
  '@apex/server': 'packages/server',
};

function dependenciesOf(folder: string): string[] {
  const manifest: Manifest = JSON.parse(
    readFileSync(new URL(`${folder}/package.json`, root), 'utf8'),
  );
  return Object.keys(manifest.dependencies ?? {});
}

/**
 * The npm packages the development site's browser code may load: the web app's own and those of
 * each workspace package it uses on the memory backend, whichever way they are reached.
 */
function browserPackages(folder: string): string[] {
  return dependenciesOf(folder).flatMap((name) => {
    const workspace = WORKSPACE_FOLDERS[name];
    return workspace === undefined ? [name] : browserPackages(workspace);
  });
}

/**
 * Packages of ours the browser never loads: only `@apex/server/papers` imports them (a paper is
 * checked and its TeX turned into MathML on the server), and the dependency rules keep that entry
 * point out of the contract and the decisions the memory backend runs (.dependency-cruiser.cjs,
 * `server-papers-only-through-their-entry`).
 */
const SERVER_ONLY = new Set(['ajv', 'temml']);

/** The package an entry names: `@apex/core > jose` is jose, `react-dom/client` react-dom. */
function packageOf(entry: string): string {
  const specifier = entry.split(' > ').at(-1) ?? '';
  const parts = specifier.split('/');
  return (specifier.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

describe('the dependencies the dev server pre-bundles', () => {
  it('name every package the browser code depends on, so none is met mid-action', () => {
    // The memory backend, loaded on intent, is a dev dependency of the web app.
    const needed = new Set(
      [...browserPackages('apps/web'), ...browserPackages('packages/auth-memory')].filter(
        (name) => !SERVER_ONLY.has(name),
      ),
    );
    const prebundled = new Set(PREBUNDLED.map(packageOf));

    expect([...needed].filter((name) => !prebundled.has(name))).toEqual([]);
  });
});
