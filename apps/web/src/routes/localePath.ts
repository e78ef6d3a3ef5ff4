import { DEFAULT_LOCALE, type Locale } from '@apex/core';

/**
 * How a language shows in a URL: English at today's paths, Hindi under `/hi` (`/hi`, `/hi/apex`,
 * …). The one place that knows the prefix; links, the router, the prerenderer and the sitemap use
 * these.
 */
const PREFIX: Record<Locale, string> = { en: '', hi: '/hi' };

/** The language a path is in. */
export function localeOfPath(pathname: string): Locale {
  return pathname === '/hi' || pathname.startsWith('/hi/') ? 'hi' : DEFAULT_LOCALE;
}

/** The path without its language prefix: `/hi/apex` → `/apex`, `/hi` → `/`. */
export function unlocalizedPath(pathname: string): string {
  if (localeOfPath(pathname) === DEFAULT_LOCALE) return pathname;
  const rest = pathname.slice(PREFIX.hi.length);
  return rest === '' ? '/' : rest;
}

/** An English-site href (path, query and hash) in `locale`: `/apex?x#y` → `/hi/apex?x#y`. */
export function localizedHref(href: string, locale: Locale): string {
  if (!href.startsWith('/')) return href;
  const prefix = PREFIX[locale];
  if (prefix === '') return href;
  if (href === '/' || href.startsWith('/?') || href.startsWith('/#')) return prefix + href.slice(1);
  return prefix + href;
}

/**
 * The router's basename for a page in `locale`: a Hindi document runs its router under `/hi`, so
 * every `<Link to="/apex">` and `navigate('/login')` stays in Hindi without knowing the prefix
 * (docs/adr/0073-framework-mode.md). English has none.
 */
export function routerBasename(locale: Locale): string | undefined {
  const prefix = PREFIX[locale];
  return prefix === '' ? undefined : prefix;
}

/** A file of the English build in `locale`'s directory: `404.html` → `hi/404.html`. */
export function localizedFile(file: string, locale: Locale): string {
  const prefix = PREFIX[locale];
  return prefix === '' ? file : `${prefix.slice(1)}/${file}`;
}
