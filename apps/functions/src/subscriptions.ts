import {
  isSubscriptionTopic,
  type Locale,
  normalizeSubscriberEmail,
  type SubscriptionTopic,
} from '@apex/core';
import {
  callerDecision,
  callerId,
  confirmLinkRefusal,
  decideSubscribe,
  guardianTokenId,
  recentConfirmations,
  subscriberId,
} from '@apex/server';
import { ServerRefusal } from '@apex/server/contract';
import { type DocumentData, FieldValue, type Firestore, Timestamp } from 'firebase-admin/firestore';
import { outboxFields } from './outbox.ts';
import { MAIL, SUBSCRIBE_CALLERS, SUBSCRIBERS, SUBSCRIPTION_TOKENS } from './paths.ts';
import { newGuardianToken } from './tokens.ts';

/** What the list's handlers need from the world (tests give a fixed clock and key). */
export interface SubscriptionContext {
  readonly db: Firestore;
  now(): Date;
  siteOrigin(): string;
  /** The HMAC secret `SUBSCRIBER_KEY` (Secret Manager; `.secret.local` in the emulators). */
  subscriberKey(): string;
  /** A mailbox for the `mailto:` of `List-Unsubscribe`, or '' for none. */
  unsubscribeMailbox(): string;
  /** How many subscribes one caller may make in an hour. */
  subscribesPerCallerPerHour(): number;
}

export type SubscriptionLinkPurpose = 'confirm' | 'unsubscribe';

function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'hi';
}

/**
 * Counts a caller's subscribe; refuses with `subscription/rate-limited` past the hourly limit.
 * The caller is named by a hash of its address, kept for the hour only.
 */
export async function countCaller(context: SubscriptionContext, address: string): Promise<void> {
  const { db } = context;
  const ref = db.collection(SUBSCRIBE_CALLERS).doc(callerId(address));
  const now = context.now();
  await db.runTransaction(async (transaction) => {
    const stored = (await transaction.get(ref)).data();
    const decision = callerDecision(stored, now, context.subscribesPerCallerPerHour());
    if (!decision.allowed) throw new ServerRefusal(decision.code);
    const { hour, count } = decision.next;
    transaction.set(ref, {
      hour,
      count,
      // The TTL policy (firestore.indexes.json) removes the count once its hour is long gone.
      expireAt: Timestamp.fromMillis((hour + 2) * 3_600_000),
    });
  });
}

/**
 * Subscribe (double opt-in): the same answer for every valid address. A new or pending address
 * gets a confirmation link, unless the per-address limits say it had enough mail today; an address
 * already confirmed gets nothing. Only the server ever sees the address's document.
 */
export async function subscribe(
  context: SubscriptionContext,
  email: unknown,
  topic: unknown,
  language: unknown,
): Promise<void> {
  const normalized = typeof email === 'string' ? normalizeSubscriberEmail(email) : null;
  if (normalized === null) throw new ServerRefusal('subscription/invalid-email');
  if (typeof topic !== 'string' || !isSubscriptionTopic(topic)) {
    throw new ServerRefusal('subscription/invalid-topic');
  }
  const locale: Locale = isLocale(language) ? language : 'en';
  const { db } = context;
  const subscriber = subscriberId(context.subscriberKey(), normalized);
  const ref = db.collection(SUBSCRIBERS).doc(subscriber);
  const now = context.now();
  await db.runTransaction(async (transaction) => {
    const stored = (await transaction.get(ref)).data();
    const topics = (stored?.topics ?? {}) as Record<string, { status?: unknown } | undefined>;
    const decision = decideSubscribe({
      subscriber,
      email: normalized,
      topic,
      language: locale,
      confirmed: topics[topic]?.status === 'confirmed',
      recent: recentConfirmations(stored?.confirmationMails, now),
      now,
      siteOrigin: context.siteOrigin(),
      mailbox: context.unsubscribeMailbox(),
      oneClick: true,
      confirmToken: newGuardianToken(),
      unsubscribeToken: newGuardianToken(),
    });
    if (decision.action === 'none') return;
    for (const { id, record } of decision.links) {
      const { expiresAt } = record;
      transaction.set(db.collection(SUBSCRIPTION_TOKENS).doc(id), {
        ...record,
        expiresAt: expiresAt === null ? null : Timestamp.fromDate(expiresAt),
        // A confirm link is used once; an unsubscribe link keeps working.
        ...(record.purpose === 'confirm' ? { usedAt: null } : {}),
      });
    }
    transaction.set(ref, {
      email: decision.email,
      language: decision.language,
      topics: { ...topics, [topic]: { status: 'pending', since: Timestamp.fromDate(now) } },
      confirmationMails: decision.confirmationMails,
    });
    transaction.set(db.collection(MAIL).doc(), { ...decision.mail, ...outboxFields() });
  });
}

