import { type I18n, setupI18n } from '@lingui/core';
import type { MessagesOf } from './locales/catalog.ts';
import { messages as enCompiled } from './locales/compiled/en.ts';
import { messages as hiCompiled } from './locales/compiled/hi.ts';
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

const COMPILED = { en: enCompiled, hi: hiCompiled } as const;

/** Lingui's message ids are dotted paths; this rebuilds the nesting the UI reads. */
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
    group[key] = fixed
      ? i18n._(id)
      : (values: Record<string, string | number>) => i18n._(id, values);
  }
  return root;
}

const cache = new Map<Locale, Messages>();

/** The one way to get the words a user reads, formatted by Lingui in `locale`. */
export function messagesFor(locale: Locale = DEFAULT_LOCALE): Messages {
  const cached = cache.get(locale);
  if (cached) return cached;
  const i18n = setupI18n({ locale, messages: { [locale]: COMPILED[locale] } });
  // The nesting mirrors the source catalog's type by construction (compiled.test.ts checks it).
  const messages = nest(i18n, Object.keys(COMPILED[locale])) as unknown as Messages;
  cache.set(locale, messages);
  return messages;
}
