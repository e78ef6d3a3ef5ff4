import { hasIndexFields, registrationIndexFields } from '@apex/server';
import { FieldPath, type Firestore } from 'firebase-admin/firestore';
import { registrationPath } from './paths.ts';
import { readRegistration } from './storedRegistration.ts';

/** Registrations read, and updated, per round: one batch holds at most 500 writes. */
export const BACKFILL_PAGE_SIZE = 400;

export interface BackfillReport {
  readonly read: number;
  readonly updated: number;
}

/**
 * Writes the console's search words and sort fields (registrationIndexFields) on every
 * registration of the edition that lacks them or holds stale ones: registrations saved before the
 * trigger wrote them (issue 42). The trigger's own rule, so running it twice changes nothing; each
 * update is conditional on the document being unchanged since it was read (a family saving
 * meanwhile gets its fields from the trigger instead).
 */
export async function backfillSearchTokens(
  db: Firestore,
  editionId: string,
  pageSize: number = BACKFILL_PAGE_SIZE,
): Promise<BackfillReport> {
  let read = 0;
  let updated = 0;
  let after: string | null = null;
  for (;;) {
    let page = db
      .collection(`editions/${editionId}/registrations`)
      .orderBy(FieldPath.documentId())
      .limit(pageSize);
    if (after !== null) page = page.startAfter(after);
    const snapshot = await page.get();
    const batch = db.batch();
    let writes = 0;
    for (const document of snapshot.docs) {
      read += 1;
      const registration = readRegistration(document.data());
      if (registration === null) continue;
      const fields = registrationIndexFields(editionId, document.id, {
        ...registration,
        confirmed: registration.guardianConfirmedAt !== null,
      });
      if (hasIndexFields(document.data(), fields)) continue;
      batch.update(
        db.doc(registrationPath(editionId, document.id)),
        { ...fields },
        {
          lastUpdateTime: document.updateTime,
        },
      );
      writes += 1;
    }
    if (writes > 0) await batch.commit();
    updated += writes;
    const last = snapshot.docs.at(-1);
    if (snapshot.size < pageSize || last === undefined) return { read, updated };
    after = last.id;
  }
}
