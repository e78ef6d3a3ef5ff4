import { en } from './locales/en.ts';

/**
 * The shape every language's dictionary has: the English one's keys, with any text in place of
 * each English sentence (and the same parameters where a message is a function). A new language
 * is `locales/xx.ts` exporting an object that `satisfies Messages`, plus one line in `DICTIONARIES`:
 * the compiler then names every missing, extra or misspelt key.
 */
export type Messages = Widen<typeof en>;

type Widen<T> = T extends string
  ? string
  : T extends (...args: infer Args) => string
    ? (...args: Args) => string
    : { readonly [Key in keyof T]: Widen<T[Key]> };

/** The languages the site can show: English, the default, and Hindi (under /hi/). */
export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

// INTEGRATION PLACEHOLDER (issue 15, in progress): Hindi reads the English words until the Hindi
// catalog is merged.
const DICTIONARIES = { en, hi: en } as const satisfies Record<Locale, Messages>;

/** The one way to get the words a user reads. */
export function messagesFor(locale: Locale = DEFAULT_LOCALE): Messages {
  return DICTIONARIES[locale];
}
