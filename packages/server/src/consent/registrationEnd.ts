import type { ConsentLogEntry } from './consentLog.ts';

/**
 * The registrant's page says why a registration is gone (issue 38), when the family did not
 * delete it themselves: the guardian withdrew consent from their own page, declined the request,
 * or never confirmed it (unconfirmed.ts). The server keeps this much, and no detail of the child,
 * at `editions/{editionId}/registrationEnds/{uid}` (the memory state's `registrationEnds`),
 * readable by the account alone; registering again clears it.
 */
export type RegistrationEndReason =
  | 'guardian-withdrawal'
  | 'guardian-decline'
  | 'guardian-unconfirmed';

export interface RegistrationEnd {
  readonly reason: RegistrationEndReason;
  readonly at: Date;
}

/**
 * What a deletion's log entry leaves for the registrant's page, or null when it leaves nothing:
 * the owner's own withdrawal (they know), an edition's retention (its data must all be gone).
 */
export function registrationEndOf(entry: ConsentLogEntry, now: Date): RegistrationEnd | null {
  const reason = endReason(entry);
  return reason === null ? null : { reason, at: now };
}

function endReason(entry: ConsentLogEntry): RegistrationEndReason | null {
  if (entry.kind === 'withdrawal' && entry.method === 'guardian-manage') {
    return 'guardian-withdrawal';
  }
  if (entry.kind === 'decline') return 'guardian-decline';
  if (entry.kind === 'retention-deletion' && entry.method === 'guardian-unconfirmed') {
    return 'guardian-unconfirmed';
  }
  return null;
}
