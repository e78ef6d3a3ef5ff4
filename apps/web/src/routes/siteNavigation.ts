import type { Locale } from '@apex/core';
import type { NavigateFunction } from 'react-router-dom';
import type { SiteNavigation } from '../hooks/SiteNavigationContext.ts';
import { localeOfPath, localizedHref, unlocalizedPath } from './localePath.ts';

const currentHref = () =>
  `${window.location.pathname}${window.location.search}${window.location.hash}`;

function pathIn(locale: Locale, href: string): string | null {
  const url = new URL(href, window.location.href);
  if (url.origin !== window.location.origin || localeOfPath(url.pathname) !== locale) return null;
  return `${unlocalizedPath(url.pathname)}${url.search}${url.hash}`;
}

/**
 * A page's way to other pages, for every `SiteLink` on it: addresses in `locale`, as React Router's
 * `useHref` gives them under the document's basename, and its `navigate`, which goes there as
 * `<Link>` would: to the page the visitor is on already, it replaces the history entry instead of
 * adding one. `pathOf` reads an address back into a site path, for links a page keeps as markup
 * (src/components/ui/StaticPart.tsx).
 */
export function siteNavigation(
  navigate: NavigateFunction,
  locale: Locale,
  here: () => string = currentHref,
): SiteNavigation {
  const hrefOf = (to: string) => localizedHref(to, locale);
  return {
    hrefOf,
    go: (to) => {
      void navigate(to, { replace: hrefOf(to) === here() });
    },
    pathOf: (href) => pathIn(locale, href),
  };
}
