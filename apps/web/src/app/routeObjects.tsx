import type { RouteObject } from 'react-router-dom';
import { AccountLayout } from '../layouts/AccountLayout.tsx';
import { RootLayout } from '../layouts/RootLayout.tsx';
import { SiteLayout } from '../layouts/SiteLayout.tsx';
import {
  notFoundRoute,
  type RouteDefinition,
  type RouteLayout,
  routes,
} from '../routes/routes.tsx';
import type { RouteHandle } from '../seo/RouteMeta.tsx';

type RouteEntry = Pick<RouteDefinition, 'path' | 'page' | 'layout' | 'meta'>;

function pageRoute({ path, page, meta }: RouteEntry): RouteObject {
  const handle: RouteHandle = { path, meta };
  return { path, handle, lazy: async () => ({ element: await page() }) };
}

function layoutRoute(layout: RouteLayout, entries: readonly RouteEntry[]): RouteObject {
  return {
    element: layout === 'site' ? <SiteLayout /> : <AccountLayout />,
    children: entries.filter((entry) => entry.layout === layout).map(pageRoute),
  };
}

/**
 * The react-router route objects for the table in src/routes/routes.tsx: one root (the design
 * tokens and the matched route's head tags), a layout per kind of page, each page loaded with
 * `route.lazy`. A fresh array on every call, because loading a lazy route writes into its object.
 */
export function createRouteObjects(): RouteObject[] {
  const entries: readonly RouteEntry[] = [...Object.values(routes), notFoundRoute];
  return [
    {
      element: <RootLayout />,
      children: [layoutRoute('account', entries), layoutRoute('site', entries)],
    },
  ];
}
