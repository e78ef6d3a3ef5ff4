/**
 * The boot script, imported by the inline loader each prerendered page ends with
 * (src/hydration/bootLoader.js, P17). On a prerendered page the content is already there, so the
 * app (entry-client.tsx: React, the router, the pages) is fetched only once the page has loaded
 * and painted: the HTML, CSS and images have the connection and the CPU to themselves, and the
 * page shows as fast as it would without JavaScript, then hydrates (docs/decisions.md, P4).
 *
 * The loader already waits for load and paint, except on a URL with a query, which it cannot
 * judge in a few bytes: it imports this script at once, and this script decides. A query that
 * changes the view starts the app now (P13); any other (`utm_*`, `fbclid`) gets the same wait
 * here. After the loader's own wait, this one is already over.
 */
import { nextTask } from './hydration/nextTask.ts';
import { bootPreloads, preloadInTurn } from './hydration/preloadInTurn.ts';
import { queryChangesView } from './hydration/queryChangesView.ts';

/**
 * React's runtime first, then the other libraries, then the app, a task apart, so each is
 * evaluated in a task of its own (P15, P23). Their chunks are asked for first, all of them, one
 * request per task (P29): they are fetched together and only evaluated in turn. The dev server's
 * page lists none, and fetches each as it is imported.
 */
async function start(): Promise<unknown> {
  await preloadInTurn(document, bootPreloads(document));
  await import('./hydration/reactRuntime.ts');
  await nextTask();
  await import('./hydration/routerRuntime.ts');
  await nextTask();
  return import('./entry-client.tsx');
}

/** Without the Paint Timing API (or if no paint is reported, e.g. a background tab) wait this long. */
const PAINT_FALLBACK_MS = 3000;

function whenLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

function whenPainted(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = window.setTimeout(resolve, PAINT_FALLBACK_MS);
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return;
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      window.clearTimeout(fallback);
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

/**
 * The prerendered form is the wrong one for this URL (/register?mode=signup gets the Login
 * markup): hide it (its space kept, so nothing shifts) and mark it busy, so nobody types into a
 * form the app is about to replace. Only with JavaScript running; if the app fails to load, the
 * form comes back, as usable as without JavaScript (docs/decisions.md, P13).
 */
function hideUntilRendered(main: HTMLElement): Promise<unknown> {
  main.dataset.pendingView = '';
  main.setAttribute('aria-busy', 'true');
  return start().catch((error: unknown) => {
    delete main.dataset.pendingView;
    main.removeAttribute('aria-busy');
    throw error;
  });
}

const root = document.getElementById('root');
const prerendered = root?.dataset.prerendered !== undefined;
const pendingMain = queryChangesView(
  root?.dataset.prerendered,
  window.location.pathname,
  window.location.search,
)
  ? root?.querySelector('main')
  : null;
if (pendingMain) {
  // Its markup is replaced anyway: start now, not after load and paint.
  void hideUntilRendered(pendingMain);
} else if (prerendered && typeof PerformanceObserver === 'function') {
  void Promise.all([whenLoaded(), whenPainted()]).then(start);
} else {
  void start();
}
