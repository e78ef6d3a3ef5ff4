import { EDITIONS } from '@apex/core';
import {
  consentLogEntry,
  expiredEditionIds,
  type PendingView,
  unconfirmedCutoff,
  unconfirmedDeletionLog,
  unconfirmedPastLink,
} from '@apex/server';
import {
  type DocumentSnapshot,
  FieldValue,
  type Firestore,
  Timestamp,
} from 'firebase-admin/firestore';
import { queuedMailRefs } from './outbox.ts';
import { CONSENT_LOG, registrationKey, registrationPath, SERVER_DELETIONS } from './paths.ts';
import { deleteGuardianState, guardianTokenRefs } from './registrationCleanup.ts';
import { writeRegistrationEnd } from './registrationEnd.ts';
import { readRegistration, type StoredRegistration } from './storedRegistration.ts';

/** Registrations read per page; each is deleted in a batch of its own with its links and log. */
const PAGE_SIZE = 100;

/**
 * Retention (issue 28): deletes every registration of every edition past its `dataDeleteBy`,
 * with its links, logging each deletion. Core's editions are the authority; the TTL policy on
 * `deleteAt` (firestore.indexes.json) is the backstop should this ever fail to run. Returns how
 * many registrations it deleted.
 */
export async function deleteExpiredRegistrations(db: Firestore, now: Date): Promise<number> {
  let deleted = 0;
  for (const editionId of expiredEditionIds(now)) {
    const collection = db.collection(`editions/${editionId}/registrations`);
    for (;;) {
      const page = await collection.limit(PAGE_SIZE).get();
      if (page.empty) break;
      for (const document of page.docs) {
        const uid = document.id;
        const tokens = await guardianTokenRefs(db, editionId, uid);
        const batch = db.batch();
        deleteGuardianState(db, batch, tokens, editionId, uid);
        batch.delete(document.ref);
        batch.set(db.collection(SERVER_DELETIONS).doc(registrationKey(editionId, uid)), {
          kind: 'retention-deletion',
          at: FieldValue.serverTimestamp(),
        });
        const registration = readRegistration(document.data());
        batch.create(db.collection(CONSENT_LOG).doc(), {
          ...consentLogEntry(
            editionId,
            uid,
            {
              noticeVersion: registration?.noticeVersion ?? '',
              noticeLanguage: registration?.noticeLanguage ?? 'en',
            },
            'retention-deletion',
          ),
          at: FieldValue.serverTimestamp(),
        });
        await batch.commit();
        deleted += 1;
      }
    }
    // What the registrants' pages were told (issue 38) goes with the edition's data.
    await db.recursiveDelete(db.collection(`editions/${editionId}/registrationEnds`));
  }
  return deleted;
}

/**
 * Nothing without consent lingers (issue 38): deletes every registration its guardian has not
 * confirmed within the newest link's days and the grace day (@apex/server's unconfirmedPastLink),
 * with its links and any mail still queued for it, logs each as a retention deletion
 * (`guardian-unconfirmed`), and leaves its registrant's page the reason. Pages through each
 * edition by the time the guardian was last asked, so confirmed registrations are only read past.
 * Returns how many it deleted.
 */
export async function deleteUnconfirmedRegistrations(db: Firestore, now: Date): Promise<number> {
  const cutoff = Timestamp.fromDate(unconfirmedCutoff(now));
  let deleted = 0;
  for (const { id: editionId } of EDITIONS) {
    const query = db
      .collection(`editions/${editionId}/registrations`)
      .where('guardianRequestedAt', '<=', cutoff)
      .orderBy('guardianRequestedAt')
      .limit(PAGE_SIZE);
    let after: DocumentSnapshot | undefined;
    for (;;) {
      const page = await (after === undefined ? query : query.startAfter(after)).get();
      if (page.empty) break;
      after = page.docs.at(-1);
      const views = page.docs.flatMap((document) => {
        const stored = readRegistration(document.data());
        return stored === null ? [] : [{ uid: document.id, ...pendingView(stored) }];
      });
      for (const { uid } of unconfirmedPastLink(views, now)) {
        if (await deleteUnconfirmed(db, editionId, uid, now)) deleted += 1;
      }
    }
  }
  return deleted;
}

/**
 * One unconfirmed registration goes, in a transaction that reads it again and asks the rule again:
 * confirmed or asked anew meanwhile, it stays.
 */
async function deleteUnconfirmed(
  db: Firestore,
  editionId: string,
  uid: string,
  now: Date,
): Promise<boolean> {
  const key = registrationKey(editionId, uid);
  const tokens = await guardianTokenRefs(db, editionId, uid);
  const queued = await queuedMailRefs(db, key);
  return db.runTransaction(async (transaction) => {
    const ref = db.doc(registrationPath(editionId, uid));
    const registration = readRegistration((await transaction.get(ref)).data());
    if (
      registration === null ||
      unconfirmedPastLink([pendingView(registration)], now).length === 0
    ) {
      return false;
    }
    deleteGuardianState(db, transaction, tokens, editionId, uid);
    for (const mail of queued) transaction.delete(mail);
    transaction.delete(ref);
    transaction.set(db.collection(SERVER_DELETIONS).doc(key), {
      kind: 'unconfirmed-deletion',
      at: FieldValue.serverTimestamp(),
    });
    const log = unconfirmedDeletionLog(editionId, uid, registration);
    transaction.create(db.collection(CONSENT_LOG).doc(), {
      ...log,
      at: FieldValue.serverTimestamp(),
    });
    writeRegistrationEnd(db, transaction, log, now);
    return true;
  });
}

/** What the rule reads of a stored registration. */
function pendingView(registration: StoredRegistration): PendingView {
  return {
    confirmed: registration.guardianConfirmedAt !== null,
    requestedAt: registration.guardianRequestedAt?.toDate() ?? null,
  };
}
