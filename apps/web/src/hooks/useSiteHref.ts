import { useCallback } from 'react';
import { localizedHref } from '../routes/localePath.ts';
import { useLocale } from './useLocale.ts';

/**
 * Turns a site path as the English site writes it (`/apex`, `/#contact`, `/register?mode=signup`)
 * into the address of that page in the page's language (`/hi/apex` on a Hindi page), for a `Link`,
 * `NavLink` or `navigate`, so no link leaves the visitor's language.
 */
export function useSiteHref(): (to: string) => string {
  const locale = useLocale();
  return useCallback((to: string) => localizedHref(to, locale), [locale]);
}
