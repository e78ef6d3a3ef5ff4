import { consentLogEntry, expiredEditionIds } from '@apex/server';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { CONSENT_LOG, registrationKey, SERVER_DELETIONS } from './paths.ts';
import { deleteGuardianState, guardianTokenRefs } from './registrationCleanup.ts';
import { readRegistration } from './storedRegistration.ts';

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
  }
  return deleted;
}
