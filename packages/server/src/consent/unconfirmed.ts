import { GUARDIAN_LINK_VALID_DAYS, UNCONFIRMED_GRACE_DAYS } from '@apex/core';
import { type ConsentLogEntry, consentLogEntry } from './consentLog.ts';

/**
 * Nothing without consent lingers (issue 38; docs/adr/0151-nothing-without-consent-lingers.md):
 * a registration its guardian has not confirmed goes once its newest link has been dead for the
 * grace day, with its links and any mail still queued for it, logged as a retention deletion
 * (method `guardian-unconfirmed`), and its registrant's page says why (registrationEnd.ts).
 */

const DAY_MS = 86_400_000;

/** How long after its newest guardian link was sent an unconfirmed registration is kept. */
export const UNCONFIRMED_KEPT_MS = (GUARDIAN_LINK_VALID_DAYS + UNCONFIRMED_GRACE_DAYS) * DAY_MS;

/**
 * A registration whose newest link was sent at or before this instant, and which is still not
 * confirmed, goes at `now` (a shell may query by it, then filter with unconfirmedPastLink).
 */
export function unconfirmedCutoff(now: Date): Date {
  return new Date(now.getTime() - UNCONFIRMED_KEPT_MS);
}

/** What the rule reads of a registration: whether it is confirmed, when its newest link went. */
export interface PendingView {
  readonly confirmed: boolean;
  /** When the guardian was last asked (`guardianRequestedAt`); null before the server reacted. */
  readonly requestedAt: Date | null;
}

/** Of the registrations given, those unconfirmed past the link's days and the grace day at `now`. */
export function unconfirmedPastLink<T extends PendingView>(
  registrations: readonly T[],
  now: Date,
): T[] {
  const cutoff = unconfirmedCutoff(now).getTime();
  return registrations.filter(
    (registration) =>
      !registration.confirmed &&
      registration.requestedAt !== null &&
      registration.requestedAt.getTime() <= cutoff,
  );
}

/** The log entry of such a deletion: a retention deletion, told apart from a family's withdrawal. */
export function unconfirmedDeletionLog(
  editionId: string,
  uid: string,
  registration: Pick<ConsentLogEntry, 'noticeVersion' | 'noticeLanguage'>,
): ConsentLogEntry {
  return consentLogEntry(
    editionId,
    uid,
    registration,
    'retention-deletion',
    'guardian-unconfirmed',
  );
}
