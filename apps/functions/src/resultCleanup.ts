import type { Firestore } from 'firebase-admin/firestore';
import { certificatePath, resultPath } from './paths.ts';

/** Deletes a registration's published result and its certificate, if any (a no-op otherwise). */
export async function deleteResult(db: Firestore, editionId: string, uid: string): Promise<void> {
  const resultRef = db.doc(resultPath(editionId, uid));
  await db.runTransaction(async (transaction) => {
    const certificateId: unknown = (await transaction.get(resultRef)).data()?.certificateId;
    if (typeof certificateId === 'string')
      transaction.delete(db.doc(certificatePath(certificateId)));
    transaction.delete(resultRef);
  });
}
