import { useMatches } from 'react-router';
import type { RouteId } from '../routes/paths.ts';
import { tableIdOf } from '../routes/routeId.ts';

/** The route table's id of the page shown (its deepest match), in either language. */
export function useRouteId(): RouteId | undefined {
  return tableIdOf(useMatches().at(-1)?.id);
}
