import { decideResend } from '@apex/server';
import { ServerRefusal } from '@apex/server/contract';
import { FieldValue } from 'firebase-admin/firestore';
import type { ServerContext } from './context.ts';
import { readGuardianMailCounts, writeGuardianMailCounts } from './guardianMailCounts.ts';
import { writeGuardianRequest } from './guardianRequest.ts';
import { GUARDIAN_RESENDS, registrationKey, registrationPath } from './paths.ts';
import { guardianTokenRefs } from './registrationCleanup.ts';
import { readRegistration } from './storedRegistration.ts';
import { newGuardianToken } from './tokens.ts';

/**
 * The registrant asks for the guardian's mail again; @apex/server's decideResend decides, in one
 * transaction with the reads it needs: a fresh link replacing every earlier one, nothing, or one
 * of the day's limits refused (the registration's resends, the account's or the address's mails).
 */
export async function resendGuardianMail(
  context: ServerContext,
  uid: string,
  editionId: string,
): Promise<void> {
  const { db } = context;
  const account = await context.account(uid);
  const registrationRef = db.doc(registrationPath(editionId, uid));
  const resendsRef = db.collection(GUARDIAN_RESENDS).doc(registrationKey(editionId, uid));
  await db.runTransaction(async (transaction) => {
    const registration = readRegistration((await transaction.get(registrationRef)).data());
    const storedResends = (await transaction.get(resendsRef)).data();
    const tokens = await guardianTokenRefs(db, editionId, uid, transaction);
    const guardianEmail = registration?.guardianEmail ?? '';
    const now = context.now();
    const decision = decideResend({
      editionId,
      uid,
      registration,
      storedResends,
      storedMailCounts: await readGuardianMailCounts(db, transaction, uid, guardianEmail),
      registrantEmail: account.email ?? '',
      siteOrigin: context.siteOrigin(),
      now,
      token: newGuardianToken(),
      manageToken: newGuardianToken(),
    });
    if (decision.action === 'none') return;
    if (decision.action === 'refuse') throw new ServerRefusal(decision.code);
    for (const token of tokens) transaction.delete(token);
    transaction.set(resendsRef, decision.resends);
    writeGuardianMailCounts(db, transaction, uid, guardianEmail, decision.mailCounts, now);
    transaction.update(registrationRef, { guardianRequestedAt: FieldValue.serverTimestamp() });
    writeGuardianRequest(db, transaction, decision.request);
  });
}
