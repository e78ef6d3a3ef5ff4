import {
  GUARDIAN_TOKEN_BYTES,
  guardianLink,
  guardianLinkExpiresAt,
  guardianMail,
} from '@apex/core';
import { base64Url, sha256Hex } from '../hashes.ts';
import { firstNameOf } from './guardianView.ts';
import { type MailDocument, mailDocument, mailFacts } from './mail.ts';
import { type ManageGrant, manageGrant } from './manageLink.ts';
import type { ConsentRegistration } from './registration.ts';

/** A link's secret, base64url: exactly what `GUARDIAN_TOKEN_BYTES` random bytes encode to. */
const TOKEN_PATTERN = new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((GUARDIAN_TOKEN_BYTES * 4) / 3)}}$`);

export interface GuardianToken {
  /** Goes into the mailed link only; never stored. */
  readonly token: string;
  /** The SHA-256 hex of the token: the id it is stored under (`guardianTokens/{id}`). */
  readonly id: string;
}

/**
 * A one-time token from `GUARDIAN_TOKEN_BYTES` random bytes the shell drew
 * (`crypto.getRandomValues`): the decision stays a function of its input.
 */
export function guardianTokenFrom(randomBytes: Uint8Array): GuardianToken {
  if (randomBytes.length !== GUARDIAN_TOKEN_BYTES) {
    throw new RangeError(`A guardian token takes ${GUARDIAN_TOKEN_BYTES} random bytes.`);
  }
  const token = base64Url(randomBytes);
  return { token, id: sha256Hex(token) };
}

/**
 * The id a token from a link names, or null when it cannot be one of ours (so a malformed link is
 * "unknown" without a read, and no caller-chosen path is ever read).
 */
export function guardianTokenId(token: unknown): string | null {
  return typeof token === 'string' && TOKEN_PATTERN.test(token) ? sha256Hex(token) : null;
}

/** A stored link: whose registration, and until when (`guardianTokens/{id}`). */
export interface GuardianTokenRecord {
  readonly editionId: string;
  readonly uid: string;
  readonly expiresAt: Date;
}

/**
 * What asking the guardian writes: the link's record under `tokenId`, the manage link's record
 * (issue 38), and the mail with both.
 */
export interface GuardianRequest {
  readonly tokenId: string;
  readonly tokenRecord: GuardianTokenRecord;
  readonly manage: ManageGrant;
  readonly mail: MailDocument;
}

/**
 * Asks the guardian through a fresh one-time link, in the language the notice was read in (the
 * shell first deletes the registration's earlier links: they stop working).
 */
export function guardianRequest(input: {
  readonly editionId: string;
  readonly uid: string;
  readonly registration: ConsentRegistration;
  readonly registrantEmail: string;
  readonly siteOrigin: string;
  readonly now: Date;
  readonly token: GuardianToken;
  /** A second fresh token, for the guardian's own page (never the one-time link's). */
  readonly manageToken: GuardianToken;
}): GuardianRequest {
  const { editionId, uid, registration, registrantEmail, siteOrigin, now, token } = input;
  const expiresAt = guardianLinkExpiresAt(now);
  const language = registration.noticeLanguage;
  const url = guardianLink(siteOrigin, language, token.token);
  const manage = manageGrant({ editionId, uid, language, siteOrigin, token: input.manageToken });
  // The address was typed by the registrant and may be a stranger's (issue 38): the request names
  // the child by first name and grade only, as the page it opens does.
  const facts = mailFacts(
    { ...registration, candidateName: firstNameOf(registration.candidateName) },
    editionId,
    registrantEmail,
    siteOrigin,
    { url, expiresAt },
    manage.url,
  );
  return {
    tokenId: token.id,
    tokenRecord: { editionId, uid, expiresAt },
    manage: manage.grant,
    mail: mailDocument(
      'guardian-confirm',
      registration.guardianEmail,
      language,
      guardianMail(language, facts),
    ),
  };
}

export type GuardianLinkRefusal =
  | 'guardian/link-unknown'
  | 'guardian/link-used'
  | 'guardian/link-expired';

/**
 * Whether a link may still be answered at `now`, checked in this order: known (and its
 * registration still there), not used, not expired. Null: it may.
 */
export function guardianLinkRefusal(
  link: { readonly expiresAt: Date; readonly used: boolean } | null,
  registrationExists: boolean,
  now: Date,
): GuardianLinkRefusal | null {
  if (link === null || !registrationExists) return 'guardian/link-unknown';
  if (link.used) return 'guardian/link-used';
  if (link.expiresAt.getTime() <= now.getTime()) return 'guardian/link-expired';
  return null;
}
