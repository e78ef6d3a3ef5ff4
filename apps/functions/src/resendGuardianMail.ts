import { GUARDIAN_RESENDS_PER_DAY, indianDay } from '@apex/core';
import { ServerRefusal } from '@apex/server/contract';
import { FieldValue } from 'firebase-admin/firestore';
import type { ServerContext } from './context.ts';
import { issueGuardianLink } from './guardianRequest.ts';
import { GUARDIAN_RESENDS, registrationKey, registrationPath } from './paths.ts';
import { guardianTokenRefs } from './registrationCleanup.ts';
import { readRegistration } from './storedRegistration.ts';

/** Today's count of resends, from the stored `{ day, count }`: a new Indian day starts at zero. */
export function resendsToday(stored: unknown, today: string): number {
  if (typeof stored !== 'object' || stored === null) return 0;
  const { day, count } = stored as { day?: unknown; count?: unknown };
  return day === today && typeof count === 'number' ? count : 0;
}

/**
 * The registrant asks for the guardian's mail again: a fresh link replaces every earlier one, at
 * most GUARDIAN_RESENDS_PER_DAY times per registration and Indian day. A registration already
 * confirmed, or gone, needs no mail: nothing is sent.
 */
export async function resendGuardianMail(
  context: ServerContext,
  uid: string,
  editionId: string,
): Promise<void> {
  const { db } = context;
  const account = await context.account(uid);
  const now = context.now();
  const today = indianDay(now.getTime());
  const registrationRef = db.doc(registrationPath(editionId, uid));
  const resendsRef = db.collection(GUARDIAN_RESENDS).doc(registrationKey(editionId, uid));
  await db.runTransaction(async (transaction) => {
    const registration = readRegistration((await transaction.get(registrationRef)).data());
    // Nothing to resend for (withdrawn meanwhile): nothing is sent, as for a confirmed one.
    if (registration === null) return;
    const sent = resendsToday((await transaction.get(resendsRef)).data(), today);
    const tokens = await guardianTokenRefs(db, editionId, uid, transaction);
    if (registration.guardianConfirmedAt !== null) return;
    if (sent >= GUARDIAN_RESENDS_PER_DAY) throw new ServerRefusal('guardian/resend-limit');
    for (const token of tokens) transaction.delete(token);
    transaction.set(resendsRef, { day: today, count: sent + 1 });
    transaction.update(registrationRef, { guardianRequestedAt: FieldValue.serverTimestamp() });
    issueGuardianLink(db, transaction, {
      editionId,
      uid,
      registration,
      registrantEmail: account.email ?? '',
      origin: context.siteOrigin(),
      now,
    });
  });
}
