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

const DICTIONARIES = { en } as const satisfies Record<string, Messages>;

/** The languages the site can show; English is the only one so far. */
export type Locale = keyof typeof DICTIONARIES;
export const DEFAULT_LOCALE: Locale = 'en';

/** The one way to get the words a user reads. */
export function messagesFor(locale: Locale = DEFAULT_LOCALE): Messages {
  return DICTIONARIES[locale];
}
