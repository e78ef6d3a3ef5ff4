import {
  decideManageWithdrawal,
  guardianTokenId,
  type ManageDescription,
  manageDescription,
  manageLinkRefusal,
} from '@apex/server';
import { ServerRefusal } from '@apex/server/contract';
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import type { ServerContext } from './context.ts';
import { outboxFields, queuedMailRefs } from './outbox.ts';
import {
  CONSENT_LOG,
  GUARDIAN_MANAGE_TOKENS,
  MAIL,
  registrationKey,
  registrationPath,
  resultPath,
  SERVER_DELETIONS,
} from './paths.ts';
import { deleteGuardianState, guardianTokenRefs } from './registrationCleanup.ts';
import { writeRegistrationEnd } from './registrationEnd.ts';
import { readRegistration, type StoredRegistration } from './storedRegistration.ts';

interface Managed {
  readonly editionId: string;
  readonly uid: string;
  readonly registration: StoredRegistration;
}

/**
 * The registration a manage link opens (issue 38), or `guardian/link-unknown` as @apex/server's
 * manageLinkRefusal decides: never issued, revoked, or its registration gone. A malformed token
 * is unknown without a read.
 */
async function managed(
  context: ServerContext,
  token: unknown,
  transaction?: Transaction,
): Promise<Managed> {
  const { db } = context;
  const id = guardianTokenId(token);
  if (id === null) throw new ServerRefusal('guardian/link-unknown');
  const get = async (path: string) => {
    const ref = db.doc(path);
    return (transaction === undefined ? await ref.get() : await transaction.get(ref)).data();
  };
  const data = await get(`${GUARDIAN_MANAGE_TOKENS}/${id}`);
  const editionId: unknown = data?.editionId;
  const uid: unknown = data?.uid;
  const record =
    typeof editionId === 'string' && typeof uid === 'string' ? { editionId, uid } : null;
  const registration =
    record === null
      ? null
      : readRegistration(await get(registrationPath(record.editionId, record.uid)));
  const refusal = manageLinkRefusal(record, registration !== null);
  if (refusal !== null || record === null || registration === null) {
    throw new ServerRefusal(refusal ?? 'guardian/link-unknown');
  }
  return { ...record, registration };
}

/** The guardian's own page: everything held about the child (the contract's response). */
export async function describeGuardianConsent(
  context: ServerContext,
  token: unknown,
): Promise<ManageDescription> {
  const { editionId, uid, registration } = await managed(context, token);
  const [account, result] = await Promise.all([
    context.account(uid),
    context.db.doc(resultPath(editionId, uid)).get(),
  ]);
  return manageDescription({
    editionId,
    registration,
    registrantEmail: account.email ?? '',
    hasResult: result.exists,
  });
}

/**
 * The guardian withdraws consent (issue 38), in one transaction with the link's check: the
 * registration and its links go (marked as the server's deletion, so the delete trigger does not
 * log it again; the trigger then deletes its result and certificate, as for every deletion), with
 * any mail still queued for it; the withdrawal is logged and the registrant mailed.
 */
export async function withdrawGuardianConsent(
  context: ServerContext,
  token: unknown,
): Promise<void> {
  const { db } = context;
  const { uid: owner } = await managed(context, token);
  const account = await context.account(owner);
  await db.runTransaction(async (transaction) => {
    const { editionId, uid, registration } = await managed(context, token, transaction);
    const key = registrationKey(editionId, uid);
    const tokens = await guardianTokenRefs(db, editionId, uid, transaction);
    const queued = await queuedMailRefs(db, key);
    const decision = decideManageWithdrawal({
      editionId,
      uid,
      registration,
      registrantEmail: account.email,
      siteOrigin: context.siteOrigin(),
    });
    deleteGuardianState(db, transaction, tokens, editionId, uid);
    // Every queued mail of the registration carries its key (the result mail too; its id is the
    // result's, and an older one without the key is deleted by that id).
    const resultMail = db.collection(MAIL).doc(`result-${editionId}-${uid}`);
    const mails = new Map([...queued, resultMail].map((ref) => [ref.path, ref]));
    for (const ref of mails.values()) transaction.delete(ref);
    transaction.delete(db.doc(registrationPath(editionId, uid)));
    transaction.set(db.collection(SERVER_DELETIONS).doc(key), {
      kind: 'guardian-withdrawal',
      at: FieldValue.serverTimestamp(),
    });
    transaction.create(db.collection(CONSENT_LOG).doc(), {
      ...decision.log,
      at: FieldValue.serverTimestamp(),
    });
    // The registrant's page says the guardian withdrew (issue 38), not only the mail.
    writeRegistrationEnd(db, transaction, decision.log, context.now());
    if (decision.mail !== null) {
      transaction.set(db.collection(MAIL).doc(), { ...decision.mail, ...outboxFields() });
    }
  });
}
