/**
 * One error type crosses the port. `code` is stable and uses Firebase's vocabulary as the canonical
 * one; `message` is the service's own words, shown when the UI has nothing better.
 */
export const BACKEND_ERROR_CODES = [
  'auth/email-already-in-use',
  'auth/invalid-credential',
  'auth/invalid-email',
  'auth/weak-password',
  'auth/missing-password',
  'auth/popup-closed-by-user',
  'auth/cancelled-popup-request',
  'auth/popup-blocked',
  'auth/too-many-requests',
  'auth/network-request-failed',
  'auth/unauthenticated',
  // Deleting an account: the re-authentication was for another account, or is too old.
  'auth/user-mismatch',
  'auth/requires-recent-login',
  'profile/permission-denied',
  'profile/unavailable',
  // A write that got no answer within BACKEND_WRITE_TIMEOUT_MS; safe to retry.
  'profile/timeout',
  'storage/unauthorized',
  'storage/invalid-content-type',
  'storage/file-too-large',
  'storage/unavailable',
  'subscription/invalid-email',
  'subscription/invalid-topic',
  'subscription/permission-denied',
  'subscription/unavailable',
  // Double opt-in (issue 30): a confirm or unsubscribe link unknown, past its days or used, a
  // caller subscribing too often, and a read or call past its deadline.
  'subscription/link-unknown',
  'subscription/link-expired',
  'subscription/link-used',
  'subscription/rate-limited',
  'subscription/timeout',
  'guardian/timeout',
  'storage/timeout',
  // Exam registration (issue 13): refused details, an unverified address, an edition that takes
  // none, someone else's registration, no answer, and a write past BACKEND_WRITE_TIMEOUT_MS.
  'registration/invalid',
  'registration/email-not-verified',
  'registration/unknown-edition',
  'registration/permission-denied',
  'registration/unavailable',
  'registration/timeout',
  // Guardian consent (issue 28): a write outside the edition's registration window (the server's
  // clock), a guardian link the server does not know, past its days, or already answered, and a
  // registrant asking for the guardian's mail more often than allowed in a day.
  'registration/window-closed',
  'guardian/link-unknown',
  'guardian/link-expired',
  'guardian/link-used',
  'guardian/resend-limit',
  // Limits that hold (issue 38): guardian mails per account and per address per day, whichever
  // address the registration names.
  'guardian/account-mail-limit',
  'guardian/recipient-mail-limit',
  // Who may consent (issue 38): an under-18 account whose parent has not confirmed it yet.
  'registration/parent-not-confirmed',
  'storage/parent-not-confirmed',
  // An account made through Google that has not yet said whether it is 18 or older, and a second
  // answer (the first stands).
  'registration/age-not-declared',
  'storage/age-not-declared',
  'auth/age-already-declared',
  // Results (issue 29): an account without the organiser role, a page query or cursor that is not
  // valid, results with a problem (unknown number, duplicate, score out of range, guardian not
  // confirmed), a publish refused while another run of the edition is still going, someone else's
  // result or certificate, a certificate never issued, no answer.
  'organiser/permission-denied',
  'organiser/invalid-query',
  'organiser/invalid-results',
  'organiser/publish-running',
  // Papers (issue 40): assigning a paper no upload stored, or a paper written for another grade.
  'organiser/paper-unknown',
  'organiser/paper-grade',
  'organiser/unavailable',
  // The built-in test (issue 40): no registration, a guardian not yet confirmed, no built-in test
  // with a paper for the grade, no batch today, no attempt yet, a submitted attempt, answers after
  // the deadline and its grace, someone else's attempt, no answer.
  'attempt/not-registered',
  'attempt/not-confirmed',
  'attempt/no-test',
  'attempt/outside-batch',
  'attempt/not-started',
  'attempt/closed',
  'attempt/late',
  'attempt/permission-denied',
  'attempt/unavailable',
  'results/permission-denied',
  'certificate/permission-denied',
  'certificate/not-found',
  'certificate/unavailable',
  // An organiser's change to an attempt (issue 40, step 5): extra time beyond the limit, extra
  // time for a finished attempt, a reopen of an attempt still running.
  'organiser/extra-time-limit',
  'organiser/attempt-closed',
  'organiser/attempt-open',
  // The caller aborted the upload's signal.
  'storage/canceled',
  // Results from the built-in test (issue 40, step 5): a publish while attempts are still open,
  // an item analysis before the batch has closed.
  'organiser/attempts-open',
  'organiser/batch-open',
  'unknown',
] as const;

export type KnownBackendErrorCode = (typeof BACKEND_ERROR_CODES)[number];

/** Known codes are listed; an adapter may pass through a service code we have not met yet. */
export type BackendErrorCode = KnownBackendErrorCode | (string & {});

export class BackendError extends Error {
  override readonly name = 'BackendError';
  readonly code: BackendErrorCode;

  constructor(code: BackendErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}

export function isBackendError(error: unknown): error is BackendError {
  return error instanceof BackendError;
}
