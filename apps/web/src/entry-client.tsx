import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/AppProviders.tsx';
import { createRouteObjects } from './app/routeObjects.tsx';
import { createBackendHandle } from './backend/BackendHandle.ts';
import { selectBackend } from './backend/selectBackend.ts';
import { loadMatchedRoutes } from './hydration/loadMatchedRoutes.ts';
import { nextTask } from './hydration/nextTask.ts';
import './styles/global.css';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');

const routeObjects = createRouteObjects();
// The page's chunk is fetched from now on, while the steps below wait for their tasks.
const pageLoaded = loadMatchedRoutes(routeObjects, window.location.pathname);

function app(router: ReturnType<typeof createBrowserRouter>) {
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
 * Rendering from scratch, React adds its own <title> and <meta>: drop the prerendered ones first
 * (between the markers build/prerender.ts writes) so the head never holds two of each.
 */
function removePrerenderedHead() {
  const nodes = Array.from(document.head.childNodes);
  const start = nodes.findIndex(
    (node) => node.nodeType === Node.COMMENT_NODE && node.nodeValue === 'app-head',
  );
  const end = nodes.findIndex(
    (node) => node.nodeType === Node.COMMENT_NODE && node.nodeValue === '/app-head',
  );
  if (start === -1 || end === -1) return;
  for (const node of nodes.slice(start + 1, end)) node.remove();
}

/**
 * The steps of starting the app, each in a task of its own (P15): this module's evaluation; the
 * current page's lazy route, loaded before the router exists so its first render has the page
 * (docs/decisions.md, P21); the router, whose creation numbers the history entry; then rendering.
 * Hydration runs as a transition, so it yields to the browser every few milliseconds instead of
 * holding the main thread for the whole page: the page it hydrates is already on screen.
 */
async function start(root: HTMLElement) {
  await nextTask();
  await pageLoaded;
  await nextTask();
  const router = createBrowserRouter(routeObjects);
  await nextTask();
  if (prerenderedForThisUrl(root)) {
    startTransition(() => {
      hydrateRoot(root, app(router));
    });
  } else {
    removePrerenderedHead();
    createRoot(root).render(app(router));
  }
}

void start(container);
