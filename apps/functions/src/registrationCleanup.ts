import type {
  DocumentReference,
  Firestore,
  Transaction,
  WriteBatch,
} from 'firebase-admin/firestore';
import { GUARDIAN_RESENDS, GUARDIAN_TOKENS, registrationKey } from './paths.ts';

/** The refs of every one-time link issued for a registration. */
export async function guardianTokenRefs(
  db: Firestore,
  editionId: string,
  uid: string,
  transaction?: Transaction,
): Promise<DocumentReference[]> {
  const query = db
    .collection(GUARDIAN_TOKENS)
    .where('editionId', '==', editionId)
    .where('uid', '==', uid);
  const snapshot = transaction === undefined ? await query.get() : await transaction.get(query);
  return snapshot.docs.map((document) => document.ref);
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
