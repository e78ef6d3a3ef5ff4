import {
  BackendError,
  type SubscriptionLinkOutcome,
  type SubscriptionService,
} from '@apex/auth-port';
import { isSubscriptionTopic, normalizeSubscriberEmail } from '@apex/core';
import type { CallFunction } from './callables.ts';

/**
 * The lists on Firebase (issue 30): double opt-in through the functions' callables `subscribe`,
 * `confirmSubscription` and `unsubscribe` (apps/functions), which alone store and mail; the rules
 * close the lists to every client. What the server would refuse for its shape is refused here
 * first, without a call; a link that is empty is unknown.
 */
export function createSubscriptionService(call: CallFunction): SubscriptionService {
  const link = async (
    name: 'confirmSubscription' | 'unsubscribe',
    token: string,
  ): Promise<SubscriptionLinkOutcome> => {
    if (token === '') throw new BackendError('subscription/link-unknown', 'No link token.');
    // The contract believes an answer only with a list's topic.
    return call(name, { token }, 'subscription/unavailable');
  };
  return {
    async subscribe(email, topic, language) {
      const normalized = normalizeSubscriberEmail(email);
      if (normalized === null)
        throw new BackendError('subscription/invalid-email', 'Not an address a list accepts.');
      if (!isSubscriptionTopic(topic))
        throw new BackendError('subscription/invalid-topic', `No list called ${topic}.`);
      await call('subscribe', { email: normalized, topic, language }, 'subscription/unavailable');
    },
    confirm: (token) => link('confirmSubscription', token),
    unsubscribe: (token) => link('unsubscribe', token),
  };
}
