import type { RouteConfigEntry } from '@react-router/dev/routes';
import { describe, expect, it } from 'vitest';
import { ROUTE_CHECKS } from '../../e2e/support/siteRoutes.ts';
import { hostingRewrites } from '../../scripts/hosting.ts';
import routeConfig from '../routes.ts';
import {
  hostingGlobOf,
  INDEXABLE_PATHS,
  PRERENDER_PATHS,
  PRERENDERED_PATHS,
  SHELL_PATHS,
} from '../seo/routeTable.ts';
import { sitemapXml } from '../seo/sitemap.ts';
import { localizedHref } from './localePath.ts';
import { type RouteId, routes } from './paths.ts';

/**
 * The recipe of docs/architecture.md ("Adding a public page"): one route module, one entry in
 * src/routes/paths.ts, its words. Everything else follows from the entry, for every entry.
 */

const modules = import.meta.glob<Record<string, unknown>>(
  ['../pages/*.tsx', '../features/*/*Page.tsx', '../layouts/*Layout.tsx', '!../**/*.test.tsx'],
  { eager: true },
);

function flatten(entries: readonly RouteConfigEntry[]): RouteConfigEntry[] {
  return entries.flatMap((entry) => [entry, ...flatten(entry.children ?? [])]);
}
const configured = new Map(flatten(routeConfig).map((entry) => [entry.id, entry]));
const ids = Object.keys(routes) as RouteId[];
const prerendered = new Set(PRERENDER_PATHS);

describe.each(ids)('the route %s', (id) => {
  const route = routes[id];

  it('is routed in English and in Hindi, to its route module', () => {
    expect(configured.get(id)?.file).toBe(route.file);
    expect(configured.get(`hi-${id}`)?.file).toBe(route.file);
  });

  it('has a route module with a page, its head (`meta`) and an error boundary', () => {
    const module = modules[`../${route.file}`];
    expect(typeof module?.default).toBe('function');
    expect(typeof module?.meta).toBe('function');
    expect(typeof module?.ErrorBoundary).toBe('function');
  });

  it('is prerendered in both languages, or served the SPA fallback by the hosting', () => {
    const inBoth = [route.path, localizedHref(route.path, 'hi')];
    if (route.html === 'prerendered') {
      for (const path of inBoth) expect(prerendered.has(path), path).toBe(true);
      expect(ROUTE_CHECKS.map((check) => check.path)).toContain(route.path);
    } else {
      const rewritten = hostingRewrites().map((rewrite) => rewrite.source);
      for (const path of inBoth) expect(rewritten, path).toContain(hostingGlobOf(path));
      expect(SHELL_PATHS).toContain(route.path);
    }
  });

  it('is in the sitemap exactly when the table says so', () => {
    const sitemap = sitemapXml('https://example.test', INDEXABLE_PATHS);
    expect(
      sitemap.includes(`<loc>https://example.test${route.path === '/' ? '/' : route.path}</loc>`),
    ).toBe(route.inSitemap);
  });
});

it('prerenders nothing the table does not list, besides each language’s not-found page', () => {
  const expected = [
    ...PRERENDERED_PATHS,
    ...PRERENDERED_PATHS.map((path) => localizedHref(path, 'hi')),
  ];
  expect([...prerendered].filter((path) => !expected.includes(path))).toEqual([
    '/__not-found__',
    '/hi/__not-found__',
  ]);
});

it('gives every module of the route config (pages and layouts) the default export the framework renders', () => {
  for (const entry of configured.values()) {
    expect(typeof modules[`../${entry.file}`]?.default, entry.file).toBe('function');
  }
});
