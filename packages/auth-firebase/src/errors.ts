import { BackendError, type BackendErrorCode } from '@apex/auth-port';
import { EMAIL_MAX_LENGTH, VALIDATION_MESSAGES } from '@apex/core';

/** Which Firebase service an error came from: Firestore's codes carry no prefix of their own. */
export type FirebaseService = 'auth' | 'profile' | 'storage' | 'subscription';

/**
 * Firebase's own messages read "Firebase: Error (auth/invalid-credential)." The port carries the
 * service's message for codes the UI has no words for, so known codes get a sentence a person can
 * act on instead.
 */
const MESSAGES: Readonly<Record<string, string>> = {
  'auth/email-already-in-use': 'The email address is already in use.',
  'auth/invalid-credential': 'The email or password is incorrect.',
  'auth/invalid-email': 'The email address is badly formatted.',
  'auth/missing-email': 'Please enter your email address.',
  'auth/weak-password': 'Password should be at least 6 characters.',
  'auth/missing-password': 'Please enter your password.',
  'auth/user-disabled': 'This account has been disabled.',
  'auth/popup-closed-by-user': 'The Google sign-in window was closed before sign-in finished.',
  'auth/cancelled-popup-request':
    'Another Google sign-in window was opened, so this one was cancelled.',
  'auth/popup-blocked': 'The browser blocked the Google sign-in window.',
  'auth/too-many-requests': 'Too many attempts. Please try again later.',
  'auth/network-request-failed': 'The sign-in service could not be reached.',
  'auth/unauthenticated': 'Please sign in first.',
  // What the Google popup reports when Google's sign-in script cannot load, mostly when offline.
  'auth/internal-error':
    'Google sign-in could not start. Please check your internet connection and try again.',
  'profile/permission-denied': 'You may only read and change your own profile.',
  'profile/unavailable': 'The profile service could not be reached.',
  'profile/not-found': 'There is no profile to update yet.',
  'storage/unauthorized': 'You may only upload pictures to your own profile.',
  'storage/invalid-content-type': VALIDATION_MESSAGES.pictureNotImage,
  'storage/file-too-large': VALIDATION_MESSAGES.pictureTooLarge,
  'storage/unavailable': 'The picture service could not be reached.',
  'subscription/invalid-email': `The email address is badly formatted or longer than ${EMAIL_MAX_LENGTH} characters.`,
  'subscription/invalid-topic': 'There is no such list to subscribe to.',
  'subscription/permission-denied': 'The list refused this address.',
  'subscription/unavailable': 'The subscription service could not be reached.',
};

/** Firebase codes that mean the same thing to a user as one of the port's codes. */
const ALIASES: Readonly<Record<string, BackendErrorCode>> = {
  // Projects without email-enumeration protection still send these two.
  'auth/wrong-password': 'auth/invalid-credential',
  'auth/user-not-found': 'auth/invalid-credential',
  'auth/invalid-login-credentials': 'auth/invalid-credential',
  'auth/user-cancelled': 'auth/popup-closed-by-user',
  'storage/unauthenticated': 'auth/unauthenticated',
  'storage/retry-limit-exceeded': 'storage/unavailable',
};

/** Firestore's gRPC-style codes, which arrive without a service prefix. */
const FIRESTORE_CODES: Readonly<Record<string, BackendErrorCode>> = {
  'permission-denied': 'profile/permission-denied',
  unauthenticated: 'auth/unauthenticated',
  unavailable: 'profile/unavailable',
  'deadline-exceeded': 'profile/unavailable',
};

const NETWORK_CODES: Readonly<Record<FirebaseService, BackendErrorCode>> = {
  auth: 'auth/network-request-failed',
  profile: 'profile/unavailable',
  storage: 'storage/unavailable',
  subscription: 'subscription/unavailable',
};

interface CodedError {
  readonly code: string;
  readonly message: string;
}

function isCodedError(error: unknown): error is CodedError {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string' &&
    'message' in error &&
    typeof error.message === 'string'
  );
}

function canonicalCode(error: CodedError, service: FirebaseService): BackendErrorCode {
  const { code } = error;
  const alias = ALIASES[code];
  if (alias !== undefined) return alias;
  if (code.includes('/')) return code;
  // Firestore reports a fetch that never got an answer as "unknown": "Failed to fetch".
  if (code === 'unknown' && /fetch|network/i.test(error.message)) return NETWORK_CODES[service];
  return FIRESTORE_CODES[code] ?? `${service}/${code}`;
}

/** "Firebase: Password should be at least 6 characters (auth/weak-password)." → the sentence. */
export function plainMessage(message: string): string {
  const text = message
    .replace(/^Firebase(?:Error)?:\s*/, '')
    .replace(/\s*\([a-z-]+\/[a-z0-9-]+\)\.?\s*$/, '')
    .trim();
  if (text === '' || /^error\.?$/i.test(text)) return '';
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/**
 * Turns anything a Firebase call threw into the port's error, so nothing Firebase-typed crosses
 * the port. Errors that are already the port's pass through unchanged.
 */
export function toBackendError(error: unknown, service: FirebaseService): BackendError {
  if (error instanceof BackendError) return error;
  if (isCodedError(error)) {
    const code = canonicalCode(error, service);
    const message =
      MESSAGES[code] ?? (plainMessage(error.message) || `Something went wrong (${code}).`);
    return new BackendError(code, message, { cause: error });
  }
  // fetch rejects with a TypeError when the network is down; the SDKs mostly catch that themselves.
  if (error instanceof TypeError) {
    const code = NETWORK_CODES[service];
    return new BackendError(code, MESSAGES[code] ?? error.message, { cause: error });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new BackendError('unknown', message || 'Something went wrong.', { cause: error });
}

export function backendErrorFor(code: BackendErrorCode): BackendError {
  return new BackendError(code, MESSAGES[code] ?? `Something went wrong (${code}).`);
}
