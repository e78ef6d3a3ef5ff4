import { AGENCY, DEFAULT_LOCALE, LANGUAGE_TAGS, type Locale } from '@apex/core';
import { SITE_COPY } from '../content/siteCopy.ts';
import { localizedHref } from '../routes/localePath.ts';
import { routes } from '../routes/paths.ts';

/**
 * Where each language's manifest is served: the Hindi pages link their own, so installing the
 * site from /hi gives a Hindi app that opens at /hi (issue 31).
 */
export const WEB_MANIFEST_FILES: Readonly<Record<Locale, string>> = {
  en: 'manifest.webmanifest',
  hi: 'hi/manifest.webmanifest',
};

/** The `<link rel="manifest">` href of a page in `locale`. */
export const webManifestHref = (locale: Locale): string => `/${WEB_MANIFEST_FILES[locale]}`;

/** The web app manifest (installable icon and name), generated at build from the site facts. */
export function webManifest(locale: Locale = DEFAULT_LOCALE) {
  const words = SITE_COPY[locale];
  const startUrl = localizedHref(routes.home.getHref(), locale);
  return {
    // Two apps, not one: each language installs on its own and opens at its own home page.
    id: startUrl,
    name: words.appName,
    // The brand, in Latin script in every language (docs/glossary.md).
    short_name: AGENCY.name,
    description: words.siteDescription,
    lang: LANGUAGE_TAGS[locale],
    dir: 'ltr',
    start_url: startUrl,
    scope: '/',
    display: 'standalone',
    // The nav bar's black: the colour the site opens with.
    background_color: '#000000',
    theme_color: '#000000',
    icons: [
      { src: '/icon.svg', type: 'image/svg+xml', sizes: 'any', purpose: 'any' },
      { src: '/icon-192.png', type: 'image/png', sizes: '192x192', purpose: 'any' },
      { src: '/icon-512.png', type: 'image/png', sizes: '512x512', purpose: 'any' },
      { src: '/icon-maskable-512.png', type: 'image/png', sizes: '512x512', purpose: 'maskable' },
    ],
  };
}
