import { loadCatalog } from '@apex/core';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type RouteObject, RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/AppProviders.tsx';
import { createRouteObjects } from './app/routeObjects.tsx';
import { createBackendHandle } from './backend/BackendHandle.ts';
import { selectBackend } from './backend/selectBackend.ts';
import { watchChunkLoadErrors } from './hydration/chunkLoadError.ts';
import { beginInitialHydration } from './hydration/initialHydration.ts';
import { loadRoutes, matchedRoutes } from './hydration/loadMatchedRoutes.ts';
import { nextTask } from './hydration/nextTask.ts';
import { replacePrerenderedHeadOnRender } from './hydration/prerenderedHead.ts';
import { clearReloadGuard, openSessionStorage } from './hydration/reloadOnce.ts';
import { localeOfPath, routerBasename } from './routes/localePath.ts';
import './styles/global.css';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');

watchChunkLoadErrors(window);
// The document's language is its URL's (`/hi/...` is Hindi); its router stays in it (L2).
const locale = localeOfPath(window.location.pathname);
const basename = routerBasename(locale);

/**
 * Starts fetching what this page needs beyond the app: its lazy routes' chunks (`pageRoutes`; if
 * one fails, its route gets a loader that throws the failure: src/app/routeObjects.tsx) and, on a
 * Hindi page, its words, which come in a chunk of their own (L14). Without the words the app
 * cannot render the page: the prerendered page then stays, readable, its links working.
 */
function fetchPageNeeds(pageRoutes: readonly RouteObject[]) {
  const pageLoaded = loadRoutes(pageRoutes);
  const wordsLoaded = loadCatalog(locale).then(
    () => true,
    (error: unknown) => {
      console.error('Error loading the words of this language:', error);
      return false;
    },
  );
  return Promise.all([wordsLoaded, pageLoaded]).then(([words]) => words);
}

type Router = ReturnType<typeof createBrowserRouter>;

/** Resolves once the router has run the loaders it needed (only a failed page has one). */
function whenInitialized(router: Router): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

function app(router: Router) {
  return (
    <StrictMode>
      <AppProviders backend={createBackendHandle(selectBackend)}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}

/**
 * Hydrate only markup rendered for this very URL (build/prerender.ts records it). The app shell
 * (/edit-profile), the 404 page and the dev server have none to match, and a query string
 * (?mode=signup, ?course=expert) can change what the page shows, so those render from scratch.
 */
function prerenderedForThisUrl(root: HTMLElement): boolean {
  const here = window.location.pathname.replace(/\/+$/, '') || '/';
  return root.dataset.prerendered === here && window.location.search === '';
}

/**
 * The steps of starting the app, each in a task of its own (P15, P25): this module's evaluation;
 * the route table and the routes matching this URL; the fetch of the current page's lazy route,
 * loaded before the router exists so its first render has the page (docs/decisions.md, P21), and
 * of its words; session storage, opened while they download (P27); the router, whose creation
 * numbers the history entry; then rendering.
 * Hydration runs as a transition, so it yields to the browser every few milliseconds instead of
 * holding the main thread for the whole page: the page it hydrates is already on screen.
 */
async function start(root: HTMLElement) {
  await nextTask();
  const routeObjects = createRouteObjects(locale);
  const pageRoutes = matchedRoutes(routeObjects, window.location.pathname, basename);
  await nextTask();
  const pageNeeds = fetchPageNeeds(pageRoutes);
  await nextTask();
  const storage = openSessionStorage();
  if (!(await pageNeeds)) return;
  await nextTask();
  const router = createBrowserRouter(routeObjects, basename === undefined ? {} : { basename });
  // A page whose code did not load fails in its loader; the prerendered page stays on screen until
  // the router knows, so the error element replaces it without a blank moment.
  await whenInitialized(router);
  const failed = router.state.errors !== null;
  // This page's code loaded: a later deploy may reload it again (src/layouts/RouteError.tsx).
  if (!failed) clearReloadGuard(storage);
  await nextTask();
  if (!failed && prerenderedForThisUrl(root)) {
    beginInitialHydration();
    startTransition(() => {
      hydrateRoot(root, app(router));
    });
  } else {
    replacePrerenderedHeadOnRender(document);
    createRoot(root).render(app(router));
  }
}

void start(container);
