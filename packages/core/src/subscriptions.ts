import { isValidEmail } from './email.ts';
import { isKnownErrorCode } from './errors.ts';
import { EMAIL_MAX_LENGTH } from './limits.ts';
import { type Locale, messagesFor } from './messages.ts';

/**
 * The notify-me lists (issue 12, item 5): the rule both backends apply to an address and the words
 * the subscribe forms show. The port names the same topics; a type test in the web app keeps them
 * equal.
 */

export const SUBSCRIPTION_TOPICS = ['newsletter', 'next-edition'] as const;
export type SubscriptionTopic = (typeof SUBSCRIPTION_TOPICS)[number];

export function isSubscriptionTopic(value: string): value is SubscriptionTopic {
  return (SUBSCRIPTION_TOPICS as readonly string[]).includes(value);
}

/**
 * The address as a list keeps it: trimmed and lower-cased, so `Asha@Example.com ` and
 * `asha@example.com` are one subscriber. Null when it is not an address we accept (the account
 * forms' shape check and length limit), which the backends refuse as `subscription/invalid-email`.
 */
export function normalizeSubscriberEmail(email: string): string | null {
  const normalized = email.trim().toLowerCase();
  if (normalized.length > EMAIL_MAX_LENGTH || !isValidEmail(normalized)) return null;
  return normalized;
}

/**
 * The subscribe form's words for a failure: the dictionary's entry for a code of ours (the port's
 * `subscription/*` codes), the connection sentence for a network failure, and the list's general
 * failure for anything else (never a service's raw text: a list has no account to tell about).
 */
export function describeSubscriptionError(code: string, locale?: Locale): string {
  const words = messagesFor(locale);
  if (code === 'auth/network-request-failed' || code === 'subscription/timeout') {
    return words.subscribe.unavailable;
  }
  return isKnownErrorCode(code) && code.startsWith('subscription/')
    ? words.errors[code]
    : words.subscribe.failed;
}
