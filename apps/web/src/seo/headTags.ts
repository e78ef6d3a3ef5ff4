import { AGENCY, LANGUAGE_TAGS, LOCALES, type Locale, messagesFor } from '@apex/core';
import type { MetaDescriptor } from 'react-router';
import { SITE_ORIGIN } from '../config/site.ts';
import {
  type HeadOf,
  type HeadRouteId,
  NOT_FOUND_HEADS,
  PAGE_HEADS,
  type PageHead,
} from '../content/pageHeads.ts';
import { isChunkLoadError } from '../hydration/chunkLoadError.ts';
import { localeOfPath, localizedHref, unlocalizedPath } from '../routes/localePath.ts';
import { type RouteId, routes } from '../routes/paths.ts';
import { tableIdOf } from '../routes/routeId.ts';
import { LOGO_PATH } from './structuredData.ts';

/** en-IN -> en_IN, the form Open Graph writes a locale in. */
const ogLocale = (tag: string) => tag.replace('-', '_');

const absolute = (href: string) => new URL(href, SITE_ORIGIN).href;

/**
 * A page's head tags, in the page's language, as a route module's `meta` returns them: its title
 * (with the site name), description, canonical URL, every language version (hreflang, English as
 * x-default), Open Graph and Twitter tags. `path` is the route path as the English site writes it
 * (`/apex`); the language adds its prefix.
 */
export function headTags(head: PageHead, path: string, locale: Locale): MetaDescriptor[] {
  const fullTitle = head.title === AGENCY.name ? head.title : `${head.title} | ${AGENCY.name}`;
  const url = absolute(localizedHref(path, locale));
  const image = absolute(LOGO_PATH);
  const indexed: MetaDescriptor[] = [
    { tagName: 'link', rel: 'canonical', href: url },
    ...LOCALES.map((other) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: LANGUAGE_TAGS[other],
      href: absolute(localizedHref(path, other)),
    })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: absolute(path) },
  ];
  return [
    { title: fullTitle },
    { name: 'description', content: head.description },
    ...(head.noindex === true ? [{ name: 'robots', content: 'noindex' }] : indexed),
    { property: 'og:site_name', content: AGENCY.name },
    { property: 'og:locale', content: ogLocale(LANGUAGE_TAGS[locale]) },
    ...LOCALES.filter((other) => other !== locale).map((other) => ({
      property: 'og:locale:alternate',
      content: ogLocale(LANGUAGE_TAGS[other]),
    })),
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: head.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { name: 'twitter:card', content: 'summary' },
    { name: 'twitter:title', content: fullTitle },
    { name: 'twitter:description', content: head.description },
    { name: 'twitter:image', content: image },
  ];
}

/** What a route module's `meta` is given that these functions read (react-router's MetaArgs). */
export interface HeadArgs {
  readonly location: { readonly pathname: string; readonly search: string };
  readonly error?: unknown;
}

/** The head of a page that failed: the error screen's words, kept out of search results. */
export function errorHead(locale: Locale, error: unknown): PageHead {
  const words = messagesFor(locale).pageErrors;
  return isChunkLoadError(error)
    ? { title: words.newVersionTitle, description: words.newVersion, noindex: true }
    : { title: words.title, description: words.failed, noindex: true };
}

const resolveHead = (head: HeadOf, search: string): PageHead =>
  typeof head === 'function' ? head(new URLSearchParams(search)) : head;

/**
 * A page's head from src/content/pageHeads.ts, in the language of the URL; the error screen's
 * when the page failed and its error boundary shows.
 */
export function metaFor(args: HeadArgs, id: HeadRouteId): MetaDescriptor[] {
  const locale = localeOfPath(args.location.pathname);
  if (args.error !== undefined && args.error !== null) {
    return headTags(errorHead(locale, args.error), unlocalizedPath(args.location.pathname), locale);
  }
  const head = resolveHead(PAGE_HEADS[locale][id], args.location.search);
  return headTags(head, routes[id].path, locale);
}

/** The not-found page's head (noindex, so it names no canonical URL). */
export function notFoundMeta(args: HeadArgs): MetaDescriptor[] {
  const locale = localeOfPath(args.location.pathname);
  return headTags(NOT_FOUND_HEADS[locale], unlocalizedPath(args.location.pathname), locale);
}

/** A route module's `meta` for one page: `export const meta = routeMeta('apex')`. */
export const routeMeta =
  (id: HeadRouteId) =>
  (args: HeadArgs): MetaDescriptor[] =>
    metaFor(args, id);

/** What `meta` is given for a module that serves several routes: the matches, deepest last. */
export interface MatchedHeadArgs extends HeadArgs {
  readonly matches: readonly ({ readonly id: string } | undefined)[];
}

/** The route table's id of the page `meta` is asked for (its deepest match). */
export function matchedRouteId(args: MatchedHeadArgs): RouteId | undefined {
  return tableIdOf(args.matches.at(-1)?.id);
}
