import { consentNoticeMail, isSameEmail } from '@apex/core';
import { type ConsentLogEntry, consentLogEntry } from './consentLog.ts';
import { type GuardianRequest, type GuardianToken, guardianRequest } from './guardianLink.ts';
import {
  type DayCount,
  decideGuardianMail,
  type GuardianMailLimitCode,
  type StoredGuardianMailCounts,
} from './guardianMailLimit.ts';
import { type MailDocument, mailDocument, mailFacts } from './mail.ts';
import { type ManageGrant, manageGrant } from './manageLink.ts';
import type { Account, ConsentRegistration } from './registration.ts';

/**
 * What the server does after a registration is written (issue 28, "email plus"):
 * - `none`: the guardian's address is the one already handled (confirmed, or a link was sent);
 * - `account-email`: the guardian's address is the account's own verified one and the account is
 *   an adult's (declared at sign-up), so the consent is recorded now and a notice goes there;
 * - `guardian-email`: anything else; the guardian must confirm through a one-time link.
 * The server's own writes (confirmation, the link's time) change no address: they lead to `none`.
 */
export type GuardianAction = 'none' | 'account-email' | 'guardian-email';

export function guardianActionFor(
  before: ConsentRegistration | null,
  after: ConsentRegistration,
  account: Account,
): GuardianAction {
  const handled = after.guardianConfirmedAt !== null || after.guardianRequestedAt !== null;
  // Consent follows the child (issue 38): a confirmed registration whose candidate changed
  // (name, grade or school) is another child's, and is asked for again.
  const childChanged =
    before !== null && after.guardianConfirmedAt !== null && !isSameChild(before, after);
  // The same address in another letter case is the same address: the consent stands (issue 37).
  // isSameEmail is the one comparison: the adapters' saves and firestore.rules keep the server's
  // fields by it too.
  if (
    before !== null &&
    isSameEmail(before.guardianEmail, after.guardianEmail) &&
    handled &&
    !childChanged
  ) {
    return 'none';
  }
  // A child's account naming its own address would be a child consenting for itself (issue 38):
  // that address counts only for an account declared adult; anything else asks the guardian.
  if (
    account.adult &&
    account.emailVerified &&
    account.email !== null &&
    isSameEmail(after.guardianEmail, account.email)
  ) {
    return 'account-email';
  }
  return 'guardian-email';
}

/** Whether two saves name the same candidate: the consent given is for this child. */
export function isSameChild(
  a: Pick<ConsentRegistration, 'candidateName' | 'grade' | 'schoolName'>,
  b: Pick<ConsentRegistration, 'candidateName' | 'grade' | 'schoolName'>,
): boolean {
  return (
    a.candidateName === b.candidateName && a.grade === b.grade && a.schoolName === b.schoolName
  );
}

/** The server fields a consent decision sets (null: the field goes). */
export interface GuardianFields {
  readonly guardianConfirmedAt: Date | null;
  readonly guardianMethod: 'account-email' | null;
  readonly guardianRequestedAt: Date | null;
}

/**
 * The decision on a written registration, for the shell to write in one step with deleting the
 * registration's earlier links: nothing; or the consent recorded with a notice to the account; or
 * a fresh link to the guardian. Each logs a consent.
 */
export type ConsentDecision =
  | { readonly action: 'none' }
  | {
      readonly action: 'account-email';
      readonly fields: GuardianFields;
      readonly log: ConsentLogEntry;
      readonly manage: ManageGrant;
      readonly mail: MailDocument;
    }
  | {
      readonly action: 'guardian-email';
      readonly fields: GuardianFields;
      readonly log: ConsentLogEntry;
      readonly request: GuardianRequest;
    };

/** "A registration was written: record consent, or issue a guardian token and queue this mail." */
export function decideConsent(input: {
  readonly editionId: string;
  readonly uid: string;
  readonly before: ConsentRegistration | null;
  readonly after: ConsentRegistration;
  readonly account: Account;
  readonly now: Date;
  readonly siteOrigin: string;
  /** A fresh token (guardianTokenFrom), used only when the guardian is asked. */
  readonly token: GuardianToken;
  /** A fresh token for the guardian's own page (issue 38), whichever way consent is asked. */
  readonly manageToken: GuardianToken;
}): ConsentDecision {
  const { editionId, uid, after, account, now, siteOrigin } = input;
  const action = guardianActionFor(input.before, after, account);
  if (action === 'none') return { action };
  const registrantEmail = account.email ?? '';
  if (action === 'account-email') {
    const language = after.noticeLanguage;
    const manage = manageGrant({ editionId, uid, language, siteOrigin, token: input.manageToken });
    const facts = mailFacts(after, editionId, registrantEmail, siteOrigin, undefined, manage.url);
    return {
      action,
      fields: {
        guardianConfirmedAt: now,
        guardianMethod: 'account-email',
        guardianRequestedAt: null,
      },
      log: consentLogEntry(editionId, uid, after, 'consent', 'account-email'),
      manage: manage.grant,
      mail: mailDocument(
        'consent-notice',
        registrantEmail,
        language,
        consentNoticeMail(language, facts),
      ),
    };
  }
  return {
    action,
    fields: { guardianConfirmedAt: null, guardianMethod: null, guardianRequestedAt: now },
    log: consentLogEntry(editionId, uid, after, 'consent', 'guardian-email-pending'),
    request: guardianRequest({
      editionId,
      uid,
      registration: after,
      registrantEmail,
      siteOrigin,
      now,
      token: input.token,
      manageToken: input.manageToken,
    }),
  };
}

/** The guardian is to be asked: what decideConsent returned for `guardian-email`. */
export type GuardianEmailDecision = Extract<ConsentDecision, { action: 'guardian-email' }>;

/**
 * The guardian's first mail, within the account's and the address's day (issue 38), so that
 * changing the address again and again sends no more than the limits allow:
 * - `guardian-email`: the mail goes, and the two counts to store come with it;
 * - `guardian-email-held`: the day is full, so no link and no mail; the registration still reads
 *   "awaiting guardian" from now (its unconfirmed days run), the consent is logged as pending, and
 *   the registrant's resend, refused with `code` until the day is over, sends the link then.
 */
export type LimitedGuardianEmail =
  | (GuardianEmailDecision & {
      readonly mailCounts: { readonly account: DayCount; readonly recipient: DayCount };
    })
  | {
      readonly action: 'guardian-email-held';
      readonly fields: GuardianFields;
      readonly log: ConsentLogEntry;
      readonly code: GuardianMailLimitCode;
    };

export function limitGuardianEmail(
  decision: GuardianEmailDecision,
  stored: StoredGuardianMailCounts,
  now: Date,
): LimitedGuardianEmail {
  const mail = decideGuardianMail(stored, now);
  if (mail.allowed) return { ...decision, mailCounts: mail.counts };
  const { fields, log } = decision;
  return { action: 'guardian-email-held', fields, log, code: mail.code };
}
