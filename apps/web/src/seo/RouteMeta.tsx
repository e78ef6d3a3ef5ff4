import { useLocation, useMatches } from 'react-router-dom';
import type { RouteMeta as RouteMetaEntry } from '../routes/routes.tsx';
import { PageMeta } from './PageMeta.tsx';

/** What each route object carries for this component (src/app/routeObjects.tsx sets it). */
export interface RouteHandle {
  readonly path: string;
  readonly meta: RouteMetaEntry;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'meta' in handle && 'path' in handle;
}

/**
 * The head tags of the matched route, from its entry in src/routes/routes.tsx. The canonical URL
 * is the route's path (the not-found route's is the address asked for). A route whose metadata is
 * 'set-by-page' gets nothing here: its page renders <PageMeta> itself.
 */
export function RouteMeta() {
  const { pathname, search } = useLocation();
  const handle = useMatches()
    .map((match) => match.handle)
    .findLast(isRouteHandle);
  if (handle === undefined || handle.meta === 'set-by-page') return null;
  const meta =
    typeof handle.meta === 'function' ? handle.meta(new URLSearchParams(search)) : handle.meta;
  return (
    <PageMeta
      title={meta.title}
      description={meta.description}
      path={handle.path === '*' ? pathname : handle.path}
      noindex={meta.noindex ?? false}
    />
  );
}
