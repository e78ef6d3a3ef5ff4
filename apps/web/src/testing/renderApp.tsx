import type { MemoryBackend, MemoryBackendOptions } from '@apex/auth-memory';
import { createMemoryBackend } from '@apex/auth-memory';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders.tsx';
import { createRouteObjects } from '../app/routeObjects.tsx';
import { type BackendHandle, backendHandleOf } from '../backend/BackendHandle.ts';
import { loadAllRoutes } from '../hydration/loadMatchedRoutes.ts';
import { localeOfPath, routerBasename } from '../routes/localePath.ts';
import { fixedClock, TEST_TODAY } from './fixedClock.ts';

export interface RenderAppOptions {
  /** The URL to start at, e.g. `/register?mode=signup`; `/hi/...` renders the Hindi site. */
  route?: string;
  /** A backend prepared by the test; a fresh, empty memory backend otherwise. */
  backend?: MemoryBackend;
  backendOptions?: MemoryBackendOptions;
  /** Replaces the handle, e.g. one that loads `backend` only when asked, as the real site does. */
  handle?: BackendHandle;
  /** Pass `vi.advanceTimersByTime` when the test uses fake timers. */
  advanceTimers?: (ms: number) => void;
  /** The visitor's instant for the exam status, e.g. '2024-10-06T10:00:00+05:30'; TEST_TODAY otherwise. */
  today?: string;
}

/**
 * The site's routes in each language with every page loaded once, up front: a test renders any
 * page, and follows any link, at once, with no loading step in between.
 */
const routeObjects = { en: createRouteObjects('en'), hi: createRouteObjects('hi') };
await Promise.all([loadAllRoutes(routeObjects.en), loadAllRoutes(routeObjects.hi)]);

/** Renders the whole app, with every provider and the site's router, on the in-memory backend. */
export function renderApp({
  route = '/',
  backend,
  backendOptions,
  handle,
  advanceTimers,
  today = TEST_TODAY,
}: RenderAppOptions = {}) {
  const memory = backend ?? createMemoryBackend(backendOptions);
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : {});
  // As in the browser, a Hindi URL runs the Hindi routes under the basename /hi.
  const locale = localeOfPath(new URL(route, 'http://localhost').pathname);
  const basename = routerBasename(locale);
  const router = createMemoryRouter(routeObjects[locale], {
    initialEntries: [route],
    ...(basename === undefined ? {} : { basename }),
  });
  const result = render(
    <AppProviders backend={handle ?? backendHandleOf(memory)} clock={fixedClock(today)}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, user, backend: memory, router };
}
