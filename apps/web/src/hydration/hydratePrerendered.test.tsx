import { createMemoryBackend } from '@apex/auth-memory';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../app/AppProviders.tsx';
import { createRouteObjects } from '../app/routeObjects.tsx';
import { backendHandleOf } from '../backend/BackendHandle.ts';
import { renderPage } from '../entry-server.tsx';
import { routes } from '../routes/routes.tsx';
import { beginInitialHydration, isInitialHydration } from './initialHydration.ts';
import { loadRoutes, matchedRoutes } from './loadMatchedRoutes.ts';

let root: Root | undefined;
let container: HTMLElement | undefined;
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  window.history.replaceState(null, '', '/');
});

/**
 * The browser's start-up (entry-client.tsx) on a page the build prerendered: the matched lazy
 * route loaded first, then the browser router, then hydration. React reports any mismatch with
 * the prerendered markup to onRecoverableError and renders afresh; neither may happen.
 */
async function hydrate(path: string) {
  const { html } = await renderPage(path);
  container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  window.history.replaceState(null, '', path);
  const prerenderedMain = container.querySelector('main');
  const prerenderedFooterLinks = [...container.querySelectorAll('footer a')];

  const routeObjects = createRouteObjects();
  await loadRoutes(matchedRoutes(routeObjects, path));
  const router = createBrowserRouter(routeObjects);
  const errors: unknown[] = [];
  const host = container;
  beginInitialHydration();
  await act(async () => {
    root = hydrateRoot(
      host,
      <StrictMode>
        <AppProviders backend={backendHandleOf(createMemoryBackend())}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
      { onRecoverableError: (error) => errors.push(error) },
    );
  });
  return { errors, prerenderedMain, prerenderedFooterLinks, router };
}

// The account pages (/login) are left to e2e/early-typing.spec.ts and the bench's hydration check:
// here the server and browser renderers share one copy of react-router, and the server's render of
// the form leaves its router context visible to the browser's.
describe('hydrating a prerendered page under the browser router', () => {
  it.each([routes.home.path, routes.apex.path, routes.beginner.path])(
    '%s hydrates in place, without a mismatch',
    async (path) => {
      const { errors, prerenderedMain } = await hydrate(path);
      expect(errors).toEqual([]);
      expect(prerenderedMain).not.toBeNull();
      expect(screen.getByRole('main')).toBe(prerenderedMain);
    },
  );

  it("keeps the static parts' markup, ends the hydration, and their links still go without a reload", async () => {
    const { errors, prerenderedFooterLinks, router } = await hydrate(routes.home.path);
    expect(errors).toEqual([]);
    expect(isInitialHydration()).toBe(false);
    const footer = screen.getByRole('contentinfo');
    const work = within(footer).getByRole('link', { name: 'Work' });
    expect(prerenderedFooterLinks).toContain(work);
    await userEvent.click(work);
    await waitFor(() => expect(router.state.location.pathname).toBe(routes.work.path));
  });
});
