import {
  indianDay,
  type Locale,
  type SubscriptionTopic,
  subscriptionConfirmMail,
} from '@apex/core';
import type { GuardianToken } from '../consent/guardianLink.ts';
import { confirmationExpiresAt, mayMailConfirmation, type SentConfirmation } from './limits.ts';
import {
  type ListMailDocument,
  listMailDocument,
  listUnsubscribeHeaders,
  oneClickUnsubscribeLink,
  subscriptionPageLink,
} from './mail.ts';

/** A list link as stored (`subscriptionTokens/{id}`): whose, which list, what for, until when. */
export interface SubscriptionLinkRecord {
  readonly subscriber: string;
  readonly topic: SubscriptionTopic;
  readonly purpose: 'confirm' | 'unsubscribe';
  readonly language: Locale;
  /** A confirm link's end; null for an unsubscribe link, which never expires. */
  readonly expiresAt: Date | null;
}

/**
 * "Subscribe: allowed or limited" (double opt-in, issue 30), per address: the answer is the same
 * for every valid address; an address already on the list, or past its mails for the day, gets
 * nothing; any other gets a confirmation link and a link to leave, by mail.
 */
export type SubscribeDecision =
  | { readonly action: 'none' }
  | {
      readonly action: 'mail';
      /** The subscriber now: this topic pending since `now`, this mail counted. */
      readonly email: string;
      readonly language: Locale;
      readonly pendingSince: Date;
      readonly confirmationMails: readonly SentConfirmation[];
      readonly links: readonly { readonly id: string; readonly record: SubscriptionLinkRecord }[];
      readonly mail: ListMailDocument;
    };

export function decideSubscribe(input: {
  /** The subscriber's id (subscriberId) and normalised address. */
  readonly subscriber: string;
  readonly email: string;
  readonly topic: SubscriptionTopic;
  readonly language: Locale;
  /** Whether the address is confirmed on this list already. */
  readonly confirmed: boolean;
  /** The confirmation mails of the last day (recentConfirmations). */
  readonly recent: readonly SentConfirmation[];
  readonly now: Date;
  readonly siteOrigin: string;
  /** A mailbox for `List-Unsubscribe`'s mailto, or '' for none. */
  readonly mailbox: string;
  /**
   * Where `List-Unsubscribe` points: the one-click endpoint (Firebase Hosting's function), or the
   * unsubscribe page where there is none (the memory backend's dev server).
   */
  readonly oneClick: boolean;
  readonly confirmToken: GuardianToken;
  readonly unsubscribeToken: GuardianToken;
}): SubscribeDecision {
  const { subscriber, email, topic, language: locale, now, siteOrigin } = input;
  if (input.confirmed || !mayMailConfirmation(input.recent, topic)) return { action: 'none' };
  const expiresAt = confirmationExpiresAt(now);
  const leave = input.unsubscribeToken.token;
  const unsubscribeUrl = subscriptionPageLink(siteOrigin, locale, 'unsubscribe', leave);
  const content = subscriptionConfirmMail(locale, {
    topic,
    confirmUrl: subscriptionPageLink(
      siteOrigin,
      locale,
      'subscribe/confirm',
      input.confirmToken.token,
    ),
    unsubscribeUrl,
    expiresOn: indianDay(expiresAt.getTime()),
  });
  const headerUrl = input.oneClick ? oneClickUnsubscribeLink(siteOrigin, leave) : unsubscribeUrl;
  const link = (purpose: 'confirm' | 'unsubscribe', until: Date | null) => ({
    subscriber,
    topic,
    purpose,
    language: locale,
    expiresAt: until,
  });
  return {
    action: 'mail',
    email,
    language: locale,
    pendingSince: now,
    confirmationMails: [...input.recent, { topic, at: now.getTime() }],
    links: [
      { id: input.confirmToken.id, record: link('confirm', expiresAt) },
      { id: input.unsubscribeToken.id, record: link('unsubscribe', null) },
    ],
    mail: listMailDocument(
      email,
      locale,
      content,
      listUnsubscribeHeaders(headerUrl, input.mailbox),
    ),
  };
}

export type SubscriptionLinkRefusal =
  | 'subscription/link-unknown'
  | 'subscription/link-used'
  | 'subscription/link-expired';

/**
 * Whether a confirmation link may be redeemed at `now`, in this order: a confirm link of ours,
 * not used, not expired, and its address still asking for the list (not unsubscribed since).
 * Null: it may. An unsubscribe link is only ever unknown or good (it keeps working).
 */
export function confirmLinkRefusal(
  link: {
    readonly purpose: string;
    readonly used: boolean;
    readonly expiresAt: Date | null;
  } | null,
  stillAsked: boolean,
  now: Date,
): SubscriptionLinkRefusal | null {
  if (link === null || link.purpose !== 'confirm') return 'subscription/link-unknown';
  if (link.used) return 'subscription/link-used';
  if (link.expiresAt === null || link.expiresAt.getTime() <= now.getTime()) {
    return 'subscription/link-expired';
  }
  return stillAsked ? null : 'subscription/link-unknown';
}
