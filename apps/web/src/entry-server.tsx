import { AGENCY, DEFAULT_LOCALE, LOCALES, type Locale } from '@apex/core';
// The prerender writes every language's pages, so it has every language's words.
import '@apex/core/all-catalogs';
import { StrictMode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProviders } from './app/AppProviders.tsx';
import { createRouteObjects } from './app/routeObjects.tsx';
import { createBackendHandle } from './backend/BackendHandle.ts';
import { SITE_ORIGIN } from './config/site.ts';
import { localeOfPath, routerBasename } from './routes/localePath.ts';
import { HI_SITE_DESCRIPTION } from './routes/meta.hi.ts';
import {
  htmlFileFor,
  INDEXABLE_PATHS,
  LANGUAGE_SITES,
  ROBOTS_DISALLOWED_PATHS_ALL,
} from './seo/routeTable.ts';
import { robotsTxt, sitemapXml } from './seo/sitemap.ts';
import { WEB_MANIFEST_FILES, webManifest, webManifestHref } from './seo/webManifest.ts';

/**
 * The build's server entry (build/prerender.ts runs it once per route, never in production).
 * It renders the same tree as entry-client.tsx, with the static router of react-router's data
 * mode in place of the browser router (docs/decisions.md, P21).
 */

/**
 * The routes of each language, with their lazy pages loaded by the handler as each URL needs them;
 * Hindi's run under the basename `/hi`, as in the browser (docs/decisions.md, L2).
 */
function handlerFor(locale: Locale) {
  const basename = routerBasename(locale);
  return createStaticHandler(
    createRouteObjects(locale),
    basename === undefined ? {} : { basename },
  );
}
const handlers = { en: handlerFor('en'), hi: handlerFor('hi') } satisfies Record<
  Locale,
  ReturnType<typeof handlerFor>
>;

/** Rendering runs no effects, so nothing asks for the backend; if something did, say so loudly. */
const noBackend = createBackendHandle(() =>
  Promise.reject(new Error('The backend is not available while prerendering')),
);

export interface RenderedPage {
  /** The <title>, <meta> and <link> tags React hoisted, for the document's <head>. */
  head: string;
  /** The markup for #root, to be hydrated. */
  html: string;
}

/**
 * The handler matches the URL and loads the matched routes' lazy pages; the routes have no loaders,
 * so there is no data to hand to the browser (`hydrate={false}`: no hydration script). prerender,
 * not renderToString, so anything else that suspends is waited for too.
 */
export async function renderPage(url: string): Promise<RenderedPage> {
  const request = new Request(new URL(url, SITE_ORIGIN));
  const handler = handlers[localeOfPath(new URL(request.url).pathname)];
  const context = await handler.query(request);
  if (context instanceof Response) {
    throw new Error(`${url}: the routes answered with a response (${context.status}), not a page`);
  }
  if (context.errors !== null) {
    // A page that failed to load renders its error element: never ship that as the page.
    throw new Error(`${url}: the page could not be rendered`, {
      cause: Object.values(context.errors)[0],
    });
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders backend={noBackend}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  let markup = '';
  for await (const chunk of prelude) markup += String(chunk);
  return splitHoistedHead(markup);
}

/**
 * Rendered without <html>, React puts the hoistable elements (title, meta, link, precedence styles,
 * async scripts) first. Rendering a
 * whole document instead would nest the app under <html><body>, changing useId's tree position so
 * the client's ids would not match.
 */
const HOISTED_TAG =
  /^(?:<title>[^<]*<\/title>|<meta\s[^>]*\/>|<link\s[^>]*\/>|<style\s[^>]*>[^<]*<\/style>|<script\s[^>]*async[^>]*><\/script>)/;

export function splitHoistedHead(markup: string): RenderedPage {
  let rest = markup;
  let head = '';
  for (let match = HOISTED_TAG.exec(rest); match !== null; match = HOISTED_TAG.exec(rest)) {
    head += match[0];
    rest = rest.slice(match[0].length);
  }
  return { head, html: rest };
}

/**
 * The head of the app shell (/edit-profile): a title and description until the client renders the
 * route's own head tags (src/seo/RouteMeta.tsx), which React 19 applies to these same elements.
 */
export function renderShellHead(locale: Locale = DEFAULT_LOCALE): string {
  const description = locale === 'hi' ? HI_SITE_DESCRIPTION : AGENCY.description;
  return renderToStaticMarkup(
    <>
      <title>{AGENCY.name}</title>
      <meta name="description" content={description} />
      <link rel="manifest" href={webManifestHref(locale)} />
    </>,
  );
}

export const site = {
  origin: SITE_ORIGIN,
  /** Each language's pages, app shell and 404, English first. */
  languages: LANGUAGE_SITES,
  htmlFileFor,
  sitemapXml: () => sitemapXml(SITE_ORIGIN, INDEXABLE_PATHS),
  robotsTxt: () => robotsTxt(SITE_ORIGIN, ROBOTS_DISALLOWED_PATHS_ALL),
  /** Each language's web manifest, by the file it is served from. */
  webManifests: () =>
    LOCALES.map((locale) => ({
      file: WEB_MANIFEST_FILES[locale],
      content: `${JSON.stringify(webManifest(locale), null, 2)}\n`,
    })),
};
