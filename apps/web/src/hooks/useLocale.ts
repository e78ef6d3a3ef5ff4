import { DEFAULT_LOCALE, type Locale } from '@apex/core';

/**
 * The language the page is shown in. English only for now; when a second language comes (under its
 * own path, e.g. /hi/), this is the one place that reads it, and every message follows.
 */
export function useLocale(): Locale {
  return DEFAULT_LOCALE;
}
