/**
 * Recognises a failed load of one of the site's own code chunks: after a deploy the old hashed
 * files are gone, so a page opened before it asks for a chunk that is no longer there (or the
 * network dropped the request). Such a failure is cured by loading the page again, unlike a bug.
 */

/** What browsers say when an `import()` cannot fetch its module (Chromium, Firefox, Safari). */
const IMPORT_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** Errors Vite reported through its public `vite:preloadError` event. */
const reportedByVite = new WeakSet<object>();

/**
 * Listens for Vite's `vite:preloadError`, which its preload helper dispatches on `window` for every
 * failed dynamic import (and for a failed preload of what it needs) before rethrowing the error,
 * and remembers that error as a chunk failure, whatever the browser's words. It does not cancel
 * the event: the caller gets the error as usual (a page shows its error screen, a form its "could
 * not reach" message). Returns a function that stops listening.
 */
export function watchChunkLoadErrors(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
) {
  const remember = (event: Event) => {
    const { payload } = event as Event & { payload?: unknown };
    if (typeof payload === 'object' && payload !== null) reportedByVite.add(payload);
  };
  target.addEventListener('vite:preloadError', remember);
  return () => target.removeEventListener('vite:preloadError', remember);
}

/** Whether `error` is a chunk that could not be loaded (see above). */
export function isChunkLoadError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  if (reportedByVite.has(error)) return true;
  return error instanceof Error && IMPORT_FAILURE.test(error.message);
}
