import type { Locale } from '../messages.ts';
import type { CatalogOf } from './catalog.ts';
import { en } from './en.ts';

/**
 * Every language's source catalog, for the compiler (scripts/compile-catalogs.mjs) and the tests;
 * the site itself reads only the compiled catalogs.
 */
// INTEGRATION PLACEHOLDER (issue 15, in progress): Hindi reads the English words until hi.ts lands.
export const SOURCE_CATALOGS = { en, hi: en } as const satisfies Record<
  Locale,
  CatalogOf<typeof en>
>;
