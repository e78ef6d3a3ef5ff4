import {
  GUARDIAN_MAILS_PER_ACCOUNT_PER_DAY,
  GUARDIAN_MAILS_PER_RECIPIENT_PER_DAY,
  indianDay,
  normalizeEmail,
} from '@apex/core';
import { sha256Hex } from '../hashes.ts';

/** A stored day's count: `{ day, count }`, the Indian day it counts. */
export interface DayCount {
  readonly day: string;
  readonly count: number;
}

/** Why a guardian mail is not sent: the account's day, or the address's day, is full. */
export type GuardianMailLimitCode = 'guardian/account-mail-limit' | 'guardian/recipient-mail-limit';

/**
 * Where the two counts live, keyed on what the registrant cannot change by editing the
 * registration (issue 38): the account, and the address itself (as a hash, in any letter case),
 * never the registration, whose counters a new address used to start afresh.
 */
export function guardianMailCounterKeys(
  uid: string,
  guardianEmail: string,
): { readonly account: string; readonly recipient: string } {
  return {
    account: `account:${uid}`,
    recipient: `recipient:${sha256Hex(normalizeEmail(guardianEmail))}`,
  };
}

/** Today's count, from a stored `{ day, count }`: a new Indian day, or anything else, is zero. */
export function countToday(stored: unknown, today: string): number {
  if (typeof stored !== 'object' || stored === null) return 0;
  const { day, count } = stored as { day?: unknown; count?: unknown };
  return day === today && typeof count === 'number' ? count : 0;
}

/** The stored counts a decision reads (anything malformed or of another day counts as none). */
export interface StoredGuardianMailCounts {
  readonly account: unknown;
  readonly recipient: unknown;
}

export type GuardianMailDecision =
  | { readonly allowed: true; readonly counts: { account: DayCount; recipient: DayCount } }
  | { readonly allowed: false; readonly code: GuardianMailLimitCode };

/**
 * Whether one more guardian mail may go today: at most GUARDIAN_MAILS_PER_ACCOUNT_PER_DAY from an
 * account and GUARDIAN_MAILS_PER_RECIPIENT_PER_DAY to an address, per Indian day. Allowed, it
 * returns both counts to store, one higher.
 */
export function decideGuardianMail(
  stored: StoredGuardianMailCounts,
  now: Date,
): GuardianMailDecision {
  const day = indianDay(now.getTime());
  const account = countToday(stored.account, day);
  const recipient = countToday(stored.recipient, day);
  if (account >= GUARDIAN_MAILS_PER_ACCOUNT_PER_DAY) {
    return { allowed: false, code: 'guardian/account-mail-limit' };
  }
  if (recipient >= GUARDIAN_MAILS_PER_RECIPIENT_PER_DAY) {
    return { allowed: false, code: 'guardian/recipient-mail-limit' };
  }
  return {
    allowed: true,
    counts: { account: { day, count: account + 1 }, recipient: { day, count: recipient + 1 } },
  };
}
