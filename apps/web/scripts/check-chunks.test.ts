import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Chunk, checkChunks, criticalPath, isRouteManifest } from './check-chunks.mjs';

let dist: string;
beforeEach(async () => {
  dist = await mkdtemp(join(tmpdir(), 'apex-chunks-'));
  await mkdir(join(dist, 'assets'));
});
afterEach(() => rm(dist, { recursive: true, force: true }));

const chunk = (file: string, packages: string[], more: Partial<Chunk> = {}): Chunk => ({
  file: `assets/${file}`,
  isEntry: false,
  imports: [],
  dynamicImports: [],
  packages,
  ...more,
});

async function writeBuild(backend: string, chunks: Chunk[], text: Record<string, string> = {}) {
  await writeFile(join(dist, '.chunks.json'), JSON.stringify({ backend, chunks }));
  for (const { file } of chunks) {
    await writeFile(join(dist, file), text[file] ?? 'export {};');
  }
}

const entry = chunk('index.js', ['@apex/web', 'react'], {
  isEntry: true,
  dynamicImports: ['assets/adapter.js'],
});

describe('the credential code (jose, issue 32)', () => {
  it('passes when only import() loads it', async () => {
    await writeBuild('memory', [
      entry,
      chunk('adapter.js', ['@apex/auth-memory']),
      chunk('certificate-page.js', ['@apex/web'], { dynamicImports: ['assets/check.js'] }),
      chunk('check.js', ['@apex/core'], { imports: ['assets/jose.js'] }),
      chunk('jose.js', ['jose']),
    ]);
    expect(checkChunks(dist, 'memory').failures).toEqual([]);
  });

  it('fails when a page imports it statically, or the entry does', async () => {
    await writeBuild('memory', [
      entry,
      chunk('adapter.js', ['@apex/auth-memory']),
      chunk('home-page.js', ['@apex/web'], { imports: ['assets/jose.js'] }),
      chunk('jose.js', ['jose']),
    ]);
    expect(checkChunks(dist, 'memory').failures).toContainEqual(
      expect.stringContaining(
        'jose is loaded with a page or the entry, not by import(): assets/jose.js',
      ),
    );
    await writeBuild('memory', [
      { ...entry, imports: ['assets/jose.js'] },
      chunk('adapter.js', ['@apex/auth-memory']),
      chunk('jose.js', ['jose']),
    ]);
    expect(checkChunks(dist, 'memory').failures).toContainEqual(
      expect.stringContaining('jose is loaded with a page or the entry'),
    );
  });
});

describe('checkChunks on a memory build', () => {
  it('passes when Firebase is nowhere and the memory adapter is lazy', async () => {
    await writeBuild('memory', [entry, chunk('adapter.js', ['@apex/auth-memory'])]);
    expect(checkChunks(dist, 'memory').failures).toEqual([]);
  });

  it('fails when any chunk holds Firebase code', async () => {
    await writeBuild('memory', [
      entry,
      chunk('adapter.js', ['@apex/auth-memory']),
      chunk('stray.js', ['@firebase/auth']),
    ]);
    expect(checkChunks(dist, 'memory').failures).toContainEqual(
      expect.stringContaining('ships Firebase code in assets/stray.js'),
    );
  });

  it('fails when a script names a Firebase endpoint, whatever the report says', async () => {
    await writeBuild('memory', [entry, chunk('adapter.js', ['@apex/auth-memory'])], {
      'assets/adapter.js': 'fetch("https://identitytoolkit.googleapis.com/v1")',
    });
    expect(checkChunks(dist, 'memory').failures).toContainEqual(
      expect.stringContaining('names Firebase endpoints'),
    );
  });

  it('fails when dist holds the other build', async () => {
    await writeBuild('firebase', [entry, chunk('adapter.js', ['@apex/auth-firebase'])]);
    expect(checkChunks(dist, 'memory').failures).toContainEqual(
      expect.stringContaining('expected a memory build'),
    );
  });

  it('fails when a script is missing from the report', async () => {
    await writeBuild('memory', [entry, chunk('adapter.js', ['@apex/auth-memory'])]);
    await writeFile(join(dist, 'assets', 'unlisted.js'), '');
    expect(checkChunks(dist, 'memory').failures).toContainEqual(
      expect.stringContaining('not in it: assets/unlisted.js'),
    );
  });

  it('fails without a report', () => {
    expect(checkChunks(dist, 'memory').failures).toContainEqual(
      expect.stringContaining('.chunks.json is missing'),
    );
  });
});

describe('checkChunks on a Firebase build', () => {
  const adapter = chunk('adapter.js', ['@apex/auth-firebase', '@firebase/auth', 'firebase']);

  it('passes when Firebase loads lazily and the memory adapter is absent', async () => {
    await writeBuild('firebase', [entry, adapter]);
    expect(checkChunks(dist, 'firebase').failures).toEqual([]);
  });

  it('fails when the memory adapter is shipped', async () => {
    await writeBuild('firebase', [entry, adapter, chunk('memory.js', ['@apex/auth-memory'])]);
    expect(checkChunks(dist, 'firebase').failures).toContainEqual(
      expect.stringContaining('ships the memory adapter in assets/memory.js'),
    );
  });

  it('fails when the entry chunk statically imports Firebase', async () => {
    await writeBuild('firebase', [{ ...entry, imports: ['assets/adapter.js'] }, adapter]);
    expect(checkChunks(dist, 'firebase').failures).toContainEqual(
      expect.stringContaining('Firebase code is on the critical path: assets/adapter.js'),
    );
  });

  it('fails when the adapter is missing', async () => {
    await writeBuild('firebase', [entry]);
    expect(checkChunks(dist, 'firebase').failures).toContainEqual(
      expect.stringContaining('missing from the Firebase build'),
    );
  });
});

describe('criticalPath', () => {
  it('follows static imports from the entries, not dynamic ones', () => {
    const chunks = [
      chunk('a.js', [], {
        isEntry: true,
        imports: ['assets/b.js'],
        dynamicImports: ['assets/c.js'],
      }),
      chunk('b.js', [], { imports: ['assets/a.js'] }),
      chunk('c.js', []),
    ];
    expect(criticalPath(chunks).map((c) => c.file)).toEqual(['assets/a.js', 'assets/b.js']);
  });
});

describe('isRouteManifest', () => {
  it("knows React Router's route manifest, and nothing else, as the file no chunk report covers", () => {
    expect(isRouteManifest('assets/manifest-f0eb9bda.js')).toBe(true);
    expect(isRouteManifest('assets/manifestation-1a2b.js')).toBe(false);
    expect(isRouteManifest('assets/entry.client-BzI0iE6o.js')).toBe(false);
  });
});
