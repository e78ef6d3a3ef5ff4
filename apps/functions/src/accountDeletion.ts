import { consentLogEntry } from '@apex/server';
import { FieldValue, type Firestore, Timestamp } from 'firebase-admin/firestore';
import {
  CONSENT_LOG,
  DELETED_ACCOUNTS,
  registrationKey,
  registrationPath,
  SERVER_DELETIONS,
} from './paths.ts';
import { deleteGuardianState, guardianTokenRefs } from './registrationCleanup.ts';
import { registrationEndRef } from './registrationEnd.ts';
import { readRegistration } from './storedRegistration.ts';

/** ID tokens live an hour; the marker outlives every token the account was ever given. */
const MARKER_KEPT_MS = 86_400_000;

/** What the clean-up needs beside the database (tests and the emulators give their own). */
export interface AccountDeletionContext {
  readonly db: Firestore;
  now(): Date;
  /** Deletes `profile_pictures/{uid}/avatar` if it is there. */
  removePicture(uid: string): Promise<void>;
  /** Takes the address off every list, with its links. */
  forgetSubscriber(email: string): Promise<void>;
}

/**
 * An account was deleted (issue 30): remove on the server whatever the browser could not, or
 * what another tab, still holding a valid ID token, wrote afterwards. First the marker, which the
 * rules read to refuse that account's writes from now on; then the profile, every registration
 * (each logged as the family's withdrawal, with its links), the address's subscriptions and the
 * picture.
 */
export async function cleanUpDeletedAccount(
  context: AccountDeletionContext,
  uid: string,
  email: string | undefined,
): Promise<void> {
  const { db } = context;
  await db
    .collection(DELETED_ACCOUNTS)
    .doc(uid)
    .set({
      at: FieldValue.serverTimestamp(),
      expireAt: Timestamp.fromMillis(context.now().getTime() + MARKER_KEPT_MS),
    });
  await db.doc(`users/${uid}`).delete();
  // The age it declared (issue 38) says nothing once the account is gone.
  await db.doc(`accountAges/${uid}`).delete();
  for (const edition of await db.collection('editions').listDocuments()) {
    await withdrawRegistration(db, edition.id, uid);
    await registrationEndRef(db, edition.id, uid).delete();
  }
  if (email !== undefined && email !== '') await context.forgetSubscriber(email);
  await context.removePicture(uid);
  // Done: what watches the deletion (support, the tests) can tell it finished.
  await db
    .collection(DELETED_ACCOUNTS)
    .doc(uid)
    .update({ cleanedAt: FieldValue.serverTimestamp() });
}

/** Deletes one registration as a withdrawal, logged once (the delete trigger sees the marker). */
async function withdrawRegistration(db: Firestore, editionId: string, uid: string): Promise<void> {
  const ref = db.doc(registrationPath(editionId, uid));
  const tokens = await guardianTokenRefs(db, editionId, uid);
  await db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) return;
    const registration = readRegistration(snapshot.data());
    deleteGuardianState(db, transaction, tokens, editionId, uid);
    transaction.delete(ref);
    transaction.set(db.collection(SERVER_DELETIONS).doc(registrationKey(editionId, uid)), {
      kind: 'account-deletion',
      at: FieldValue.serverTimestamp(),
    });
    transaction.create(db.collection(CONSENT_LOG).doc(), {
      ...consentLogEntry(
        editionId,
        uid,
        {
          noticeVersion: registration?.noticeVersion ?? '',
          noticeLanguage: registration?.noticeLanguage ?? 'en',
        },
        'withdrawal',
      ),
      reason: 'account-deletion',
      at: FieldValue.serverTimestamp(),
    });
  });
}
