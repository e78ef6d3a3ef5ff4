import { type RouteId, routes } from './paths.ts';

const HINDI = 'hi-';

const isRouteId = (id: string): id is RouteId => Object.hasOwn(routes, id);

/**
 * The route table's id of a framework route id: `hi-beginner` -> `beginner` (src/routes.ts gives
 * the Hindi routes the English ids with `hi-` before them). Undefined for a layout or the
 * not-found route.
 */
export function tableIdOf(frameworkId: string | undefined): RouteId | undefined {
  if (frameworkId === undefined) return undefined;
  const id = frameworkId.startsWith(HINDI) ? frameworkId.slice(HINDI.length) : frameworkId;
  return isRouteId(id) ? id : undefined;
}
