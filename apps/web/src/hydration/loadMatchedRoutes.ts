import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * Loads a lazy route and writes what it returned into the route object, `lazy` removed: the
 * pattern react-router documents for hydrating with lazy routes ("Lazy Loading", data routers).
 */
async function loadRoute(route: RouteObject): Promise<void> {
  const { lazy } = route;
  if (typeof lazy !== 'function') return;
  Object.assign(route, await lazy());
  delete route.lazy;
}

/**
 * The routes that match `pathname` (under the router's `basename`, `/hi` on a Hindi page),
 * outermost first. entry-client matches in one task and loads in the next (loadRoutes): on a slow
 * phone ranking the route table is a task's worth of work already.
 */
export function matchedRoutes(
  routes: RouteObject[],
  pathname: string,
  basename?: string,
): RouteObject[] {
  return (matchRoutes(routes, pathname, basename) ?? []).map((match) => match.route);
}

/**
 * Loads the lazy routes given, before the router is created: the router then starts initialised
 * and hydration renders the prerendered page in one pass. Without it the first render would have
 * nothing for the page (no fallback: the markup would be thrown away).
 */
export async function loadRoutes(routes: readonly RouteObject[]): Promise<void> {
  await Promise.all(routes.map(loadRoute));
}

/** Loads every lazy route (tests render any page at once, with no loading step in between). */
export async function loadAllRoutes(routes: readonly RouteObject[]): Promise<void> {
  await Promise.all(
    routes.map(async (route) => {
      await loadRoute(route);
      await loadAllRoutes(route.children ?? []);
    }),
  );
}
