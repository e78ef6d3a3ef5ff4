import { statusToRevoke } from '@apex/server';
import type { Firestore } from 'firebase-admin/firestore';
import { revokeIn } from './credentialStatus.ts';
import { certificatePath, resultPath } from './paths.ts';

/**
 * Deletes a registration's published result and its certificate, if any (a no-op otherwise); the
 * certificate's credential is revoked with it (issue 38), so a copy a wallet kept reads "revoked".
 */
export async function deleteResult(db: Firestore, editionId: string, uid: string): Promise<void> {
  const resultRef = db.doc(resultPath(editionId, uid));
  await db.runTransaction(async (transaction) => {
    const certificateId: unknown = (await transaction.get(resultRef)).data()?.certificateId;
    if (typeof certificateId === 'string') {
      const certificateRef = db.doc(certificatePath(certificateId));
      const revoke = statusToRevoke((await transaction.get(certificateRef)).data());
      transaction.delete(certificateRef);
      if (revoke !== null) revokeIn(db, transaction, revoke);
    }
    transaction.delete(resultRef);
  });
}
