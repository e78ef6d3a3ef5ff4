import { LANGUAGE_TAGS, LOCALES, type Locale } from '@apex/core';
import { localizedFile, localizedHref, routerBasename } from '../routes/localePath.ts';
import { type RouteDefinition, routes } from '../routes/paths.ts';

/**
 * What the build writes for each route, read from the route table's flags (src/routes/paths.ts):
 * a new entry there is prerendered and listed in the sitemap without touching this file.
 */

const allRoutes: readonly RouteDefinition[] = Object.values(routes);

const pathsWhere = (keep: (route: RouteDefinition) => boolean): readonly string[] =>
  allRoutes.filter(keep).map((route) => route.path);

/** Pages served the framework's SPA fallback, rendered in the browser (P2 and P3). */
export const SHELL_PATHS = pathsWhere((route) => route.html === 'app-shell');

/** A route path as the hosting's rewrite glob: a parameter (`/certificate/:id`) is one segment. */
export function hostingGlobOf(path: string): string {
  return path.replace(/:[^/]+/g, '*');
}

/**
 * The file the hosting rewrites SHELL_PATHS to: the framework's SPA fallback, one for both
 * languages (react-router.config.ts, `ssr: false`; firebase.json points at it).
 */
export const APP_SHELL_FILE = '__spa-fallback.html';

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

/** What the build writes for one language: its pages, shell and 404 under its prefix. */
export interface LanguageSite {
  readonly locale: Locale;
  /** `<html lang>`: en-IN, hi-IN. */
  readonly lang: string;
  /** The URL prefix of its pages ('' for English, '/hi'). */
  readonly prefix: string;
  readonly prerenderedPaths: readonly string[];
  readonly shellPaths: readonly string[];
  readonly appShellFile: string;
  readonly notFoundFile: string;
  readonly notFoundRenderPath: string;
}

/** Every route again in `locale`: Hindi's are the same pages under /hi (docs/adr/0073-framework-mode.md). */
export function languageSite(locale: Locale): LanguageSite {
  const inLocale = (paths: readonly string[]) => paths.map((path) => localizedHref(path, locale));
  return {
    locale,
    lang: LANGUAGE_TAGS[locale],
    prefix: routerBasename(locale) ?? '',
    prerenderedPaths: inLocale(PRERENDERED_PATHS),
    shellPaths: inLocale(SHELL_PATHS),
    appShellFile: APP_SHELL_FILE,
    notFoundFile: localizedFile(NOT_FOUND_FILE, locale),
    notFoundRenderPath: localizedHref(NOT_FOUND_RENDER_PATH, locale),
  };
}

export const LANGUAGE_SITES: readonly LanguageSite[] = LOCALES.map(languageSite);

/** robots.txt's disallowed paths, in every language. */
export const ROBOTS_DISALLOWED_PATHS_ALL = LOCALES.flatMap((locale) =>
  ROBOTS_DISALLOWED_PATHS.map((path) => localizedHref(path, locale)),
);

/** What the build prerenders (react-router.config.ts): every language's pages and not-found page. */
export const PRERENDER_PATHS: readonly string[] = LANGUAGE_SITES.flatMap((site) => [
  ...site.prerenderedPaths,
  site.notFoundRenderPath,
]);
