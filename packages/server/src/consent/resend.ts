import { GUARDIAN_RESENDS_PER_DAY, indianDay } from '@apex/core';
import { type GuardianRequest, type GuardianToken, guardianRequest } from './guardianLink.ts';
import {
  countToday,
  type DayCount,
  decideGuardianMail,
  type GuardianMailLimitCode,
  type StoredGuardianMailCounts,
} from './guardianMailLimit.ts';
import type { ConsentRegistration } from './registration.ts';

/** Today's count of resends, from the stored `{ day, count }`: a new Indian day starts at zero. */
export { countToday as resendsToday };

/**
 * The registrant asks for the guardian's mail again: a fresh link replaces every earlier one, at
 * most GUARDIAN_RESENDS_PER_DAY times per registration and Indian day, and within the account's
 * and the address's day (decideGuardianMail, issue 38). A registration confirmed, or gone, needs
 * no mail: nothing is sent.
 */
export type ResendDecision =
  | { readonly action: 'none' }
  | {
      readonly action: 'refuse';
      readonly code: 'guardian/resend-limit' | GuardianMailLimitCode;
    }
  | {
      readonly action: 'resend';
      /** The day's count to store: `{ day, count }`. */
      readonly resends: DayCount;
      /** The account's and the address's counts to store (guardianMailCounterKeys). */
      readonly mailCounts: { readonly account: DayCount; readonly recipient: DayCount };
      readonly requestedAt: Date;
      readonly request: GuardianRequest;
    };

export function decideResend(input: {
  readonly editionId: string;
  readonly uid: string;
  readonly registration: ConsentRegistration | null;
  /** What is stored of the day's resends (`{ day, count }`), anything else counts as none. */
  readonly storedResends: unknown;
  /** The account's and the guardian's address's stored counts (guardianMailCounterKeys). */
  readonly storedMailCounts: StoredGuardianMailCounts;
  readonly registrantEmail: string;
  readonly siteOrigin: string;
  readonly now: Date;
  readonly token: GuardianToken;
  readonly manageToken: GuardianToken;
}): ResendDecision {
  const { registration, now } = input;
  if (registration === null || registration.guardianConfirmedAt !== null) return { action: 'none' };
  const today = indianDay(now.getTime());
  const sent = countToday(input.storedResends, today);
  if (sent >= GUARDIAN_RESENDS_PER_DAY) return { action: 'refuse', code: 'guardian/resend-limit' };
  const mail = decideGuardianMail(input.storedMailCounts, now);
  if (!mail.allowed) return { action: 'refuse', code: mail.code };
  return {
    action: 'resend',
    resends: { day: today, count: sent + 1 },
    mailCounts: mail.counts,
    requestedAt: now,
    request: guardianRequest({ ...input, registration }),
  };
}