/** A link's token document; a token that cannot be ours is unknown without a read. */
function linkRef(context: SubscriptionContext, token: unknown) {
  const id = guardianTokenId(token);
  if (id === null) throw new ServerRefusal('subscription/link-unknown');
  return context.db.collection(SUBSCRIPTION_TOKENS).doc(id);
}

/** A link's subscriber and topic, or null when its topic is not a list of ours. */
function readLinkTopic(
  data: DocumentData,
): { subscriber: string; topic: SubscriptionTopic } | null {
  const topic: unknown = data.topic;
  if (typeof data.subscriber !== 'string' || typeof topic !== 'string') return null;
  return isSubscriptionTopic(topic) ? { subscriber: data.subscriber, topic } : null;
}

/** What a link's document says, or `link-unknown` when it is not a link of this purpose. */
function readLink(data: DocumentData | undefined, purpose: SubscriptionLinkPurpose) {
  const known = data === undefined || data.purpose !== purpose ? null : readLinkTopic(data);
  if (known === null) throw new ServerRefusal('subscription/link-unknown');
  return known;
}

/** The confirmation link: the address is on the list from now; the link is used up. */
export async function confirmSubscription(
  context: SubscriptionContext,
  token: unknown,
): Promise<{ topic: SubscriptionTopic }> {
  const { db } = context;
  const ref = linkRef(context, token);
  const now = context.now();
  return db.runTransaction(async (transaction) => {
    const data = (await transaction.get(ref)).data();
    const known = data === undefined ? null : readLinkTopic(data);
    const subscriberRef = db.collection(SUBSCRIBERS).doc(known?.subscriber ?? '-');
    const stored = known === null ? undefined : (await transaction.get(subscriberRef)).data();
    const expiresAt: unknown = data?.expiresAt;
    const refusal = confirmLinkRefusal(
      known === null
        ? null
        : {
            purpose: String(data?.purpose),
            used: data?.usedAt !== null && data?.usedAt !== undefined,
            expiresAt: expiresAt instanceof Timestamp ? expiresAt.toDate() : null,
          },
      // Unsubscribed (or the account deleted) since the mail: that link asks for nothing any more.
      known !== null && stored?.topics?.[known.topic] !== undefined,
      now,
    );
    if (refusal !== null || known === null) {
      throw new ServerRefusal(refusal ?? 'subscription/link-unknown');
    }
    const { topic } = known;
    transaction.update(subscriberRef, {
      [`topics.${topic}`]: { status: 'confirmed', since: Timestamp.fromDate(now) },
    });
    transaction.update(ref, { usedAt: FieldValue.serverTimestamp() });
    return { topic };
  });
}

/**
 * The unsubscribe link (page or one-click): the address leaves the list. Idempotent: the link
 * keeps answering its topic. An address on no list any more is deleted with its other links.
 */
export async function unsubscribe(
  context: SubscriptionContext,
  token: unknown,
): Promise<{ topic: SubscriptionTopic }> {
  const { db } = context;
  const ref = linkRef(context, token);
  return db.runTransaction(async (transaction) => {
    const { subscriber, topic } = readLink((await transaction.get(ref)).data(), 'unsubscribe');
    const subscriberRef = db.collection(SUBSCRIBERS).doc(subscriber);
    const stored = (await transaction.get(subscriberRef)).data();
    const confirmLinks = await transaction.get(
      db
        .collection(SUBSCRIPTION_TOKENS)
        .where('subscriber', '==', subscriber)
        .where('topic', '==', topic)
        .where('purpose', '==', 'confirm'),
    );
    for (const link of confirmLinks.docs) transaction.delete(link.ref);
    if (stored === undefined) return { topic };
    const topics = { ...((stored.topics ?? {}) as Record<string, unknown>) };
    delete topics[topic];
    if (Object.keys(topics).length === 0) transaction.delete(subscriberRef);
    else transaction.update(subscriberRef, { [`topics.${topic}`]: FieldValue.delete() });
    return { topic };
  });
}

/**
 * Removes an address from every list with all its links (account deletion). The unsubscribe
 * links go too: their mails can no longer name anyone.
 */
export async function forgetSubscriber(context: SubscriptionContext, email: string): Promise<void> {
  const normalized = normalizeSubscriberEmail(email);
  if (normalized === null) return;
  const { db } = context;
  const subscriber = subscriberId(context.subscriberKey(), normalized);
  const links = await db
    .collection(SUBSCRIPTION_TOKENS)
    .where('subscriber', '==', subscriber)
    .get();
  const batch = db.batch();
  for (const link of links.docs) batch.delete(link.ref);
  batch.delete(db.collection(SUBSCRIBERS).doc(subscriber));
  await batch.commit();
}

/** The language a link's mail was written in ('en' for a link that is not ours). */
export async function linkLanguage(context: SubscriptionContext, token: unknown): Promise<Locale> {
  const id = guardianTokenId(token);
  if (id === null) return 'en';
  const language: unknown = (await context.db.collection(SUBSCRIPTION_TOKENS).doc(id).get()).get(
    'language',
  );
  return isLocale(language) ? language : 'en';
}
