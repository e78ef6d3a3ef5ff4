/**
 * The limits on the subscribe form (issue 30, docs/adr/0098-app-check-and-limits.md). Per address
 * they apply silently (the answer is the same, no mail goes), so the form can neither mail-bomb
 * someone nor tell whether an address is known; per caller they refuse with
 * `subscription/rate-limited`.
 */

import {
  SUBSCRIPTION_LINK_VALID_DAYS,
  SUBSCRIPTION_MAILS_PER_ADDRESS_PER_DAY,
  SUBSCRIPTION_MAILS_PER_TOPIC_PER_DAY,
} from '@apex/core';

/*
 * The limits themselves are @apex/core's (the catalogs quote them): defined there once, applied
 * here once, by both shells.
 */

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** One confirmation mail sent to an address: to which list, when (ms since the epoch). */
export interface SentConfirmation {
  readonly topic: string;
  readonly at: number;
}

/** The mails of the last 24 hours, from what a subscriber document holds (anything else: none). */
export function recentConfirmations(stored: unknown, now: Date): SentConfirmation[] {
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { topic, at } = entry as { topic?: unknown; at?: unknown };
    if (typeof topic !== 'string' || typeof at !== 'number') return [];
    return now.getTime() - at < DAY_MS ? [{ topic, at }] : [];
  });
}

/** Whether another confirmation mail for `topic` may go to the address now. */
export function mayMailConfirmation(recent: readonly SentConfirmation[], topic: string): boolean {
  const forTopic = recent.filter((sent) => sent.topic === topic).length;
  return (
    forTopic < SUBSCRIPTION_MAILS_PER_TOPIC_PER_DAY &&
    recent.length < SUBSCRIPTION_MAILS_PER_ADDRESS_PER_DAY
  );
}

export function confirmationExpiresAt(now: Date): Date {
  return new Date(now.getTime() + SUBSCRIPTION_LINK_VALID_DAYS * DAY_MS);
}

/** A caller's calls in the current hour, from `{ hour, count }`: a new hour starts at zero. */
export function callsThisHour(stored: unknown, now: Date): { hour: number; count: number } {
  const hour = Math.floor(now.getTime() / HOUR_MS);
  if (typeof stored !== 'object' || stored === null) return { hour, count: 0 };
  const { hour: storedHour, count } = stored as { hour?: unknown; count?: unknown };
  return { hour, count: storedHour === hour && typeof count === 'number' ? count : 0 };
}

/**
 * "Subscribe: allowed or limited", per caller: refused past `limit` calls in the clock hour;
 * otherwise the count to store. `limit` is SUBSCRIBES_PER_CALLER_PER_HOUR of @apex/core unless a
 * deployment sets its own.
 */
export function callerDecision(
  stored: unknown,
  now: Date,
  limit: number,
):
  | { readonly allowed: false; readonly code: 'subscription/rate-limited' }
  | { readonly allowed: true; readonly next: { readonly hour: number; readonly count: number } } {
  const { hour, count } = callsThisHour(stored, now);
  if (count >= limit) return { allowed: false, code: 'subscription/rate-limited' };
  return { allowed: true, next: { hour, count: count + 1 } };
}
