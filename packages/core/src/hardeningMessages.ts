import type { DisplayedError } from './errors.ts';

/**
 * Words for what issue 16 ("Hardening") added: bounded waits, cancelled uploads, pictures the
 * browser cannot read, and re-authentication before deleting an account. Kept apart from the
 * spec's catalogue so they can be folded into the one message dictionary as they are.
 */

/** Errors by port code; `describeError` consults these after the spec's catalogue. */
export const HARDENING_ERROR_CATALOGUE = {
  'storage/timeout': {
    message:
      'Uploading the picture took too long, so we stopped. Please check your connection and try again.',
    tone: 'error',
  },
  'profile/timeout': {
    message:
      'Saving took too long, so we stopped waiting. Please check your connection and try again.',
    tone: 'error',
  },
  'storage/canceled': {
    message: 'The upload was cancelled. Your current picture is unchanged.',
    tone: 'info',
  },
  'auth/user-mismatch': {
    message:
      'That is a different account from the one you are signed in with. Please confirm with the same account.',
    tone: 'error',
  },
  'auth/requires-recent-login': {
    message: 'For your safety, please confirm it is you once more, then try again.',
    tone: 'error',
  },
} as const satisfies Record<string, DisplayedError>;

export const PICTURE_MESSAGES = {
  /** The browser could not decode the chosen file, so it cannot be re-encoded and is not sent. */
  unreadable:
    'We could not read that picture. Please choose another image, for example a JPG, PNG or WebP.',
} as const;
