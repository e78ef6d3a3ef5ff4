import { accountPaths, paths } from '../routes/paths.ts';

/**
 * What the build writes for each route, derived from the one route table in routes/paths.ts: a new
 * entry there is prerendered and listed in the sitemap without touching this file.
 */

/**
 * Pages that only make sense once the visitor is known: served the empty app shell. /register and
 * /login are prerendered in their default (login) mode instead, so the form paints without
 * JavaScript (docs/decisions.md, P3).
 */
export const SHELL_PATHS: readonly string[] = [paths.editProfile.path];

/** The file the hosting rewrites SHELL_PATHS to (docs/decisions.md P2; firebase.json points at it). */
export const APP_SHELL_FILE = 'app-shell.html';

/** The not-found page, served with status 404 for every path without a file. */
export const NOT_FOUND_FILE = '404.html';

/** A location no route matches, rendered into NOT_FOUND_FILE by the catch-all route. */
export const NOT_FOUND_RENDER_PATH = '/__not-found__';

const allPaths: readonly string[] = Object.values(paths).map((route) => route.path);

/** Every route rendered to static HTML at build: all but the shell's. */
export const PRERENDERED_PATHS: readonly string[] = allPaths.filter(
  (path) => !SHELL_PATHS.includes(path),
);

/** Routes worth a search result: the prerendered ones, less the account pages. */
export const INDEXABLE_PATHS: readonly string[] = PRERENDERED_PATHS.filter(
  (path) => !accountPaths.includes(path),
);

/** `/` -> `index.html`, `/apex` -> `apex/index.html`: the file hosting serves for a clean URL. */
export function htmlFileFor(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? 'index.html' : `${trimmed}/index.html`;
}

/**
 * Kept out of crawlers: the profile page only ever shows a redirect to strangers. /register stays
 * crawlable: it is the sign-up page, and a robots block would also fail Lighthouse's SEO audit.
 */
export const ROBOTS_DISALLOWED_PATHS: readonly string[] = [paths.editProfile.path];
