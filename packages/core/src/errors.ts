import { en } from './locales/en.ts';
import { DEFAULT_LOCALE, type Locale, messagesFor } from './messages.ts';

/**
 * The error catalogue (spec section 8). Codes use Firebase's vocabulary, which the backend port
 * adopts as canonical. A code we know gets our words; any other shows the service's own message.
 * Adapters send codes, never sentences, so the same failure reads the same on every backend.
 */

export type ErrorTone = 'error' | 'info';

export interface DisplayedError {
  readonly message: string;
  /** `info` is for outcomes the user chose, such as closing the Google popup: not a red alert. */
  readonly tone: ErrorTone;
}

/** A code the dictionary has words for, in every language. */
export type KnownErrorCode = keyof typeof en.errors;

export const KNOWN_ERROR_CODES: readonly KnownErrorCode[] = Object.keys(en.errors).filter(
  isKnownErrorCode,
);

const INFO_CODES: ReadonlySet<string> = new Set<KnownErrorCode>([
  'auth/popup-closed-by-user',
  'auth/cancelled-popup-request',
  // The visitor pressed Cancel: nothing went wrong.
  'storage/canceled',
]);

export function isKnownErrorCode(code: string): code is KnownErrorCode {
  return Object.hasOwn(en.errors, code);
}

export function describeError(
  code: string,
  serviceMessage: string,
  locale: Locale = DEFAULT_LOCALE,
): DisplayedError {
  const messages = messagesFor(locale);
  const tone = INFO_CODES.has(code) ? 'info' : 'error';
  if (isKnownErrorCode(code)) return { message: messages.errors[code], tone };
  const message = serviceMessage.trim();
  return { message: message === '' ? messages.failures.unexpected : message, tone };
}
