import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Chunk, checkChunks, criticalPath, isFirebasePackage } from './check-chunks.mjs';

/**
 * Builds both variants for real (the same `vite build` as `build` and `build:firebase`) and checks
 * what loads first. The page's only script is the boot chunk (src/entry-boot.ts), which imports
 * the app (entry-client) once the page has loaded: neither, nor anything they import statically,
 * may hold Firebase code. check-chunks.mjs proves the rest (no Firebase in the memory build, no
 * memory adapter in the Firebase build).
 */
const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const vite = join(webDir, 'node_modules/vite/bin/vite.js');

const VARIANTS = {
  memory: { VITE_BACKEND: 'memory' },
  firebase: {
    VITE_BACKEND: 'firebase',
    VITE_FIREBASE_API_KEY: 'demo-api-key',
    VITE_FIREBASE_AUTH_DOMAIN: 'demo-apex.firebaseapp.com',
    VITE_FIREBASE_PROJECT_ID: 'demo-apex',
    VITE_FIREBASE_STORAGE_BUCKET: 'demo-apex.appspot.com',
    VITE_FIREBASE_APP_ID: '1:000000000000:web:0000000000000000000000',
    VITE_FIREBASE_MESSAGING_SENDER_ID: '000000000000',
  },
} as const;
type Variant = keyof typeof VARIANTS;

let work: string;
const outDir = (variant: Variant) => join(work, variant);

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'apex-built-chunks-'));
  for (const [variant, env] of Object.entries(VARIANTS)) {
    const mode = variant === 'firebase' ? ['--mode', 'firebase'] : [];
    const result = spawnSync(
      process.execPath,
      [
        vite,
        'build',
        ...mode,
        '--outDir',
        join(work, variant),
        '--emptyOutDir',
        '--logLevel',
        'error',
      ],
      { cwd: webDir, env: { ...process.env, ...env }, encoding: 'utf8' },
    );
    if (result.status !== 0) throw new Error(`${variant} build failed:\n${result.stderr}`);
  }
}, 240_000);

afterAll(() => rm(work, { recursive: true, force: true }));

function chunksOf(variant: Variant): Chunk[] {
  const report = JSON.parse(readFileSync(join(outDir(variant), '.chunks.json'), 'utf8')) as {
    chunks: Chunk[];
  };
  return report.chunks;
}

/** The app entry and its static imports: the code that hydrates the page. */
function appPath(chunks: Chunk[]): Chunk[] {
  const app = chunks.filter((chunk) => /(^|\/)entry-client-[^/]+\.js$/.test(chunk.file));
  expect(app).toHaveLength(1);
  return criticalPath(chunks.map((chunk) => ({ ...chunk, isEntry: app.includes(chunk) })));
}

describe.each(Object.keys(VARIANTS) as Variant[])('the %s build', (variant) => {
  it('has no Firebase module in the entry chunk or anything it imports statically', () => {
    const entry = criticalPath(chunksOf(variant));
    expect(entry.length).toBeGreaterThan(0);
    expect(entry.filter((chunk) => chunk.packages.some(isFirebasePackage))).toEqual([]);
  });

  it('has no Firebase module in the app chunk that hydrates the page, nor its static imports', () => {
    const app = appPath(chunksOf(variant));
    expect(app.filter((chunk) => chunk.packages.some(isFirebasePackage))).toEqual([]);
  });

  it('passes every check of check-chunks.mjs', () => {
    expect(checkChunks(outDir(variant), variant).failures).toEqual([]);
  });
});

describe('the Firebase build', () => {
  it('does ship Firebase, in chunks loaded on demand', () => {
    const firebase = chunksOf('firebase').filter((chunk) => chunk.packages.some(isFirebasePackage));
    expect(firebase.length).toBeGreaterThan(0);
  });
});
