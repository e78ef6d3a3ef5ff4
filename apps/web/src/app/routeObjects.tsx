import { DEFAULT_LOCALE, type Locale } from '@apex/core';
import type { RouteObject } from 'react-router-dom';
import { AccountLayout } from '../layouts/AccountLayout.tsx';
import { RootError } from '../layouts/RootError.tsx';
import { RootLayout } from '../layouts/RootLayout.tsx';
import { RouteError } from '../layouts/RouteError.tsx';
import { SiteLayout } from '../layouts/SiteLayout.tsx';
import { HI_META, HI_NOT_FOUND_META } from '../routes/meta.hi.ts';
import {
  notFoundRoute,
  type RouteDefinition,
  type RouteId,
  type RouteLayout,
  type RouteMeta as RouteMetaEntry,
  routes,
} from '../routes/routes.tsx';
import { type RouteHandle, RouteMeta } from '../seo/RouteMeta.tsx';

type RouteEntry = Pick<RouteDefinition, 'path' | 'page' | 'layout' | 'meta'>;

/**
 * A page: its head tags and the page, loaded with `route.lazy`. The head tags are rendered with the
 * page, not above it, so a page that fails gives way to its error element, title and all. The
 * error element is the route's own, so it shows inside the layout (header and footer stay); the
 * account layout has no <main> around its pages, so there it brings one.
 */
function pageRoute({ path, page, meta, layout }: RouteEntry): RouteObject {
  const handle: RouteHandle = { path, meta };
  return {
    path,
    handle,
    errorElement: <RouteError ownMain={layout === 'account'} />,
    lazy: async () => {
      try {
        const element = await page();
        return {
          element: (
            <>
              <RouteMeta />
              {element}
            </>
          ),
        };
      } catch (error) {
        // react-router keeps a route whose `lazy` rejected as still loading and renders nothing
        // for it: a blank page. As the route's loader error, the error element shows it instead.
        return {
          element: null,
          loader: () => {
            throw error;
          },
        };
      }
    },
  };
}

function layoutRoute(layout: RouteLayout, entries: readonly RouteEntry[]): RouteObject {
  return {
    element: layout === 'site' ? <SiteLayout /> : <AccountLayout />,
    children: entries.filter((entry) => entry.layout === layout).map(pageRoute),
  };
}

/**
 * The react-router route objects for the table in src/routes/routes.tsx, for a page in `locale`
 * (its head tags in that language; a Hindi document runs them under the basename `/hi`): one root
 * (the language and the design tokens), a layout per kind of page, each page loaded with `route.lazy` and rendered with its
 * head tags. Every page has an error element, and so has the root, for a layout that fails: no
 * failure leaves the page blank. A fresh array on every call, because loading a lazy route writes
 * into its object.
 */
export function createRouteObjects(locale: Locale = DEFAULT_LOCALE): RouteObject[] {
  const metaOf = (id: RouteId): RouteMetaEntry => (locale === 'hi' ? HI_META[id] : routes[id].meta);
  // `routes` is a literal table: its keys are exactly RouteId, which Object.keys cannot say.
  const entries: readonly RouteEntry[] = [
    ...(Object.keys(routes) as RouteId[]).map((id) => ({ ...routes[id], meta: metaOf(id) })),
    { ...notFoundRoute, meta: locale === 'hi' ? HI_NOT_FOUND_META : notFoundRoute.meta },
  ];
  return [
    {
      element: <RootLayout locale={locale} />,
      errorElement: <RootError />,
      children: [layoutRoute('account', entries), layoutRoute('site', entries)],
    },
  ];
}
