import { registrationDeleteAt } from '@apex/core';
import {
  consentLogEntry,
  decideConsent,
  type GuardianFields,
  hasIndexFields,
  limitGuardianEmail,
  registrationIndexFields,
} from '@apex/server';
import { type DocumentData, FieldValue, Timestamp } from 'firebase-admin/firestore';
import type { ServerContext } from './context.ts';
import { readGuardianMailCounts, writeGuardianMailCounts } from './guardianMailCounts.ts';
import { writeGuardianRequest } from './guardianRequest.ts';
import { outboxFields } from './outbox.ts';
import {
  CONSENT_LOG,
  GUARDIAN_MANAGE_TOKENS,
  MAIL,
  registrationKey,
  registrationPath,
  SERVER_DELETIONS,
} from './paths.ts';
import { deleteGuardianState, guardianTokenRefs } from './registrationCleanup.ts';
import { registrationEndRef } from './registrationEnd.ts';
import { readRegistration } from './storedRegistration.ts';
import { newGuardianToken } from './tokens.ts';

/** One write to `editions/{editionId}/registrations/{uid}`, as the trigger receives it. */
export interface RegistrationWrite {
  /** The event's id: the log entry's id, so a redelivered event logs once. */
  readonly eventId: string;
  readonly editionId: string;
  readonly uid: string;
  readonly before: DocumentData | undefined;
  readonly after: DocumentData | undefined;
  /** When `after` was written: our update applies only if nothing was written since. */
  readonly afterUpdateTime: Timestamp | undefined;
}

/**
 * gRPC codes the Admin SDK reports when our write gave way: the document changed or went since
 * (a newer event handles it), or this event's log entry exists (a redelivery, already done).
 */
const GAVE_WAY = new Set([5 /* NOT_FOUND */, 6 /* ALREADY_EXISTS */, 9 /* FAILED_PRECONDITION */]);

function isOvertaken(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : null;
  return typeof code === 'number' && GAVE_WAY.has(code);
}

/**
 * The server's reaction to a registration written or deleted by its owner (issue 28):
 * - created, or its guardian's address changed: record the consent (the account's own verified
 *   address) or ask the guardian through a one-time link, as guardianActionFor decides, the
 *   link and its mail only within the account's and the address's day (issue 38);
 * - every write: keep `deleteAt`, the day the edition's data must be gone, and the fields the
 *   organiser console searches, filters and sorts by (registrationIndexFields);
 * - deleted by its owner: log the withdrawal and delete its links (its result and certificate:
 *   `registrationDeleted`, retried).
 * Our updates carry the written document's update time as a precondition: if the owner saved again
 * meanwhile, that newer write has its own event, and this one gives way.
 */
