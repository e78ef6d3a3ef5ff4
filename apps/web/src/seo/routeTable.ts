import { type RouteDefinition, routes } from '../routes/routes.tsx';

/**
 * What the build writes for each route, read from the route table's flags (src/routes/routes.tsx):
 * a new entry there is prerendered and listed in the sitemap without touching this file.
 */

const allRoutes: readonly RouteDefinition[] = Object.values(routes);

const pathsWhere = (keep: (route: RouteDefinition) => boolean): readonly string[] =>
  allRoutes.filter(keep).map((route) => route.path);

/** Pages served the empty app shell, rendered in the browser (docs/decisions.md, P2 and P3). */
export const SHELL_PATHS = pathsWhere((route) => route.html === 'app-shell');

/** The file the hosting rewrites SHELL_PATHS to (docs/decisions.md P2; firebase.json points at it). */
export const APP_SHELL_FILE = 'app-shell.html';

/** The not-found page, served with status 404 for every path without a file. */
export const NOT_FOUND_FILE = '404.html';

/** A location no route matches, rendered into NOT_FOUND_FILE by the catch-all route. */
export const NOT_FOUND_RENDER_PATH = '/__not-found__';

/** Every route rendered to static HTML at build. */
export const PRERENDERED_PATHS = pathsWhere((route) => route.html === 'prerendered');

/** Routes worth a search result, listed in sitemap.xml. */
export const INDEXABLE_PATHS = pathsWhere((route) => route.inSitemap);

/** Kept out of crawlers by robots.txt. */
export const ROBOTS_DISALLOWED_PATHS = pathsWhere((route) => route.robotsDisallowed);

/** Routes in the bare account layout: no header or footer. */
export const ACCOUNT_PATHS = pathsWhere((route) => route.layout === 'account');

/** `/` -> `index.html`, `/apex` -> `apex/index.html`: the file hosting serves for a clean URL. */
export function htmlFileFor(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? 'index.html' : `${trimmed}/index.html`;
}
