import { createHash } from 'node:crypto';
import { registrationNumberFromDigest, registrationNumberSource } from '@apex/core';
import type { StoredRegistration } from './storedRegistration.ts';

export type ConsentLogKind =
  | 'consent'
  | 'confirmation'
  | 'decline'
  | 'withdrawal'
  | 'retention-deletion';

/** How a consent was given: the account's own verified address, or pending the guardian's link. */
export type ConsentMethod = 'account-email' | 'guardian-email-pending';

/**
 * One entry of the append-only consent log (DPDP s.6(10): the proof is ours to keep): which
 * registration, what happened, under which notice and in which language. `at` is the server's
 * time, added when written.
 */
export interface ConsentLogEntry {
  readonly editionId: string;
  readonly uid: string;
  readonly registrationNumber: string;
  readonly kind: ConsentLogKind;
  readonly method?: ConsentMethod;
  readonly noticeVersion: string;
  readonly noticeLanguage: string;
}

export function consentLogEntry(
  editionId: string,
  uid: string,
  registration: Pick<StoredRegistration, 'noticeVersion' | 'noticeLanguage'>,
  kind: ConsentLogKind,
  method?: ConsentMethod,
): ConsentLogEntry {
  const digest = createHash('sha256').update(registrationNumberSource(editionId, uid)).digest();
  return {
    editionId,
    uid,
    registrationNumber: registrationNumberFromDigest(digest),
    kind,
    ...(method === undefined ? {} : { method }),
    noticeVersion: registration.noticeVersion,
    noticeLanguage: registration.noticeLanguage,
  };
}
