/**
 * Loads one of the adapter's code chunks, and loads it again after a failure. A browser remembers
 * a module it could not fetch (the HTML module map keeps the failure for that URL), so once a
 * chunk has failed (the network dropped, or a deploy replaced it), every later `import()` of it
 * fails at once without asking the server, and "try again" could never work. The chunk is then
 * fetched afresh under a query string the browser has not seen.
 */

/** The chunk's address in the browser's words (Chromium and Firefox name it; Safari does not). */
const FAILED_MODULE = /dynamically imported module: (\S+)/i;

export function failedModuleUrl(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  return FAILED_MODULE.exec(error.message)?.[1];
}

function importUrl(url: string): Promise<unknown> {
  return import(/* @vite-ignore */ url);
}

let attempt = 0;

/**
 * `importer` is the bundler's `() => import('./chunk.ts')`; `importFresh` (tests replace it)
 * imports an address. When the browser names the chunk that failed, it is asked for once more
 * under a new `?retry=` query; otherwise the first error stands.
 */
export async function importChunk<T>(
  importer: () => Promise<T>,
  importFresh: (url: string) => Promise<unknown> = importUrl,
): Promise<T> {
  try {
    return await importer();
  } catch (error) {
    const url = failedModuleUrl(error);
    if (url === undefined) throw error;
    attempt += 1;
    const fresh = new URL(url);
    fresh.searchParams.set('retry', `${Date.now()}-${attempt}`);
    // The same file under another address: the same exports, which `importer`'s type describes.
    return (await importFresh(fresh.href).catch(() => {
      throw error;
    })) as T;
  }
}
