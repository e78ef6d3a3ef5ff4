import { CONSENT_NOTICE_VERSION } from '@apex/core';
import { type ConsentLogEntry, consentLogEntry } from './consentLog.ts';
import type { ConsentRegistration } from './registration.ts';

/**
 * The guardian confirms through their link (issue 28), under the notice in force when they answer
 * (issue 38; docs/adr/0152-notice-version-asks-again.md): the page they confirm on shows today's
 * notice, so the confirmation is logged under its version and the registration takes that version,
 * whatever the notice was when the registrant saved or the link was mailed. A notice changed while
 * the guardian had not yet answered is thereby asked again; a confirmed registration keeps the
 * version it was confirmed under.
 */
export interface GuardianConfirmation {
  /** The notice version the registration holds from now (the shell writes it with the time). */
  readonly noticeVersion: string;
  readonly log: ConsentLogEntry;
}

export function decideGuardianConfirmation(input: {
  readonly editionId: string;
  readonly uid: string;
  readonly registration: ConsentRegistration;
}): GuardianConfirmation {
  const { editionId, uid, registration } = input;
  const current = {
    noticeVersion: CONSENT_NOTICE_VERSION,
    noticeLanguage: registration.noticeLanguage,
  };
  return {
    noticeVersion: CONSENT_NOTICE_VERSION,
    log: consentLogEntry(editionId, uid, current, 'confirmation', 'guardian-email'),
  };
}
