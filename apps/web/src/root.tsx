import { AGENCY, LANGUAGE_TAGS } from '@apex/core';
import type { ReactNode } from 'react';
import { Links, Meta, type MetaDescriptor, Scripts, useLocation } from 'react-router';
import { AppProviders } from './app/AppProviders.tsx';
import { createBackendHandle } from './backend/BackendHandle.ts';
import { selectBackend } from './backend/selectBackend.ts';
import { SITE_COPY } from './content/siteCopy.ts';
import { LocaleContext } from './hooks/LocaleContext.ts';
import { RootError } from './layouts/RootError.tsx';
import { RootLayout } from './layouts/RootLayout.tsx';
import { localeOfPath } from './routes/localePath.ts';
import { webManifestHref } from './seo/webManifest.ts';
import './styles/global.css';

/**
 * The root route: the document around every page, in the URL's language (`/hi/...` is Hindi), and
 * the providers every page runs under. The backend is loaded on demand (src/backend/), never at
 * start-up, so no backend code loads before the page does.
 */

const backend = createBackendHandle(selectBackend);

/** The head of a page until its route's own `meta` applies: the framework's SPA fallback's. */
export function meta({ location }: { location: { pathname: string } }): MetaDescriptor[] {
  const words = SITE_COPY[localeOfPath(location.pathname)];
  return [{ title: AGENCY.name }, { name: 'description', content: words.siteDescription }];
}

export function Layout({ children }: { children: ReactNode }) {
  const locale = localeOfPath(useLocation().pathname);
  return (
    // The SPA fallback is rendered once, in English, for the pages of both languages; entry.client
    // sets its language before hydrating, so React may find it differs.
    <html lang={LANGUAGE_TAGS[locale]} suppressHydrationWarning>
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#000000" />
        <Meta />
        <Links />
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <link rel="icon" href="/icon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        {/* Each language installs as its own app (issue 31). */}
        <link rel="manifest" href={webManifestHref(locale)} />
      </head>
      <body>
        <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <AppProviders backend={backend}>
      <RootLayout />
    </AppProviders>
  );
}

export const ErrorBoundary = RootError;
