import type { Locale } from '../messages.ts';

/**
 * Each language's name in its own script, as a language switch shows it ("English" / "हिंदी"):
 * the same on every page, so never translated.
 */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', hi: 'हिंदी' };

/** The BCP 47 tag for `lang`, `hreflang` and `Intl`: Indian English and Hindi. */
export const LANGUAGE_TAGS: Readonly<Record<Locale, string>> = { en: 'en-IN', hi: 'hi-IN' };
