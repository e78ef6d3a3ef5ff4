import { type Locale, registrationNumberOf } from '@apex/core';

export type ConsentLogKind =
  | 'consent'
  | 'confirmation'
  | 'decline'
  | 'withdrawal'
  | 'retention-deletion';

/**
 * How a consent was given: the account's own verified address, pending the guardian's link, or
 * (on a confirmation) the guardian's link; and how it was withdrawn, when not by the registrant.
 */
export type ConsentMethod =
  | 'account-email'
  | 'guardian-email-pending'
  | 'guardian-email'
  /** A withdrawal by the guardian from their own page (issue 38). */
  | 'guardian-manage'
  /** A retention deletion of a registration the guardian never confirmed (issue 38). */
  | 'guardian-unconfirmed';

/**
 * One entry of the append-only consent log (DPDP s.6(10): the proof is ours to keep): which
 * registration, what happened, under which notice and in which language. `at`, the server's time,
 * is the shell's to add when it writes the entry.
 */
export interface ConsentLogEntry {
  readonly editionId: string;
  readonly uid: string;
  readonly registrationNumber: string;
  readonly kind: ConsentLogKind;
  readonly method?: ConsentMethod;
  readonly noticeVersion: string;
  readonly noticeLanguage: Locale;
}

export function consentLogEntry(
  editionId: string,
  uid: string,
  registration: { readonly noticeVersion: string; readonly noticeLanguage: Locale },
  kind: ConsentLogKind,
  method?: ConsentMethod,
): ConsentLogEntry {
  return {
    editionId,
    uid,
    registrationNumber: registrationNumberOf(editionId, uid),
    kind,
    ...(method === undefined ? {} : { method }),
    noticeVersion: registration.noticeVersion,
    noticeLanguage: registration.noticeLanguage,
  };
}
