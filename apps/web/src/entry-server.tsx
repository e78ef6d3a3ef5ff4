import { AGENCY } from '@apex/core';
import { StrictMode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/App.tsx';
import { AppProviders } from './app/AppProviders.tsx';
import { createBackendHandle } from './backend/BackendHandle.ts';
import { SITE_ORIGIN } from './config/site.ts';
import {
  APP_SHELL_FILE,
  htmlFileFor,
  INDEXABLE_PATHS,
  NOT_FOUND_FILE,
  NOT_FOUND_RENDER_PATH,
  PRERENDERED_PATHS,
  ROBOTS_DISALLOWED_PATHS,
  SHELL_PATHS,
} from './seo/routeTable.ts';
import { robotsTxt, sitemapXml } from './seo/sitemap.ts';
import { webManifest } from './seo/webManifest.ts';

/**
 * The build's server entry (build/prerender.ts runs it once per route, never in production).
 * It renders the same tree as entry-client.tsx, with StaticRouter in place of BrowserRouter.
 */

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

/** Waits for every lazy route (prerender, not renderToString) so pages are complete. */
export async function renderPage(url: string): Promise<RenderedPage> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StaticRouter location={url}>
        <AppProviders backend={noBackend}>
          <App />
        </AppProviders>
      </StaticRouter>
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
 * The head of the app shell (/register, /edit-profile): a title and description until the client
 * renders the page's own PageMeta, which React 19 applies to these same elements.
 */
export function renderShellHead(): string {
  return renderToStaticMarkup(
    <>
      <title>{AGENCY.name}</title>
      <meta name="description" content={AGENCY.description} />
    </>,
  );
}

export const site = {
  origin: SITE_ORIGIN,
  prerenderedPaths: PRERENDERED_PATHS,
  shellPaths: SHELL_PATHS,
  appShellFile: APP_SHELL_FILE,
  notFoundFile: NOT_FOUND_FILE,
  notFoundRenderPath: NOT_FOUND_RENDER_PATH,
  htmlFileFor,
  sitemapXml: () => sitemapXml(SITE_ORIGIN, INDEXABLE_PATHS),
  robotsTxt: () => robotsTxt(SITE_ORIGIN, ROBOTS_DISALLOWED_PATHS),
  webManifest: () => `${JSON.stringify(webManifest(), null, 2)}\n`,
};
