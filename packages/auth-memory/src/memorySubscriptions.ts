import { BackendError, type SubscriptionService } from '@apex/auth-port';
import {
  AGENCY,
  isSubscriptionTopic,
  loadCatalog,
  normalizeSubscriberEmail,
  SUBSCRIBES_PER_CALLER_PER_HOUR,
} from '@apex/core';
import {
  callerDecision,
  confirmLinkRefusal,
  decideSubscribe,
  recentConfirmations,
  subscriberId,
} from '@apex/server';
import type { MemoryClock } from './clock.ts';
import { queueMail } from './consentServer.ts';
import { guardianTokenId, newGuardianToken } from './guardianTokens.ts';
import { codeOnlyError, MEMORY_MESSAGES } from './messages.ts';
import type { OperationRunner } from './operations.ts';
import type { MemoryState } from './state.ts';
import type { MemoryStore } from './store.ts';

/** The id a subscriber is stored under: @apex/server's subscriberId with this server's key. */
export function subscriberIdOf(state: MemoryState, normalizedEmail: string): string {
  return subscriberId(state.subscriberKey, normalizedEmail);
}

/** Forgets the subscriber and every link of theirs (account deletion). */
export function removeSubscriber(state: MemoryState, id: string): void {
  delete state.subscribers[id];
  for (const [hash, token] of Object.entries(state.subscriptionTokens)) {
    if (token.subscriber === id) delete state.subscriptionTokens[hash];
  }
}

/**
 * The notify-me lists with double opt-in (issue 30): @apex/server's decisions (decideSubscribe,
 * callerDecision, confirmLinkRefusal) over the memory state, as the Firebase callables run them
 * over Firestore. This backend instance stands for the caller (a browser session); the mail
 * points List-Unsubscribe at the page, as the dev server has no one-click endpoint.
 */
export function createMemorySubscriptions(
  store: MemoryStore,
  runner: OperationRunner,
  server: { readonly clock: MemoryClock; readonly siteOrigin: string },
): SubscriptionService {
  const { clock, siteOrigin } = server;
  /** This caller's count in the current hour (`{ hour, count }`), for the per-caller limit. */
  let calls: unknown;

  function redeem(token: string, purpose: 'confirm' | 'unsubscribe') {
    const hash = guardianTokenId(token) ?? '';
    const now = clock.now();
    return store.update((state) => {
      const record = state.subscriptionTokens[hash];
      if (record === undefined || record.purpose !== purpose) {
        throw codeOnlyError('subscription/link-unknown');
      }
      const subscriber = state.subscribers[record.subscriber];
      if (purpose === 'unsubscribe') {
        if (subscriber !== undefined) {
          const topics = { ...subscriber.topics };
          delete topics[record.topic];
          if (Object.keys(topics).length === 0) delete state.subscribers[record.subscriber];
          else state.subscribers[record.subscriber] = { ...subscriber, topics };
        }
        // The topic's confirmation links ask for nothing any more.
        for (const [id, link] of Object.entries(state.subscriptionTokens)) {
          if (link.subscriber === record.subscriber && link.topic === record.topic) {
            if (link.purpose === 'confirm') delete state.subscriptionTokens[id];
          }
        }
        return { topic: record.topic };
      }
      const refusal = confirmLinkRefusal(
        {
          purpose,
          used: record.usedAt !== null,
          expiresAt: record.expiresAt === null ? null : new Date(record.expiresAt),
        },
        subscriber?.topics[record.topic] !== undefined,
        now,
      );
      if (refusal !== null || subscriber === undefined) {
        throw codeOnlyError(refusal ?? 'subscription/link-unknown');
      }
      state.subscriptionTokens[hash] = { ...record, usedAt: now.toISOString() };
      state.subscribers[record.subscriber] = {
        ...subscriber,
        topics: {
          ...subscriber.topics,
          [record.topic]: { status: 'confirmed', since: now.toISOString() },
        },
      };
      return { topic: record.topic };
    });
  }

  return {
    subscribe: (email, topic, language) =>
      runner.run('subscriptions.subscribe', async () => {
        const now = clock.now();
        const caller = callerDecision(calls, now, SUBSCRIBES_PER_CALLER_PER_HOUR);
        if (!caller.allowed) throw codeOnlyError(caller.code);
        calls = caller.next;
        const normalized = normalizeSubscriberEmail(email);
        if (normalized === null) {
          throw new BackendError('subscription/invalid-email', MEMORY_MESSAGES.subscriptionEmail);
        }
        if (!isSubscriptionTopic(topic)) {
          throw new BackendError('subscription/invalid-topic', MEMORY_MESSAGES.subscriptionTopic);
        }
        // The mail is written in the form's language, whose words may not be loaded yet.
        await loadCatalog(language);
        store.update((state) => {
          const id = subscriberIdOf(state, normalized);
          const known = state.subscribers[id];
          const decision = decideSubscribe({
            subscriber: id,
            email: normalized,
            topic,
            language,
            confirmed: known?.topics[topic]?.status === 'confirmed',
            recent: recentConfirmations(
              known?.mailed.map((entry) => ({ topic: entry.topic, at: Date.parse(entry.at) })),
              now,
            ),
            now,
            siteOrigin,
            mailbox: AGENCY.supportEmail,
            oneClick: false,
            confirmToken: newGuardianToken(),
            unsubscribeToken: newGuardianToken(),
          });
          if (decision.action === 'none') return;
          for (const { id: linkId, record } of decision.links) {
            state.subscriptionTokens[linkId] = {
              subscriber: record.subscriber,
              topic: record.topic,
              purpose: record.purpose,
              expiresAt: record.expiresAt?.toISOString() ?? null,
              usedAt: null,
            };
          }
          state.subscribers[id] = {
            email: decision.email,
            language: decision.language,
            topics: {
              ...known?.topics,
              [topic]: { status: 'pending', since: decision.pendingSince.toISOString() },
            },
            mailed: decision.confirmationMails.flatMap((entry) =>
              isSubscriptionTopic(entry.topic)
                ? [{ topic: entry.topic, at: new Date(entry.at).toISOString() }]
                : [],
            ),
          };
          queueMail(state, decision.mail, now);
        });
      }),
    confirm: (token) => runner.run('subscriptions.confirm', () => redeem(token, 'confirm')),
    unsubscribe: (token) =>
      runner.run('subscriptions.unsubscribe', () => redeem(token, 'unsubscribe')),
  };
}
