import type { GuardianRequest } from '@apex/server';
import {
  type DocumentData,
  type DocumentReference,
  FieldValue,
  type Firestore,
  Timestamp,
  type WithFieldValue,
} from 'firebase-admin/firestore';
import { outboxFields } from './outbox.ts';
import { GUARDIAN_MANAGE_TOKENS, GUARDIAN_TOKENS, MAIL, registrationKey } from './paths.ts';

/**
 * Writes what asking the guardian decided (@apex/server's guardianRequest), in the caller's batch
 * or transaction: the token's document (only its hash is the id; the token itself is in the mail
 * alone), the manage link's (issue 38, likewise) and the mail to the guardian.
 */
export function writeGuardianRequest(
  db: Firestore,
  writer: FirebaseWriter,
  request: GuardianRequest,
): void {
  const { editionId, uid, expiresAt } = request.tokenRecord;
  writer.set(db.collection(GUARDIAN_TOKENS).doc(request.tokenId), {
    editionId,
    uid,
    expiresAt: Timestamp.fromDate(expiresAt),
    usedAt: null,
    createdAt: FieldValue.serverTimestamp(),
  });
  writer.set(db.collection(GUARDIAN_MANAGE_TOKENS).doc(request.manage.tokenId), {
    ...request.manage.record,
    createdAt: FieldValue.serverTimestamp(),
  });
  writer.set(db.collection(MAIL).doc(), {
    ...request.mail,
    ...outboxFields(registrationKey(editionId, uid)),
  });
}

/** A batch or a transaction: both take the same `set`. */
export interface FirebaseWriter {
  set(ref: DocumentReference, data: WithFieldValue<DocumentData>): unknown;
}
