import { guardianLink, guardianLinkExpiresAt, guardianMail, type Locale } from '@apex/core';
import {
  type DocumentData,
  type DocumentReference,
  FieldValue,
  type Firestore,
  Timestamp,
  type WithFieldValue,
} from 'firebase-admin/firestore';
import { mailDocument, mailFacts } from './mailDocument.ts';
import { GUARDIAN_TOKENS, MAIL } from './paths.ts';
import type { StoredRegistration } from './storedRegistration.ts';
import { newGuardianToken } from './tokens.ts';

/**
 * Issues a one-time link for a registration, in the caller's batch or transaction: the token's
 * document (only its hash is the id; the token itself goes into the mail alone) and the mail to
 * the guardian with the link, in the language the notice was read in. Returns when it expires.
 */
export function issueGuardianLink(
  db: Firestore,
  writer: FirebaseWriter,
  options: {
    readonly editionId: string;
    readonly uid: string;
    readonly registration: StoredRegistration;
    readonly registrantEmail: string;
    readonly origin: string;
    readonly now: Date;
  },
): Date {
  const { editionId, uid, registration, registrantEmail, origin, now } = options;
  const { token, id } = newGuardianToken();
  const expiresAt = guardianLinkExpiresAt(now);
  const language: Locale = registration.noticeLanguage;
  writer.set(db.collection(GUARDIAN_TOKENS).doc(id), {
    editionId,
    uid,
    expiresAt: Timestamp.fromDate(expiresAt),
    usedAt: null,
    createdAt: FieldValue.serverTimestamp(),
  });
  const url = guardianLink(origin, language, token);
  const facts = mailFacts(registration, editionId, registrantEmail, origin, { url, expiresAt });
  writer.set(
    db.collection(MAIL).doc(),
    mailDocument(
      'guardian-confirm',
      registration.guardianEmail,
      language,
      guardianMail(language, facts),
    ),
  );
  return expiresAt;
}

/** A batch or a transaction: both take the same `set`. */
export interface FirebaseWriter {
  set(ref: DocumentReference, data: WithFieldValue<DocumentData>): unknown;
}
