import {
  consentLogEntry,
  decideGuardianConfirmation,
  type GuardianRequestDescription,
  guardianLinkRefusal,
  guardianRequestDescription,
  guardianTokenId,
} from '@apex/server';
import { ServerRefusal } from '@apex/server/contract';
import {
  type DocumentData,
  type DocumentReference,
  FieldValue,
  type Firestore,
  Timestamp,
  type Transaction,
} from 'firebase-admin/firestore';
import type { ServerContext } from './context.ts';
import {
  CONSENT_LOG,
  GUARDIAN_TOKENS,
  registrationKey,
  registrationPath,
  SERVER_DELETIONS,
} from './paths.ts';
import { deleteGuardianState, guardianTokenRefs } from './registrationCleanup.ts';
import { writeRegistrationEnd } from './registrationEnd.ts';
import { readRegistration, type StoredRegistration } from './storedRegistration.ts';

interface LiveLink {
  readonly tokenRef: DocumentReference;
  readonly editionId: string;
  readonly uid: string;
  readonly expiresAt: Date;
  readonly registration: StoredRegistration;
}

async function getDoc(
  db: Firestore,
  path: string,
  transaction: Transaction | undefined,
): Promise<DocumentData | undefined> {
  const ref = db.doc(path);
  const snapshot = transaction === undefined ? await ref.get() : await transaction.get(ref);
  return snapshot.data();
}

/**
 * The link's token and its registration, or the refusal a guardian reads: unknown (never issued,
 * replaced by a newer one, or its registration is gone), used, or expired at `now`.
 */
async function liveLink(
  db: Firestore,
  token: unknown,
  now: Date,
  transaction?: Transaction,
): Promise<LiveLink> {
  const id = guardianTokenId(token);
  if (id === null) throw new ServerRefusal('guardian/link-unknown');
  const tokenPath = `${GUARDIAN_TOKENS}/${id}`;
  const data = await getDoc(db, tokenPath, transaction);
  const editionId: unknown = data?.editionId;
  const uid: unknown = data?.uid;
  const expiresAt: unknown = data?.expiresAt;
  const stored =
    typeof editionId === 'string' && typeof uid === 'string' && expiresAt instanceof Timestamp
      ? { editionId, uid, expiresAt: expiresAt.toDate() }
      : null;
  const registration =
    stored === null
      ? null
      : readRegistration(
          await getDoc(db, registrationPath(stored.editionId, stored.uid), transaction),
        );
  const used = data?.usedAt !== null && data?.usedAt !== undefined;
  const refusal = guardianLinkRefusal(
    stored === null ? null : { expiresAt: stored.expiresAt, used },
    registration !== null,
    now,
  );
  if (refusal !== null || stored === null || registration === null) {
    throw new ServerRefusal(refusal ?? 'guardian/link-unknown');
  }
  return {
    tokenRef: db.doc(tokenPath),
    ...stored,
    registration,
  };
}

export async function describeGuardianRequest(
  context: ServerContext,
  token: unknown,
): Promise<GuardianRequestDescription> {
  const link = await liveLink(context.db, token, context.now());
  const account = await context.account(link.uid);
  // The first name and grade only (issue 38): the reader may be a stranger until they confirm.
  return guardianRequestDescription({
    editionId: link.editionId,
    registration: link.registration,
    registrantEmail: account.email ?? '',
    expiresAt: link.expiresAt,
  });
}

export type GuardianAnswer = 'confirm' | 'decline';

/**
 * The guardian's answer, in one transaction with the checks of the link:
 * - confirm: the registration counts (`guardianConfirmedAt`, server time), the link is used up;
 * - decline: the registration and its links are deleted (marked as the server's deletion, so the
 *   delete trigger does not log it as a withdrawal).
 * Either way the consent log gets its entry.
 */
export async function answerGuardianRequest(
  context: ServerContext,
  token: unknown,
  answer: GuardianAnswer,
): Promise<void> {
  const { db } = context;
  await db.runTransaction(async (transaction) => {
    const link = await liveLink(db, token, context.now(), transaction);
    const { editionId, uid, registration } = link;
    const registrationRef = db.doc(registrationPath(editionId, uid));
    const logRef = db.collection(CONSENT_LOG).doc();
    if (answer === 'confirm') {
      // Under the notice in force now, which the page showed (issue 38, docs/adr/0152).
      const confirmation = decideGuardianConfirmation({ editionId, uid, registration });
      transaction.update(registrationRef, {
        guardianConfirmedAt: FieldValue.serverTimestamp(),
        guardianMethod: 'guardian-email',
        noticeVersion: confirmation.noticeVersion,
        // The console's status filter reads this at once (the trigger would catch up anyway).
        guardianStatus: 'confirmed',
      });
      transaction.update(link.tokenRef, { usedAt: FieldValue.serverTimestamp() });
      transaction.create(logRef, { ...confirmation.log, at: FieldValue.serverTimestamp() });
      return;
    }
    const tokens = await guardianTokenRefs(db, editionId, uid, transaction);
    deleteGuardianState(db, transaction, tokens, editionId, uid);
    transaction.delete(registrationRef);
    transaction.set(db.collection(SERVER_DELETIONS).doc(registrationKey(editionId, uid)), {
      kind: 'decline',
      at: FieldValue.serverTimestamp(),
    });
    const log = consentLogEntry(editionId, uid, registration, 'decline');
    transaction.create(logRef, { ...log, at: FieldValue.serverTimestamp() });
    // The registrant's page says the guardian declined (issue 38).
    writeRegistrationEnd(db, transaction, log, context.now());
  });
}