export async function onRegistrationWritten(
  context: ServerContext,
  write: RegistrationWrite,
): Promise<void> {
  const { db } = context;
  const { editionId, uid, eventId } = write;
  const after = readRegistration(write.after);
  if (write.after === undefined) {
    const before = readRegistration(write.before);
    if (before !== null) await recordWithdrawal(context, write, before);
    // The result and certificate go in `registrationDeleted`, a trigger of its own that is
    // retried until it succeeds (issue 38), so a failure here cannot leave them behind.
    return;
  }
  // Registering again: what the page was told of an earlier registration's end (issue 38) goes.
  if (write.before === undefined) await registrationEndRef(db, editionId, uid).delete();
  const deleteAt = registrationDeleteAt(editionId);
  if (after === null || deleteAt === null || write.afterUpdateTime === undefined) return;
  const precondition = { lastUpdateTime: write.afterUpdateTime };
  const ref = db.doc(registrationPath(editionId, uid));
  const deleteAtField = Timestamp.fromDate(deleteAt);
  const account = await context.account(uid);
  const now = context.now();
  const decision = decideConsent({
    editionId,
    uid,
    before: readRegistration(write.before),
    after,
    account,
    now,
    siteOrigin: context.siteOrigin(),
    token: newGuardianToken(),
    manageToken: newGuardianToken(),
  });
  const indexFieldsFor = (confirmed: boolean) =>
    registrationIndexFields(editionId, uid, { ...after, confirmed });
  try {
    if (decision.action === 'none') {
      const indexFields = indexFieldsFor(after.guardianConfirmedAt !== null);
      if (
        after.deleteAt?.toMillis() !== deleteAt.getTime() ||
        !hasIndexFields(write.after, indexFields)
      ) {
        await ref.update({ deleteAt: deleteAtField, ...indexFields }, precondition);
      }
      return;
    }
    const tokens = await guardianTokenRefs(db, editionId, uid);
    await db.runTransaction(async (transaction) => {
      // The guardian's mail goes only within the account's and the address's day (issue 38).
      const limited =
        decision.action === 'guardian-email'
          ? limitGuardianEmail(
              decision,
              await readGuardianMailCounts(db, transaction, uid, after.guardianEmail),
              now,
            )
          : decision;
      deleteGuardianState(db, transaction, tokens, editionId, uid);
      const { fields } = limited;
      transaction.update(
        ref,
        {
          ...guardianFieldsForFirestore(fields),
          deleteAt: deleteAtField,
          ...indexFieldsFor(fields.guardianConfirmedAt !== null),
        },
        precondition,
      );
      transaction.create(db.collection(CONSENT_LOG).doc(eventId), {
        ...limited.log,
        at: FieldValue.serverTimestamp(),
      });
      if (limited.action === 'account-email') {
        transaction.set(db.collection(GUARDIAN_MANAGE_TOKENS).doc(limited.manage.tokenId), {
          ...limited.manage.record,
          createdAt: FieldValue.serverTimestamp(),
        });
        transaction.set(db.collection(MAIL).doc(), {
          ...limited.mail,
          ...outboxFields(registrationKey(editionId, uid)),
        });
      } else if (limited.action === 'guardian-email') {
        writeGuardianRequest(db, transaction, limited.request);
        writeGuardianMailCounts(db, transaction, uid, after.guardianEmail, limited.mailCounts, now);
      }
      // Held: no link and no mail today; the registrant's resend sends them once the day allows.
    });
  } catch (error) {
    if (!isOvertaken(error)) throw error;
  }
}

/** The decision's fields as Firestore writes them: its times are the server's, a null is deleted. */
function guardianFieldsForFirestore(fields: GuardianFields): Record<string, unknown> {
  const time = (value: Date | null) =>
    value === null ? FieldValue.delete() : FieldValue.serverTimestamp();
  return {
    guardianConfirmedAt: time(fields.guardianConfirmedAt),
    guardianMethod: fields.guardianMethod ?? FieldValue.delete(),
    guardianRequestedAt: time(fields.guardianRequestedAt),
  };
}

/**
 * The owner deleted the registration: log the withdrawal, delete its links. A deletion the server
 * made itself (decline, retention) left a marker and is already logged: only the marker goes.
 */
async function recordWithdrawal(
  context: ServerContext,
  write: RegistrationWrite,
  before: NonNullable<ReturnType<typeof readRegistration>>,
): Promise<void> {
  const { db } = context;
  const { editionId, uid, eventId } = write;
  const marker = db.collection(SERVER_DELETIONS).doc(registrationKey(editionId, uid));
  const logged = db.runTransaction(async (transaction) => {
    const byServer = await transaction.get(marker);
    if (byServer.exists) {
      transaction.delete(marker);
      return;
    }
    const tokens = await guardianTokenRefs(db, editionId, uid, transaction);
    deleteGuardianState(db, transaction, tokens, editionId, uid);
    transaction.create(db.collection(CONSENT_LOG).doc(eventId), {
      ...consentLogEntry(editionId, uid, before, 'withdrawal'),
      at: FieldValue.serverTimestamp(),
    });
  });
  await logged.catch((error: unknown) => {
    if (!isOvertaken(error)) throw error;
  });
}
