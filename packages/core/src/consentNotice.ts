import { DEFAULT_LOCALE, type Locale, messagesFor } from './messages.ts';

/**
 * The consent notice a parent or guardian agrees to (issue 28): what is kept, why, for how long,
 * how the guardian confirms and how to withdraw. Its words are the catalogs' `consentNotice.text`;
 * each registration stores the version it was agreed under and the language it was read in, so
 * the consent log can show exactly which text was agreed to (DPDP Act s.6(10)).
 *
 * Change the version whenever the text changes in any language: consentNotice.test.ts pins a
 * SHA-256 of each language's text per version and fails until the new version's hashes are added.
 */
export const CONSENT_NOTICE_VERSION = '2026-11-processors-named';

/** The notice's full text in `locale` (Hindi needs its catalog loaded, as every message does). */
export function consentNotice(locale: Locale = DEFAULT_LOCALE): string {
  return messagesFor(locale).consentNotice.text;
}
