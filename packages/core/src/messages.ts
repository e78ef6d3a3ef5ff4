import { type Messages as CompiledCatalog, type I18n, setupI18n } from '@lingui/core';
import type { MessagesOf } from './locales/catalog.ts';
import { messages as enCompiled } from './locales/compiled/en.ts';
import type { en } from './locales/en.ts';

/** The languages the site can show: English, the default, and Hindi (under /hi/). */
export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The words a user reads, in one language: the English source catalog's nesting (locales/en.ts),
 * each entry a string, or a function of its placeholders' values (`subscribe.subscribed({ email })`).
 */
export type Messages = MessagesOf<typeof en>;

/**
 * The compiled catalogs in hand. English, the default, always is; another language's catalog is
 * fetched when a page in it needs it (`loadCatalog`), so an English page never downloads the Hindi
 * words (docs/adr/0070-lingui-catalogs.md).
 */
const COMPILED: Partial<Record<Locale, CompiledCatalog>> = { en: enCompiled };
const cache = new Map<Locale, Messages>();

/** Where each language other than English comes from: a chunk of its own in the browser. */
const LOADERS: Record<Exclude<Locale, 'en'>, () => Promise<{ messages: CompiledCatalog }>> = {
  hi: () => import('./locales/compiled/hi.ts'),
};

/** Makes `locale`'s words available to `messagesFor` (`@apex/core/all-catalogs` registers all). */
export function registerCatalog(locale: Locale, compiled: CompiledCatalog): void {
  COMPILED[locale] = compiled;
  cache.delete(locale);
}

/** Whether `messagesFor(locale)` can answer now, without `loadCatalog`. */
export function isCatalogLoaded(locale: Locale): boolean {
  return COMPILED[locale] !== undefined;
}

/** Fetches `locale`'s compiled catalog once; `messagesFor(locale)` works once it resolves. */
export async function loadCatalog(locale: Locale): Promise<void> {
  if (locale === 'en' || isCatalogLoaded(locale)) return;
  const { messages } = await LOADERS[locale]();
  registerCatalog(locale, messages);
}

/**
 * Lingui's message ids are dotted paths; this rebuilds the nesting the UI reads. Each entry is
 * formatted when first read, then kept: a page reads a few dozen of the ~450, and formatting them
 * all at once cost the app's first render several milliseconds on a phone (docs/performance.md).
 */
function nest(i18n: I18n, ids: readonly string[]): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const id of ids) {
    const key = id.slice(id.lastIndexOf('.') + 1);
    let group = root;
    for (const part of id.split('.').slice(0, -1)) {
      if (group[part] === undefined) group[part] = {};
      group = group[part] as Record<string, unknown>;
    }
    const compiled = i18n.messages[id];
    const fixed = Array.isArray(compiled) && compiled.every((token) => typeof token === 'string');
    const format = fixed
      ? () => i18n._(id)
      : () => (values: Record<string, string | number>) => i18n._(id, values);
    const entries = group;
    Object.defineProperty(entries, key, {
      enumerable: true,
      configurable: true,
      get() {
        const value = format();
        Object.defineProperty(entries, key, { value, enumerable: true, writable: false });
        return value;
      },
    });
  }
  return root;
}

/**
 * The one way to get the words a user reads, formatted by Lingui in `locale`. A language other
 * than English is loaded first (`loadCatalog`, or `@apex/core/all-catalogs` in Node): asking too
 * early is a programming error, not a reason to show another language.
 */
export function messagesFor(locale: Locale = DEFAULT_LOCALE): Messages {
  const cached = cache.get(locale);
  if (cached) return cached;
  const compiled = COMPILED[locale];
  if (compiled === undefined) {
    throw new Error(
      `The ${locale} words are not loaded yet: await loadCatalog('${locale}') first.`,
    );
  }
  // Plurals' `#` grouped as India does (1,00,000), with international digits, in both languages.
  const i18n = setupI18n({ locale, locales: [`${locale}-IN`], messages: { [locale]: compiled } });
  // The nesting mirrors the source catalog's type by construction (compiled.test.ts checks it).
  const messages = nest(i18n, Object.keys(compiled)) as unknown as Messages;
  cache.set(locale, messages);
  return messages;
}
