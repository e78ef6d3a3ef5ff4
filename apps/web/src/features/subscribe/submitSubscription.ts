import { isBackendError, type SubscriptionTopic } from '@apex/auth-port';
import {
  describeSubscriptionError,
  type Locale,
  messagesFor,
  normalizeSubscriberEmail,
  validateSubscription,
} from '@apex/core';
import type { BackendHandle } from '../../backend/BackendHandle.ts';

export interface SubscribeOutcome {
  readonly tone: 'success' | 'error';
  readonly message: string;
}

/**
 * Checks the address, loads the backend only now, asks the server to mail a confirmation link in
 * the page's language, and says how it went in core's words: "check your inbox" for every valid
 * address, new, pending or confirmed, so the form never reveals who is already on a list (issue
 * 30). Never rejects.
 */
export async function submitSubscription(
  handle: BackendHandle,
  email: string,
  topic: SubscriptionTopic,
  locale: Locale,
): Promise<SubscribeOutcome> {
  const invalid = validateSubscription({ email }, locale);
  if (invalid) return { tone: 'error', message: invalid.message };
  try {
    const backend = await handle.load();
    await backend.subscriptions.subscribe(email, topic, locale);
    const address = normalizeSubscriberEmail(email) ?? email.trim();
    return {
      tone: 'success',
      message: messagesFor(locale).subscribe.subscribed({ email: address }),
    };
  } catch (error) {
    // A backend that could not even load (offline, a failed chunk) is "could not reach" too.
    if (!isBackendError(error)) console.warn('The subscription could not be sent:', error);
    const code = isBackendError(error) ? error.code : 'subscription/unavailable';
    return { tone: 'error', message: describeSubscriptionError(code, locale) };
  }
}
