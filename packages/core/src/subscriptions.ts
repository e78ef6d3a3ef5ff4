import { AGENCY } from './agency.ts';
import { isValidEmail } from './email.ts';
import { EMAIL_MAX_LENGTH } from './limits.ts';
import { VALIDATION_MESSAGES } from './messages.ts';

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

const REMOVAL = `To be removed, write to ${AGENCY.supportEmail}.`;

/**
 * The user-visible words of the subscribe forms. Self-contained on purpose: the footer form is on
 * every page, and an entry here that reached into VALIDATION_MESSAGES would pull that module, which
 * the lazy account pages share, onto every page's critical path.
 */
export const SUBSCRIPTION_MESSAGES = {
  /** The same for a new address and one already on the list, so nobody learns who subscribed. */
  subscribed: (email: string) => `You're on the list. We'll write to you at ${email}.`,
  /** One line beside the button: what the address is used for, and how to leave (no link yet). */
  purpose: {
    newsletter: `Only for occasional news about Apex and our courses. ${REMOVAL}`,
    'next-edition': `Only to tell you when the next Apex exam opens. ${REMOVAL}`,
  } satisfies Record<SubscriptionTopic, string>,
  unavailable:
    'We could not reach the server. Your address is still here: please check your connection and try again.',
  failed: 'We could not add you to the list. Your address is still here, so you can try again.',
} as const;

/** The form's words for a backend error code (the port's `subscription/*` codes, or any other). */
export function describeSubscriptionError(code: string): string {
  if (code === 'subscription/invalid-email') return VALIDATION_MESSAGES.emailInvalid;
  if (code === 'subscription/unavailable' || code === 'auth/network-request-failed') {
    return SUBSCRIPTION_MESSAGES.unavailable;
  }
  return SUBSCRIPTION_MESSAGES.failed;
}
