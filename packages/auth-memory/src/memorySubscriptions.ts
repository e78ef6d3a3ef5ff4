import {
  BackendError,
  type MailLanguage,
  type SubscriptionService,
  type SubscriptionTopic,
} from '@apex/auth-port';
import {
  AGENCY,
  indianDay,
  isSubscriptionTopic,
  listUnsubscribeHeaders,
  loadCatalog,
  normalizeSubscriberEmail,
  SUBSCRIBES_PER_CALLER_PER_HOUR,
  SUBSCRIPTION_CONFIRM_PATH,
  SUBSCRIPTION_LINK_VALID_DAYS,
  SUBSCRIPTION_MAILS_PER_ADDRESS_PER_DAY,
  SUBSCRIPTION_MAILS_PER_TOPIC_PER_DAY,
  subscriptionConfirmMail,
  subscriptionLink,
  UNSUBSCRIBE_PATH,
} from '@apex/core';
import { guardianTokenId } from '@apex/server';
import type { MemoryClock } from './clock.ts';
import { newGuardianToken } from './guardianTokens.ts';
import { hmacSha256Hex } from './hmac.ts';
import { codeOnlyError, MEMORY_MESSAGES } from './messages.ts';
import type { OperationRunner } from './operations.ts';
import type { MemoryState, SubscriberRecord } from './state.ts';
import type { MemoryStore } from './store.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** The id a subscriber is stored under: the HMAC of the normalised address with the server's key. */
export function subscriberIdOf(state: MemoryState, normalizedEmail: string): Promise<string> {
  return hmacSha256Hex(state.subscriberKey, normalizedEmail);
}

/** Forgets the subscriber and every link of theirs (account deletion). */
export function removeSubscriber(state: MemoryState, id: string): void {
  delete state.subscribers[id];
  for (const [hash, token] of Object.entries(state.subscriptionTokens)) {
    if (token.subscriber === id) delete state.subscriptionTokens[hash];
  }
}

interface NewLinks {
  readonly confirm: { readonly token: string; readonly hash: string };
  readonly unsubscribe: { readonly token: string; readonly hash: string };
}

function newLink() {
  const { token, id } = newGuardianToken();
  return { token, hash: id };
}

/** Whether the per-address limits still allow a confirmation mail for `topic` now. */
function mayMail(subscriber: SubscriberRecord, topic: SubscriptionTopic, now: Date): boolean {
  const recent = subscriber.mailed.filter((entry) => now.getTime() - Date.parse(entry.at) < DAY_MS);
  const forTopic = recent.filter((entry) => entry.topic === topic).length;
  return (
    forTopic < SUBSCRIPTION_MAILS_PER_TOPIC_PER_DAY &&
    recent.length < SUBSCRIPTION_MAILS_PER_ADDRESS_PER_DAY
  );
}

/**
 * The notify-me lists with double opt-in (issue 30), as the Firebase callables do it: one answer
 * for every valid address, limits applied silently per address and loudly per caller (this
 * backend instance stands for the browser session), mail queued in the `mail` outbox.
 */
