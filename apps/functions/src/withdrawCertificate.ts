import { isWithdrawnCertificate, statusToRevoke, withdrawnCertificateOf } from '@apex/server';
import { ServerRefusal } from '@apex/server/contract';
import { FieldValue } from 'firebase-admin/firestore';
import type { ServerContext } from './context.ts';
import { revokeIn } from './credentialStatus.ts';
import { certificatePath, resultPath } from './paths.ts';

/**
 * The registration's owner withdraws the candidate's certificate (issue 29): its public record is
 * replaced by the withdrawal alone (issue 38), so its page says only that it no longer stands,
 * and its credential's revocation bit is set. Only the owner's own result's certificate can be reached (by the caller's uid);
 * withdrawing again keeps the first time.
 */
export async function withdrawCertificate(
  context: ServerContext,
  uid: string,
  editionId: string,
): Promise<void> {
  const { db } = context;
  await db.runTransaction(async (transaction) => {
    const result = (await transaction.get(db.doc(resultPath(editionId, uid)))).data();
    const certificateId: unknown = result?.certificateId;
    if (typeof certificateId !== 'string') throw new ServerRefusal('certificate/not-found');
    const certificateRef = db.doc(certificatePath(certificateId));
    const certificate = (await transaction.get(certificateRef)).data();
    if (certificate === undefined) throw new ServerRefusal('certificate/not-found');
    if (!isWithdrawnCertificate(certificate)) {
      // Its credential's bit is set with it (issue 38): any wallet checking it reads "revoked".
      const revoke = statusToRevoke(certificate);
      transaction.set(certificateRef, withdrawnCertificateOf(FieldValue.serverTimestamp()));
      if (revoke !== null) revokeIn(db, transaction, revoke);
    }
  });
}
