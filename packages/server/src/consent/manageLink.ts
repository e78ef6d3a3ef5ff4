import {
  consentWithdrawnMail,
  type GuardianStatus,
  guardianManageLink,
  guardianStatusOf,
  type Locale,
  registrationDeleteAt,
} from '@apex/core';
import { type ConsentLogEntry, consentLogEntry } from './consentLog.ts';
import { firstNameOf } from './guardianView.ts';
import { type MailDocument, mailDocument, mailFacts } from './mail.ts';
import type { ConsentRegistration } from './registration.ts';

/**
 * The guardian's own door (issue 38; docs/adr/0160-guardian-manage-link.md): every mail to a
 * guardian carries a link to a page that shows what is held about the child and withdraws
 * consent. Its token is drawn like the one-time link's (`guardianTokenFrom`: 256 bits, only its
 * SHA-256 stored) but lives apart (`guardianManageTokens/{id}`), is never used up, and is revoked
 * with the registration's guardian state (a new guardian asked, a withdrawal, any deletion).
 */

/** A stored manage link: whose registration (`guardianManageTokens/{id}`). */
export interface ManageTokenRecord {
  readonly editionId: string;
  readonly uid: string;
}

/** What a shell writes so a mail's manage link works: the record under the token's hash. */
export interface ManageGrant {
  readonly tokenId: string;
  readonly record: ManageTokenRecord;
}

/** The grant for a fresh token, and the link the mail carries (in the registration's language). */
export function manageGrant(input: {
  readonly editionId: string;
  readonly uid: string;
  readonly language: Locale;
  readonly siteOrigin: string;
  /** A fresh token (guardianTokenFrom): goes into the link; only its hash `id` is stored. */
  readonly token: { readonly token: string; readonly id: string };
}): { readonly grant: ManageGrant; readonly url: string } {
  const { editionId, uid, language, siteOrigin, token } = input;
  return {
    grant: { tokenId: token.id, record: { editionId, uid } },
    url: guardianManageLink(siteOrigin, language, token.token),
  };
}

/**
 * Whether a manage link may be used: known, and its registration still there. A revoked link is
 * gone, so it is as unknown as one never issued (nobody learns a registration existed).
 */
export function manageLinkRefusal(
  record: ManageTokenRecord | null,
  registrationExists: boolean,
): 'guardian/link-unknown' | null {
  return record === null || !registrationExists ? 'guardian/link-unknown' : null;
}

/**
 * What the guardian's page shows: everything held about the child, and until when. Until the
 * guardian confirmed, the link may have reached a stranger: the first name and grade only, no
 * school (`schoolName` null; guardianView.ts).
 */
export interface ManageDescription {
  readonly candidateName: string;
  readonly grade: number;
  readonly schoolName: string | null;
  readonly guardianName: string;
  readonly guardianEmail: string;
  readonly registrantEmail: string;
  readonly editionId: string;
  readonly status: GuardianStatus;
  /** Whether a result (and its certificate) is published for the candidate. */
  readonly hasResult: boolean;
  /** ISO 8601: when retention deletes it all (the edition's dataDeleteBy, 00:00 in India). */
  readonly deleteAt: string;
  readonly language: Locale;
}

export function manageDescription(input: {
  readonly editionId: string;
  readonly registration: ConsentRegistration;
  readonly registrantEmail: string;
  readonly hasResult: boolean;
}): ManageDescription {
  const { editionId, registration } = input;
  const status = guardianStatusOf(registration);
  const confirmed = status === 'confirmed';
  return {
    candidateName: confirmed ? registration.candidateName : firstNameOf(registration.candidateName),
    grade: registration.grade,
    schoolName: confirmed ? registration.schoolName : null,
    guardianName: registration.guardianName,
    guardianEmail: registration.guardianEmail,
    registrantEmail: input.registrantEmail,
    editionId,
    status,
    hasResult: input.hasResult,
    deleteAt: (registrationDeleteAt(editionId) ?? new Date(0)).toISOString(),
    language: registration.noticeLanguage,
  };
}

/**
 * The guardian withdraws consent from their page: the shell deletes the registration (its result
 * and certificate go with it, as with every deletion), its links and any mail still queued for it,
 * and writes this log entry and this mail to the account that registered (when it has an address).
 */
export interface ManageWithdrawal {
  readonly log: ConsentLogEntry;
  readonly mail: MailDocument | null;
}

export function decideManageWithdrawal(input: {
  readonly editionId: string;
  readonly uid: string;
  readonly registration: ConsentRegistration;
  readonly registrantEmail: string | null;
  readonly siteOrigin: string;
}): ManageWithdrawal {
  const { editionId, uid, registration, registrantEmail, siteOrigin } = input;
  const language = registration.noticeLanguage;
  const log = consentLogEntry(editionId, uid, registration, 'withdrawal', 'guardian-manage');
  if (registrantEmail === null || registrantEmail === '') return { log, mail: null };
  const facts = mailFacts(registration, editionId, registrantEmail, siteOrigin);
  return {
    log,
    mail: mailDocument(
      'consent-withdrawn',
      registrantEmail,
      language,
      consentWithdrawnMail(language, facts),
    ),
  };
}