export function createMemorySubscriptions(
  store: MemoryStore,
  runner: OperationRunner,
  server: { readonly clock: MemoryClock; readonly siteOrigin: string },
): SubscriptionService {
  const { clock, siteOrigin } = server;
  /** This caller's subscribe times, for the per-caller limit. */
  let calls: number[] = [];

  function queueConfirmMail(
    state: MemoryState,
    subscriber: SubscriberRecord,
    topic: SubscriptionTopic,
    links: NewLinks,
    now: Date,
  ): void {
    const language: MailLanguage = subscriber.language;
    const expiresAt = new Date(now.getTime() + SUBSCRIPTION_LINK_VALID_DAYS * DAY_MS);
    const unsubscribeUrl = subscriptionLink(
      siteOrigin,
      UNSUBSCRIBE_PATH,
      language,
      links.unsubscribe.token,
    );
    const message = subscriptionConfirmMail(language, {
      topic,
      confirmUrl: subscriptionLink(
        siteOrigin,
        SUBSCRIPTION_CONFIRM_PATH,
        language,
        links.confirm.token,
      ),
      expiresOn: indianDay(expiresAt.getTime()),
      unsubscribeUrl,
    });
    state.mail.push({
      id: `mail-${state.mail.length + 1}-${now.getTime()}`,
      to: subscriber.email,
      message: { ...message, headers: listUnsubscribeHeaders(unsubscribeUrl, AGENCY.supportEmail) },
      kind: 'subscription-confirm',
      language,
      createdAt: now.toISOString(),
    });
  }

  async function redeem(token: string, purpose: 'confirm' | 'unsubscribe') {
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
        state.subscriptionTokens[hash] = { ...record, usedAt: record.usedAt ?? now.toISOString() };
        return { topic: record.topic };
      }
      if (record.usedAt !== null) throw codeOnlyError('subscription/link-used');
      if (record.expiresAt !== null && Date.parse(record.expiresAt) <= now.getTime()) {
        throw codeOnlyError('subscription/link-expired');
      }
      if (subscriber?.topics[record.topic] === undefined) {
        throw codeOnlyError('subscription/link-unknown');
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
        calls = calls.filter((at) => now.getTime() - at < HOUR_MS);
        if (calls.length >= SUBSCRIBES_PER_CALLER_PER_HOUR) {
          throw codeOnlyError('subscription/rate-limited');
        }
        calls.push(now.getTime());
        const normalized = normalizeSubscriberEmail(email);
        if (normalized === null) {
          throw new BackendError('subscription/invalid-email', MEMORY_MESSAGES.subscriptionEmail);
        }
        if (!isSubscriptionTopic(topic)) {
          throw new BackendError('subscription/invalid-topic', MEMORY_MESSAGES.subscriptionTopic);
        }
        // The mail is written in the form's language, whose words may not be loaded yet.
        await loadCatalog(language);
        const id = await subscriberIdOf(store.read(), normalized);
        const links: NewLinks = { confirm: newLink(), unsubscribe: newLink() };
        store.update((state) => {
          const known = state.subscribers[id];
          // Confirmed already: nothing to do, and the answer must not say so.
          if (known?.topics[topic]?.status === 'confirmed') return;
          const subscriber: SubscriberRecord = {
            email: normalized,
            language: known?.language ?? language,
            topics: known?.topics[topic]
              ? known.topics
              : { ...known?.topics, [topic]: { status: 'pending', since: now.toISOString() } },
            mailed: (known?.mailed ?? []).filter(
              (entry) => now.getTime() - Date.parse(entry.at) < DAY_MS,
            ),
          };
          if (!mayMail(subscriber, topic, now)) {
            state.subscribers[id] = subscriber;
            return;
          }
          const mailedSubscriber = {
            ...subscriber,
            language,
            mailed: [...subscriber.mailed, { topic, at: now.toISOString() }],
          };
          state.subscribers[id] = mailedSubscriber;
          const expiresAt = new Date(now.getTime() + SUBSCRIPTION_LINK_VALID_DAYS * DAY_MS);
          state.subscriptionTokens[links.confirm.hash] = {
            subscriber: id,
            topic,
            purpose: 'confirm',
            expiresAt: expiresAt.toISOString(),
            usedAt: null,
          };
          state.subscriptionTokens[links.unsubscribe.hash] = {
            subscriber: id,
            topic,
            purpose: 'unsubscribe',
            expiresAt: null,
            usedAt: null,
          };
          queueConfirmMail(state, mailedSubscriber, topic, links, now);
        });
      }),
    confirm: (token) => runner.run('subscriptions.confirm', () => redeem(token, 'confirm')),
    unsubscribe: (token) =>
      runner.run('subscriptions.unsubscribe', () => redeem(token, 'unsubscribe')),
  };
}
