/**
 * The limits on the subscribe form (issue 30, docs/adr/0098-app-check-and-limits.md). Per address
 * they apply silently (the answer is the same, no mail goes), so the form can neither mail-bomb
 * someone nor tell whether an address is known; per caller they refuse with
 * `subscription/rate-limited`.
 */

const DAY_MS = 86_400_000;

/** At most one confirmation mail per address and topic in 24 hours. */
export const CONFIRMATION_MAILS_PER_TOPIC_PER_DAY = 1;
/** At most three confirmation mails per address in 24 hours, whatever the topics. */
export const CONFIRMATION_MAILS_PER_ADDRESS_PER_DAY = 3;
/** How long a confirmation link works. */
export const CONFIRMATION_LINK_VALID_DAYS = 7;

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
    forTopic < CONFIRMATION_MAILS_PER_TOPIC_PER_DAY &&
    recent.length < CONFIRMATION_MAILS_PER_ADDRESS_PER_DAY
  );
}

export function confirmationExpiresAt(now: Date): Date {
  return new Date(now.getTime() + CONFIRMATION_LINK_VALID_DAYS * DAY_MS);
}

/** A caller's calls in the current hour, from `{ hour, count }`: a new hour starts at zero. */
export function callsThisHour(stored: unknown, now: Date): { hour: number; count: number } {
  const hour = Math.floor(now.getTime() / 3_600_000);
  if (typeof stored !== 'object' || stored === null) return { hour, count: 0 };
  const { hour: storedHour, count } = stored as { hour?: unknown; count?: unknown };
  return { hour, count: storedHour === hour && typeof count === 'number' ? count : 0 };
}
