import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App.tsx';
import { AppProviders } from './app/AppProviders.tsx';
import { routes } from './app/routes.tsx';
import { createBackendHandle } from './backend/BackendHandle.ts';
import { selectBackend } from './backend/selectBackend.ts';
import { nextTask } from './hydration/nextTask.ts';
import { resolveLazyRoutes } from './hydration/resolveLazyRoutes.ts';
import { seedHistoryIndex } from './hydration/seedHistoryIndex.ts';
import './styles/global.css';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <BrowserRouter>
      <AppProviders backend={createBackendHandle(selectBackend)}>
        <App />
      </AppProviders>
    </BrowserRouter>
  </StrictMode>
);

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
 * Hydrates the prerendered page. Each step starts in a task of its own (P15): this module's
 * evaluation, numbering the history entry the way the router would on its first render (P20),
 * matching the route and loading its lazy component (an account page, so it hydrates with the
 * rest), then hydration. As a transition, hydration itself yields to the browser every few
 * milliseconds instead of holding the main thread for the whole page: the page it hydrates is
 * already on screen.
 */
async function hydrate(root: HTMLElement) {
  await nextTask();
  seedHistoryIndex(window.history);
  await nextTask();
  await resolveLazyRoutes(routes, window.location.pathname);
  await nextTask();
  startTransition(() => {
    hydrateRoot(root, app);
  });
}

if (prerenderedForThisUrl(container)) {
  void hydrate(container);
} else {
  removePrerenderedHead();
  createRoot(container).render(app);
}
