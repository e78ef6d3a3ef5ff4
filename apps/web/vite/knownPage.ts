import { matchPath } from 'react-router';
import { unlocalizedPath } from '../src/routes/localePath.ts';
import { routes } from '../src/routes/paths.ts';

/** Every route's path pattern, in English: a Hindi path is matched without its `/hi`. */
const ROUTE_PATTERNS: readonly string[] = Object.values(routes).map((route) => route.path);

/** Whether `pathname` is one of the site's pages, in either language (`/certificate/:id` too). */
export function isKnownPage(pathname: string): boolean {
  const path = unlocalizedPath(pathname);
  return ROUTE_PATTERNS.some((pattern) => matchPath({ path: pattern, end: true }, path) !== null);
}
