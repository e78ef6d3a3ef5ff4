/**
 * The codes a callable refuses with, each written once: the function throws a `ServerRefusal`, the
 * callable sends its code as the HttpsError's `details.code` with the status below, and the
 * Firebase adapter turns it into the port's BackendError. Every code but `request/invalid` is one of
 * `@apex/auth-port`'s BackendError codes (the UI words them; auth-firebase's compiler checks the
 * match), so the site behaves as before.
 */
export const SERVER_ERROR_STATUS = {
  // A payload that does not match the callable's request schema: refused before any work. It never
  // reaches the UI as itself (the adapter checks its requests first; a stale site gets "unavailable").
  'request/invalid': 'invalid-argument',
  'guardian/link-unknown': 'not-found',
  'guardian/link-expired': 'failed-precondition',
  'guardian/link-used': 'failed-precondition',
  'guardian/resend-limit': 'resource-exhausted',
  // Limits that hold (issue 38): the account's guardian mails today, or the address's, are spent.
  'guardian/account-mail-limit': 'resource-exhausted',
  'guardian/recipient-mail-limit': 'resource-exhausted',
  'organiser/permission-denied': 'permission-denied',
  'registration/unknown-edition': 'invalid-argument',
  'organiser/invalid-results': 'invalid-argument',
  'organiser/publish-running': 'failed-precondition',
  'organiser/paper-unknown': 'not-found',
  'organiser/paper-grade': 'failed-precondition',
  'certificate/not-found': 'not-found',
  // The built-in test (issue 40): no registration, a guardian not yet confirmed, no built-in test
  // with a paper for the grade, no batch today, no attempt yet, a submitted attempt, and answers
  // after the deadline and its grace.
  'attempt/not-registered': 'not-found',
  'attempt/not-confirmed': 'failed-precondition',
  'attempt/no-test': 'failed-precondition',
  'attempt/outside-batch': 'failed-precondition',
  'attempt/not-started': 'not-found',
  'attempt/closed': 'failed-precondition',
  'attempt/late': 'failed-precondition',
  'subscription/invalid-email': 'invalid-argument',
  'subscription/invalid-topic': 'invalid-argument',
  'subscription/rate-limited': 'resource-exhausted',
  'subscription/link-unknown': 'not-found',
  'subscription/link-expired': 'failed-precondition',
  'subscription/link-used': 'failed-precondition',
  // An organiser's change to an attempt (issue 40, step 5): extra time beyond the limit, extra
  // time for a finished attempt (reopen it), a reopen of an attempt still running.
  'organiser/extra-time-limit': 'failed-precondition',
  'organiser/attempt-closed': 'failed-precondition',
  'organiser/attempt-open': 'failed-precondition',
  // A page of attempts for a batch the edition has not, or a cursor this query did not make.
  'organiser/invalid-query': 'invalid-argument',
  // Results from the built-in test (issue 40, step 5): attempts still open, a batch not closed.
  'organiser/attempts-open': 'failed-precondition',
  'organiser/batch-open': 'failed-precondition',
} as const;

export type ServerErrorCode = keyof typeof SERVER_ERROR_STATUS;

/** The callable protocol's status a code travels with (a subset of Firebase's FunctionsErrorCode). */
export type CallableStatus = (typeof SERVER_ERROR_STATUS)[ServerErrorCode];

/** The code a malformed payload is refused with, unless its schema names a closer one. */
export const INVALID_REQUEST = 'request/invalid' satisfies ServerErrorCode;

export function isServerErrorCode(value: unknown): value is ServerErrorCode {
  return typeof value === 'string' && Object.hasOwn(SERVER_ERROR_STATUS, value);
}

/** A refusal of the server's rules: the callable passes its code to the client. */
export class ServerRefusal extends Error {
  override readonly name = 'ServerRefusal';

  constructor(readonly code: ServerErrorCode) {
    super(code);
  }
}
