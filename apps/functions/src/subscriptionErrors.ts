/** The port's error codes a subscription callable can refuse with (BackendError codes). */
export type SubscriptionErrorCode =
  | 'subscription/invalid-email'
  | 'subscription/invalid-topic'
  | 'subscription/rate-limited'
  | 'subscription/link-unknown'
  | 'subscription/link-expired'
  | 'subscription/link-used';

/** A refusal the callables pass to the client as `details.code`, which the adapter maps. */
export class SubscriptionError extends Error {
  constructor(readonly code: SubscriptionErrorCode) {
    super(code);
    this.name = 'SubscriptionError';
  }
}

/** The callable status each refusal travels with (the client reads `details.code`). */
export const SUBSCRIPTION_CALLABLE_STATUS = {
  'subscription/invalid-email': 'invalid-argument',
  'subscription/invalid-topic': 'invalid-argument',
  'subscription/rate-limited': 'resource-exhausted',
  'subscription/link-unknown': 'not-found',
  'subscription/link-expired': 'failed-precondition',
  'subscription/link-used': 'failed-precondition',
} as const satisfies Record<SubscriptionErrorCode, string>;
