import { HARDENING_ERROR_CATALOGUE } from './hardeningMessages.ts';

/**
 * The error catalogue (spec section 8). Codes use Firebase's vocabulary, which the backend port
 * adopts as canonical. A code we know gets our words; any other shows the service's own message.
 */

export type ErrorTone = 'error' | 'info';

export interface DisplayedError {
  readonly message: string;
  /** `info` is for outcomes the user chose, such as closing the Google popup: not a red alert. */
  readonly tone: ErrorTone;
}

export const ERROR_CATALOGUE = {
  'auth/email-already-in-use': {
    message: 'The email address is already in use. Please use a different email or login.',
    tone: 'error',
  },
  'auth/popup-closed-by-user': {
    message: 'Google sign-in was closed before it finished. You can try again whenever you like.',
    tone: 'info',
  },
  'auth/cancelled-popup-request': {
    message: 'Google sign-in was cancelled. You can try again whenever you like.',
    tone: 'info',
  },
  'auth/popup-blocked': {
    message:
      'Your browser blocked the Google sign-in window. Please allow pop-ups for this site and try again.',
    tone: 'error',
  },
  'auth/too-many-requests': {
    message: 'Too many attempts. Please wait a few minutes and try again.',
    tone: 'error',
  },
  'auth/network-request-failed': {
    message: 'We could not reach the server. Please check your internet connection and try again.',
    tone: 'error',
  },
} as const satisfies Record<string, DisplayedError>;

export type CataloguedErrorCode = keyof typeof ERROR_CATALOGUE;

const FALLBACK_MESSAGE = 'Something went wrong. Please try again.';

function isCatalogued(code: string): code is CataloguedErrorCode {
  return Object.hasOwn(ERROR_CATALOGUE, code);
}

export function describeError(code: string, serviceMessage: string): DisplayedError {
  if (isCatalogued(code)) return ERROR_CATALOGUE[code];
  const hardening: Readonly<Record<string, DisplayedError>> = HARDENING_ERROR_CATALOGUE;
  const added = Object.hasOwn(hardening, code) ? hardening[code] : undefined;
  if (added !== undefined) return added;
  const message = serviceMessage.trim();
  return { message: message === '' ? FALLBACK_MESSAGE : message, tone: 'error' };
}
