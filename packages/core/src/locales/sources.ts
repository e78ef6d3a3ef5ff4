import type { Locale } from '../messages.ts';
import type { CatalogOf } from './catalog.ts';
import { en } from './en.ts';
import { hi } from './hi.ts';

/**
 * Every language's source catalog, for the compiler (scripts/compile-catalogs.mjs) and the tests;
 * the site itself reads only the compiled catalogs.
 */
export const SOURCE_CATALOGS = { en, hi } as const satisfies Record<Locale, CatalogOf<typeof en>>;
