import { describe, expect, it, vi } from 'vitest';
import { failedModuleUrl, importChunk } from './importChunk.ts';

const CHUNK = 'https://apex.example/assets/files-B5GedoAP.js';
const chromiumFailure = () =>
  new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}`);

describe('importChunk', () => {
  it('returns the chunk the bundler loaded, asking nothing more', async () => {
    const importFresh = vi.fn();
    await expect(importChunk(() => Promise.resolve({ ok: 1 }), importFresh)).resolves.toEqual({
      ok: 1,
    });
    expect(importFresh).not.toHaveBeenCalled();
  });

  it('fetches a chunk the browser remembers as failed again, under a new query', async () => {
    const importFresh = vi.fn((url: string) => Promise.resolve({ loadedFrom: url }));
    const first = await importChunk(() => Promise.reject(chromiumFailure()), importFresh);
    const second = await importChunk(() => Promise.reject(chromiumFailure()), importFresh);
    const [firstUrl, secondUrl] = importFresh.mock.calls.map(([url]) => new URL(url));
    expect(firstUrl?.pathname).toBe('/assets/files-B5GedoAP.js');
    expect(firstUrl?.searchParams.get('retry')).not.toBeNull();
    expect(secondUrl?.href).not.toBe(firstUrl?.href);
    expect(first).toEqual({ loadedFrom: firstUrl?.href });
    expect(second).toEqual({ loadedFrom: secondUrl?.href });
  });

  it('rejects with the first error when the fresh fetch fails too', async () => {
    const failure = chromiumFailure();
    await expect(
      importChunk(
        () => Promise.reject(failure),
        () => Promise.reject(new TypeError('still gone')),
      ),
    ).rejects.toBe(failure);
  });

  it('rethrows an error that names no chunk (a bug in the chunk, or Safari)', async () => {
    const importFresh = vi.fn();
    const bug = new TypeError('Importing a module script failed.');
    await expect(importChunk(() => Promise.reject(bug), importFresh)).rejects.toBe(bug);
    expect(importFresh).not.toHaveBeenCalled();
  });
});

describe('failedModuleUrl', () => {
  it('reads the address Chromium and Firefox name', () => {
    expect(failedModuleUrl(chromiumFailure())).toBe(CHUNK);
    expect(
      failedModuleUrl(new TypeError(`error loading dynamically imported module: ${CHUNK}`)),
    ).toBe(CHUNK);
    expect(failedModuleUrl('Failed to fetch dynamically imported module: x')).toBeUndefined();
  });
});
