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
  type QueryDocumentSnapshot,
  Timestamp,
} from 'firebase-admin/firestore';
import { queuedMailRefs } from './outbox.ts';
import {
  CONSENT_LOG,
  GUARDIAN_MANAGE_TOKENS,
  GUARDIAN_TOKENS,
  registrationKey,
  registrationPath,
  SERVER_DELETIONS,
} from './paths.ts';
import { deleteGuardianState, guardianTokenRefs } from './registrationCleanup.ts';
import { writeRegistrationEnd } from './registrationEnd.ts';
import { readRegistration, type StoredRegistration } from './storedRegistration.ts';

/**
 * Registrations read per page. Large, because a page costs one query: Firestore's is priced by
 * what it returns, but the emulator's reads the whole collection each time.
 */
export const RETENTION_PAGE_SIZE = 1000;

/**
 * Registrations deleted per atomic batch, a page's batches committed together: a registration's
 * four writes (it, its resend count, the server's deletion marker, its consent-log entry) times
 * 100 stay under Firestore's 500 writes a commit.
 */
export const RETENTION_BATCH_SIZE = 100;

/** Registrations read per page of the unconfirmed ones (most are read past, confirmed). */
const UNCONFIRMED_PAGE_SIZE = 100;

/** Links deleted per batch in the edition-wide pass over its guardian links. */
const LINK_PAGE_SIZE = 500;

/** How far a run of retention came: what it deleted, and whether nothing past its day is left. */
export interface RetentionRun {
  readonly deleted: number;
  readonly complete: boolean;
}

export interface RetentionOptions {
  /**
   * Asked before each page: false stops the run there (the scheduled run's deadline), which then
   * reports `complete: false`; running it again resumes.
   */
  readonly keepGoing?: () => boolean;
  readonly pageSize?: number;
  readonly batchSize?: number;
}

/**
 * Retention (issue 28), in pages that resume (issue 38): deletes every registration of every
 * edition past its `dataDeleteBy`, with its links, logging each deletion. First the edition's
 * guardian links go (an edition-wide query, a batch at a time), then its registrations a page at
 * a time, each registration deleted and logged in one atomic batch with its neighbours. Nothing
 * else needs remembering between runs: the query reads the first registrations left, and a
 * deleted one leaves it, so a run stopped anywhere (its deadline, a crash, a retry) is resumed by
 * running it again, and each registration is logged exactly once, when it is deleted. Core's editions are the authority; the TTL policy on `deleteAt`
 * (firestore.indexes.json) is the backstop should this ever fail to run.
 */
export async function deleteExpiredRegistrations(
  db: Firestore,
  now: Date,
  options: RetentionOptions = {},
): Promise<RetentionRun> {
  const {
    keepGoing = () => true,
    pageSize = RETENTION_PAGE_SIZE,
    batchSize = RETENTION_BATCH_SIZE,
  } = options;
  let deleted = 0;
  for (const editionId of expiredEditionIds(now)) {
    for (const collection of [GUARDIAN_TOKENS, GUARDIAN_MANAGE_TOKENS]) {
      const links = db.collection(collection).where('editionId', '==', editionId);
      for (;;) {
        if (!keepGoing()) return { deleted, complete: false };
        const page = await links.limit(LINK_PAGE_SIZE).get();
        if (page.empty) break;
        const batch = db.batch();
        for (const document of page.docs) batch.delete(document.ref);
        await batch.commit();
      }
    }
    const registrations = db.collection(`editions/${editionId}/registrations`).limit(pageSize);
    for (;;) {
      if (!keepGoing()) return { deleted, complete: false };
      const page = await registrations.get();
      if (page.empty) break;
      const batches: Promise<void>[] = [];
      for (let start = 0; start < page.size; start += batchSize) {
        batches.push(deleteBatch(db, editionId, page.docs.slice(start, start + batchSize)));
      }
      await Promise.all(batches);
      deleted += page.size;
    }
    // What the registrants' pages were told (issue 38) goes with the edition's data.
    await db.recursiveDelete(db.collection(`editions/${editionId}/registrationEnds`));
  }
  return { deleted, complete: true };
}

/** Registrations of an expired edition, deleted and logged together in one atomic batch. */
async function deleteBatch(
  db: Firestore,
  editionId: string,
  documents: readonly QueryDocumentSnapshot[],
): Promise<void> {
  const batch = db.batch();
  for (const document of documents) {
    const uid = document.id;
    // The links went in the edition-wide pass: only the resend count is left beside it.
    deleteGuardianState(db, batch, [], editionId, uid);
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
  }
  await batch.commit();
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
      .limit(UNCONFIRMED_PAGE_SIZE);
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
