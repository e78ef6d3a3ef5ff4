import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH } from './limits.ts';
import { messagesFor } from './messages.ts';
import {
  describeSubscriptionError,
  isSubscriptionTopic,
  normalizeSubscriberEmail,
  SUBSCRIPTION_TOPICS,
} from './subscriptions.ts';

const SUBSCRIPTION_MESSAGES = messagesFor().subscribe;

/** A well-formed address of exactly `length` characters. */
function addressOfLength(length: number): string {
  const domain = '@example.com';
  return `${'a'.repeat(length - domain.length)}${domain}`;
}

describe('subscription topics', () => {
  it('are the newsletter and the next exam edition', () => {
    expect(SUBSCRIPTION_TOPICS).toEqual(['newsletter', 'next-edition']);
  });

  it('recognises exactly those', () => {
    expect(isSubscriptionTopic('newsletter')).toBe(true);
    expect(isSubscriptionTopic('next-edition')).toBe(true);
    expect(isSubscriptionTopic('weekly')).toBe(false);
    expect(isSubscriptionTopic('Newsletter')).toBe(false);
  });
});

describe('normalizeSubscriberEmail', () => {
  it('trims and lower-cases, so one person is one subscriber', () => {
    expect(normalizeSubscriberEmail('  Asha.Rao@Example.COM ')).toBe('asha.rao@example.com');
  });

  it('keeps an address of exactly the limit and refuses one character more', () => {
    expect(normalizeSubscriberEmail(addressOfLength(EMAIL_MAX_LENGTH))).toBe(
      addressOfLength(EMAIL_MAX_LENGTH),
    );
    expect(normalizeSubscriberEmail(addressOfLength(EMAIL_MAX_LENGTH + 1))).toBeNull();
  });

  it('does not count surrounding spaces against the limit', () => {
    expect(normalizeSubscriberEmail(` ${addressOfLength(EMAIL_MAX_LENGTH)} `)).not.toBeNull();
  });

  it.each(['', '   ', 'asha', 'asha@example', 'as ha@example.com'])('refuses %j', (email) => {
    expect(normalizeSubscriberEmail(email)).toBeNull();
  });
});

describe('the subscribe words', () => {
  it('asks every address to check its inbox, saying nothing of whether it is on the list', () => {
    expect(SUBSCRIPTION_MESSAGES.subscribed({ email: 'asha@example.com' })).toBe(
      'Almost done: please check your inbox. If asha@example.com is not on the list yet, we have sent it a link to confirm.',
    );
  });

  it('says what each list is for, and how to leave, in one paragraph', () => {
    for (const topic of SUBSCRIPTION_TOPICS) {
      const purpose = SUBSCRIPTION_MESSAGES.purpose[topic];
      expect(purpose).toMatch(/^Only /);
      expect(purpose).toContain('every mail has a link to leave the list');
      expect(purpose).not.toContain('\n');
    }
    expect(SUBSCRIPTION_MESSAGES.purpose['next-edition']).toContain('next Apex exam');
  });

  it('tells the user after a failure that the address is still there', () => {
    expect(SUBSCRIPTION_MESSAGES.failed).toContain('Your address is still here');
    expect(SUBSCRIPTION_MESSAGES.unavailable).toContain('Your address is still here');
  });
});

describe('describeSubscriptionError', () => {
  it('asks for a valid address when the backend refused its shape or length', () => {
    expect(describeSubscriptionError('subscription/invalid-email')).toBe(
      'Please enter a valid email address, like name@example.com.',
    );
  });

  it('points at the connection when the service could not be reached', () => {
    expect(describeSubscriptionError('subscription/unavailable', 'en')).toBe(
      SUBSCRIPTION_MESSAGES.unavailable,
    );
    expect(describeSubscriptionError('auth/network-request-failed')).toBe(
      SUBSCRIPTION_MESSAGES.unavailable,
    );
  });

  it('falls back to a general failure for anything else', () => {
    expect(describeSubscriptionError('subscription/permission-denied')).toBe(
      SUBSCRIPTION_MESSAGES.failed,
    );
    expect(describeSubscriptionError('unknown')).toBe(SUBSCRIPTION_MESSAGES.failed);
  });
});

describe('the list errors', () => {
  it('reads a timed-out subscribe as the connection failure', () => {
    expect(describeSubscriptionError('subscription/timeout')).toBe(
      SUBSCRIPTION_MESSAGES.unavailable,
    );
  });
});
