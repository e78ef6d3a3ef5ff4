import { BackendError, type BackendErrorCode } from '@apex/auth-port';

/** Which Firebase service an error came from: Firestore's codes carry no prefix of their own. */
export type FirebaseService =
  | 'auth'
  | 'profile'
  | 'storage'
  | 'subscription'
  | 'registration'
  | 'organiser'
  | 'results'
  | 'certificate';

/** The services whose documents the Firestore SDK reads: their own prefix for Firestore's codes. */
const DOCUMENT_SERVICES: Readonly<Partial<Record<FirebaseService, string>>> = {
  registration: 'registration',
  organiser: 'organiser',
  results: 'results',
  certificate: 'certificate',
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

/**
 * Firestore's gRPC-style codes, which arrive without a service prefix, as the document service's
 * own: a profile's or a registration's (the two services that use the Firestore SDK).
 */
const FIRESTORE_CODES: Readonly<Record<string, string>> = {
  'permission-denied': 'permission-denied',
  unavailable: 'unavailable',
  'deadline-exceeded': 'unavailable',
};

function firestoreCode(code: string, service: FirebaseService): BackendErrorCode {
  if (code === 'unauthenticated') return 'auth/unauthenticated';
  const documents = DOCUMENT_SERVICES[service] ?? 'profile';
  const known = FIRESTORE_CODES[code];
  if (known === undefined) return `${service}/${code}`;
  // Results have no "unavailable" of their own: a result not read is the organiser's or the
  // certificate's words for it.
  if (documents === 'results' && known === 'unavailable') return 'certificate/unavailable';
  return `${documents}/${known}`;
}

const NETWORK_CODES: Readonly<Record<FirebaseService, BackendErrorCode>> = {
  auth: 'auth/network-request-failed',
  profile: 'profile/unavailable',
  storage: 'storage/unavailable',
  subscription: 'subscription/unavailable',
  registration: 'registration/unavailable',
  organiser: 'organiser/unavailable',
  results: 'certificate/unavailable',
  certificate: 'certificate/unavailable',
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
  return firestoreCode(code, service);
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
 * An error the adapter raises itself, before or instead of a Firebase call (signed out, a refused
 * file, a deadline): the code is the whole contract, so the message is the code, as a raw service
 * message would be; the UI words the code from `@apex/core`.
 */
export function backendErrorFor(code: BackendErrorCode): BackendError {
  return new BackendError(code, code);
}

/**
 * Turns anything a Firebase call threw into the port's error, so nothing Firebase-typed crosses
 * the port. The code is the contract: the UI words known codes from `@apex/core`, so the message is
 * only Firebase's own sentence, tidied, which the UI shows for a code it has no words for (empty
 * when Firebase said nothing but "Error"). Errors that are already the port's pass through.
 */
export function toBackendError(error: unknown, service: FirebaseService): BackendError {
  if (error instanceof BackendError) return error;
  if (isCodedError(error)) {
    return new BackendError(canonicalCode(error, service), plainMessage(error.message), {
      cause: error,
    });
  }
  // fetch rejects with a TypeError when the network is down; the SDKs mostly catch that themselves.
  if (error instanceof TypeError) {
    return new BackendError(NETWORK_CODES[service], error.message, { cause: error });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new BackendError('unknown', message, { cause: error });
}
