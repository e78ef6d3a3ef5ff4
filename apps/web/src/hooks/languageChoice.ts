import { isLocale, type Locale } from '@apex/core';

/**
 * The language a visitor chose with the switch, kept in this browser so the site never offers the
 * other one again. Only a language code is stored, nothing about the visitor. Storage can be
 * unavailable (private modes, a full quota): then nothing is remembered and nothing breaks.
 */
const KEY = 'apex.language';

export function readLanguageChoice(): Locale | null {
  try {
    const stored = window.localStorage.getItem(KEY);
    return isLocale(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function rememberLanguageChoice(locale: Locale): void {
  try {
    window.localStorage.setItem(KEY, locale);
  } catch {
    // Not remembered; the switch still works.
  }
}

/** Whether a browser's languages, in its order of preference, put Hindi before English. */
export function prefersHindi(languages: readonly string[]): boolean {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (primary === 'hi') return true;
    if (primary === 'en') return false;
  }
  return false;
}
