import { createMemoryBackend } from '@apex/auth-memory';
import { AGENCY } from '@apex/core';
import { act, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { afterEach, expect, it } from 'vitest';
import { AppProviders } from '../app/AppProviders.tsx';
import { createRouteObjects } from '../app/routeObjects.tsx';
import { backendHandleOf } from '../backend/BackendHandle.ts';
import { routes } from '../routes/routes.tsx';
import { PageMeta } from '../seo/PageMeta.tsx';
import { loadRoutes, matchedRoutes } from './loadMatchedRoutes.ts';
import { replacePrerenderedHeadOnRender } from './prerenderedHead.ts';

let root: Root | undefined;
let container: HTMLElement | undefined;
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  document.head.replaceChildren();
  window.history.replaceState(null, '', '/');
});

/** Every title the document had, each time its head changed (read before the next paint). */
function watchTitle(): { seen: string[]; stop: () => void } {
  const seen = [document.title];
  const observer = new MutationObserver(() => seen.push(document.title));
  observer.observe(document.head, { childList: true, subtree: true, characterData: true });
  return { seen, stop: () => observer.disconnect() };
}

it('/register?mode=reset, rendered from scratch over the Login page, has a title in every frame and then one set of head tags', async () => {
  // The head the hosting serves for /register: Login's tags between the prerender's markers.
  const head = renderToStaticMarkup(
    <PageMeta
      title="Login"
      description="Log in to your Apex account to manage your profile."
      path={routes.register.path}
    />,
  );
  document.head.innerHTML = `<meta charset="UTF-8" /><!--app-head-->${head}<!--/app-head-->`;
  container = document.createElement('div');
  container.innerHTML = '<main><h1>Login</h1></main>';
  document.body.append(container);
  window.history.replaceState(null, '', routes.register.getHref('reset'));
  expect(document.title).toBe(`Login | ${AGENCY.name}`);

  const title = watchTitle();
  // entry-client's from-scratch path.
  const routeObjects = createRouteObjects();
  await loadRoutes(matchedRoutes(routeObjects, routes.register.path));
  const router = createBrowserRouter(routeObjects);
  replacePrerenderedHeadOnRender(document);
  const host = container;
  await act(async () => {
    root = createRoot(host);
    root.render(
      <StrictMode>
        <AppProviders backend={backendHandleOf(createMemoryBackend())}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
  title.stop();

  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Reset Password');
  expect(title.seen).not.toContain('');
  expect(document.title).toBe(`Reset Password | ${AGENCY.name}`);
  expect(document.head.querySelectorAll('title')).toHaveLength(1);
  const descriptions = document.head.querySelectorAll('meta[name="description"]');
  expect(Array.from(descriptions, (meta) => meta.getAttribute('content'))).toEqual([
    'Reset the password of your Apex account.',
  ]);
  expect(document.head.querySelectorAll('meta[charset]')).toHaveLength(1);
});
