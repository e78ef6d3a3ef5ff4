import type {
  DocumentReference,
  Firestore,
  Transaction,
  WriteBatch,
} from 'firebase-admin/firestore';
import {
  GUARDIAN_MANAGE_TOKENS,
  GUARDIAN_RESENDS,
  GUARDIAN_TOKENS,
  registrationKey,
} from './paths.ts';

/**
 * The refs of every link issued for a registration: the one-time links and the guardian's manage
 * links (issue 38), so whatever clears the registration's guardian state revokes both.
 */
export async function guardianTokenRefs(
  db: Firestore,
  editionId: string,
  uid: string,
  transaction?: Transaction,
): Promise<DocumentReference[]> {
  const refs: DocumentReference[] = [];
  for (const collection of [GUARDIAN_TOKENS, GUARDIAN_MANAGE_TOKENS]) {
    const query = db
      .collection(collection)
      .where('editionId', '==', editionId)
      .where('uid', '==', uid);
    const snapshot = transaction === undefined ? await query.get() : await transaction.get(query);
    refs.push(...snapshot.docs.map((document) => document.ref));
  }
  return refs;
}

/** Deletes, in the same batch or transaction, what the server keeps beside a registration. */
export function deleteGuardianState(
  db: Firestore,
  writer: WriteBatch | Transaction,
  tokenRefs: readonly DocumentReference[],
  editionId: string,
  uid: string,
): void {
  for (const ref of tokenRefs) writer.delete(ref);
  writer.delete(db.collection(GUARDIAN_RESENDS).doc(registrationKey(editionId, uid)));
}
