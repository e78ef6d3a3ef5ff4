import type { Locale } from '@apex/core';
import { useLocale } from './useLocale.ts';

/**
 * Content written once per language: the page's copy, a list of services, a policy. Each language
 * has the same shape (`satisfies Localized<typeof english>` keeps them in step), so a component
 * reads its words the same way whatever the page's language.
 */
export type Localized<T> = { readonly [L in Locale]: T };

/** The page's language's version of `content` (docs/adr/0030-copy-is-data.md). */
export function useLocalized<T>(content: Localized<T>): T {
  return content[useLocale()];
}
