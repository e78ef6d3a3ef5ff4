import {
  AGE_QUESTION_VERSION,
  type AgeDeclaration,
  guardianLinkExpiresAt,
  indianDay,
  type Locale,
  parentAccountMail,
  parentLink,
} from '@apex/core';
import type { GuardianToken } from './guardianLink.ts';
import { type MailDocument, mailDocument } from './mail.ts';

/**
 * Who may consent (issue 38; docs/adr/0150-who-may-consent.md): the age an account declared at
 * sign-up (`accountAges/{uid}`), and what it may keep before a parent confirms it.
 */

/** What the decisions read of a stored declaration; a server field is null when absent. */
export interface AccountAgeView {
  readonly adult: boolean;
  readonly parentConfirmedAt: object | string | null;
}

/**
 * What an account's age holds back (docs/adr/0154-age-question-after-google.md): an account that
 * signed in with Google and never answered the question registers nobody and keeps no picture
 * until it answers (`age-not-declared`); a child's waits for its parent (`parent-not-confirmed`).
 * An adult's, a confirmed child's, and an e-mail account made before the question keep more; the
 * last one's own address never stands for a guardian's (isDeclaredAdult).
 */
export type AgeHold = 'age-not-declared' | 'parent-not-confirmed' | null;

export function ageHold(age: AccountAgeView | null, signedInWithGoogle: boolean): AgeHold {
  if (age === null) return signedInWithGoogle ? 'age-not-declared' : null;
  return age.adult || age.parentConfirmedAt !== null ? null : 'parent-not-confirmed';
}

/** Whether the account's own address may stand for a guardian's: only a declared adult's. */
export function isDeclaredAdult(age: AccountAgeView | null): boolean {
  return age?.adult === true;
}

/** How the account's age was settled: the owner's word (adult), or a parent's link (under 18). */
export type AccountConsentMethod = 'self-declared-adult' | 'parent-email-pending' | 'parent-email';

/** An entry of the consent log about an account, not a registration. */
export interface AccountLogEntry {
  readonly uid: string;
  readonly kind: 'age-declaration' | 'parent-confirmation' | 'unconfirmed-account-deletion';
  readonly method?: AccountConsentMethod;
  /** The version of the age question's wording the owner answered. */
  readonly wordingVersion: string;
  readonly language: Locale;
}

export function accountLogEntry(
  uid: string,
  kind: AccountLogEntry['kind'],
  language: Locale,
  method?: AccountConsentMethod,
): AccountLogEntry {
  return {
    uid,
    kind,
    ...(method === undefined ? {} : { method }),
    wordingVersion: AGE_QUESTION_VERSION,
    language,
  };
}

/** A parent's one-time link: whose account, until when (`parentTokens/{id}`). */
export interface ParentTokenRecord {
  readonly uid: string;
  readonly expiresAt: Date;
}

/** What a declaration makes the server write: for a child's, the parent's link and its mail. */
export interface AgeDecision {
  readonly log: AccountLogEntry;
  readonly request: {
    readonly tokenId: string;
    readonly tokenRecord: ParentTokenRecord;
    readonly mail: MailDocument;
  } | null;
}

/** "An account declared its age: log it, and for a child mail the parent a one-time link." */
export function decideAgeDeclaration(input: {
  readonly uid: string;
  readonly declaration: AgeDeclaration;
  readonly accountEmail: string;
  readonly language: Locale;
  readonly siteOrigin: string;
  readonly now: Date;
  /** A fresh token (guardianTokenFrom), used only for a child's account. */
  readonly token: GuardianToken;
}): AgeDecision {
  const { uid, declaration, language, now, token } = input;
  if (declaration.adult) {
    return {
      log: accountLogEntry(uid, 'age-declaration', language, 'self-declared-adult'),
      request: null,
    };
  }
  const expiresAt = guardianLinkExpiresAt(now);
  const link = parentLink(input.siteOrigin, language, token.token);
  return {
    log: accountLogEntry(uid, 'age-declaration', language, 'parent-email-pending'),
    request: {
      tokenId: token.id,
      tokenRecord: { uid, expiresAt },
      mail: mailDocument(
        'parent-confirm',
        declaration.parentEmail,
        language,
        parentAccountMail(language, {
          accountEmail: input.accountEmail,
          link,
          expiresOn: indianDay(expiresAt.getTime()),
        }),
      ),
    },
  };
}

/**
 * The child accounts whose parent never confirmed within the link's days: these go (with their
 * data), and the log says so.
 */
export function unconfirmedAccountsPastLink(
  links: readonly { readonly uid: string; readonly expiresAt: Date; readonly confirmed: boolean }[],
  now: Date,
): string[] {
  return links
    .filter((link) => !link.confirmed && link.expiresAt.getTime() <= now.getTime())
    .map((link) => link.uid);
}
