import { BackendError, type SubscriptionService } from '@apex/auth-port';
import { isSubscriptionTopic, normalizeSubscriberEmail } from '@apex/core';
import { MEMORY_MESSAGES } from './messages.ts';
import type { OperationRunner } from './operations.ts';
import type { MemoryStore } from './store.ts';

/**
 * The notify-me lists, kept with the rest of the state (so persisted with it). Like the Firestore
 * rules, it needs no sign-in and treats a repeat as done: the first record stays as it was.
 */
export function createMemorySubscriptions(
  store: MemoryStore,
  runner: OperationRunner,
): SubscriptionService {
  return {
    subscribe: (email, topic) =>
      runner.run('subscriptions.subscribe', () => {
        const normalized = normalizeSubscriberEmail(email);
        if (normalized === null) {
          throw new BackendError('subscription/invalid-email', MEMORY_MESSAGES.subscriptionEmail);
        }
        if (!isSubscriptionTopic(topic)) {
          throw new BackendError('subscription/invalid-topic', MEMORY_MESSAGES.subscriptionTopic);
        }
        store.update((state) => {
          const known = state.subscriptions.some(
            (entry) => entry.email === normalized && entry.topic === topic,
          );
          if (known) return;
          state.subscriptions.push({
            email: normalized,
            topic,
            subscribedAt: new Date().toISOString(),
          });
        });
      }),
  };
}
