/** The port's error codes a guardian link or a resend can fail with (BackendError codes). */
export type GuardianErrorCode =
  | 'guardian/link-unknown'
  | 'guardian/link-expired'
  | 'guardian/link-used'
  | 'guardian/resend-limit';

/** A refusal the callables pass to the client as `details.code`, which the adapter maps. */
export class GuardianError extends Error {
  constructor(readonly code: GuardianErrorCode) {
    super(code);
    this.name = 'GuardianError';
  }
}

/** The callable status each refusal travels with (the client reads `details.code`). */
export const CALLABLE_STATUS = {
  'guardian/link-unknown': 'not-found',
  'guardian/link-expired': 'failed-precondition',
  'guardian/link-used': 'failed-precondition',
  'guardian/resend-limit': 'resource-exhausted',
} as const satisfies Record<GuardianErrorCode, string>;
