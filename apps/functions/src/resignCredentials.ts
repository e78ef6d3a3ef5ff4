import type { CredentialJwk } from '@apex/core/credential';
import { credentialFactsOf, resignedCredential } from '@apex/server/credential';
import { FieldPath, type Firestore } from 'firebase-admin/firestore';

/** Certificates read and written per page: one batch of updates (Firestore takes 500). */
export const RESIGN_PAGE = 200;

export interface ResignOutcome {
  /** Standing certificates whose credential is now signed with the key. */
  readonly resigned: number;
  /** Withdrawn ones, ones without a credential, or not certificates at all: left as they are. */
  readonly skipped: number;
}

/**
 * Signs every standing certificate's credential again with `key` (issue 38: after a key rotation,
 * or once a leaked key is removed from the published set), in pages ordered by id so a run that
 * stops can simply be run again: a certificate already signed by `key` is signed again to the same
 * bytes (RS256 is deterministic). Withdrawn certificates have no credential to sign.
 */
export async function resignCredentials(
  db: Firestore,
  key: CredentialJwk,
  siteOrigin: string,
): Promise<ResignOutcome> {
  let resigned = 0;
  let skipped = 0;
  let after: string | null = null;
  for (;;) {
    let page = db.collection('certificates').orderBy(FieldPath.documentId()).limit(RESIGN_PAGE);
    if (after !== null) page = page.startAfter(after);
    const { docs } = await page.get();
    if (docs.length === 0) break;
    const batch = db.batch();
    for (const document of docs) {
      const data = document.data();
      const facts = credentialFactsOf(data);
      const credential =
        facts === null || typeof data.credential !== 'string'
          ? null
          : await resignedCredential(facts, document.id, data.credential, siteOrigin, key);
      if (credential === null) {
        skipped += 1;
        continue;
      }
      batch.update(document.ref, { credential });
      resigned += 1;
    }
    await batch.commit();
    after = docs.at(-1)?.id ?? null;
    if (docs.length < RESIGN_PAGE) break;
  }
  return { resigned, skipped };
}
