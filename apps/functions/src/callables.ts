import { HttpsError } from 'firebase-functions/https';
import { CALLABLE_STATUS, GuardianError } from './guardianErrors.ts';
import { ORGANISER_CALLABLE_STATUS, OrganiserError } from './organiserErrors.ts';
import { SUBSCRIPTION_CALLABLE_STATUS, SubscriptionError } from './subscriptionErrors.ts';

/**
 * Runs a callable's work; a refusal of ours reaches the client as an HttpsError whose
 * `details.code` is the port's error code (the adapter turns it into a BackendError).
 */
export async function asCallable<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof GuardianError) {
      throw new HttpsError(CALLABLE_STATUS[error.code], error.code, { code: error.code });
    }
    if (error instanceof OrganiserError) {
      throw new HttpsError(ORGANISER_CALLABLE_STATUS[error.code], error.code, { code: error.code });
    }
    if (error instanceof SubscriptionError) {
      throw new HttpsError(SUBSCRIPTION_CALLABLE_STATUS[error.code], error.code, {
        code: error.code,
      });
    }
    throw error;
  }
}

/** A field of a callable's data, whatever it holds (undefined when the data is no object). */
export function fieldOf(data: unknown, name: string): unknown {
  return typeof data === 'object' && data !== null && name in data
    ? (data as Record<string, unknown>)[name]
    : undefined;
}

/** A field of a callable's data, refused as `invalid-argument` when it is not text. */
export function textField(data: unknown, name: string): string {
  const value = fieldOf(data, name);
  if (typeof value !== 'string' || value === '') {
    throw new HttpsError('invalid-argument', `${name} is required`);
  }
  return value;
}
