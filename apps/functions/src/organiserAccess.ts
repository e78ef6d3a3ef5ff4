import { ORGANISER_REVOCATIONS, organiserCallRefusal } from '@apex/server';
import { ServerRefusal } from '@apex/server/contract';
import type { Firestore } from 'firebase-admin/firestore';
import type { CallableRequest } from 'firebase-functions/https';
import { ORGANISER_CLAIM } from './organiserRole.ts';

/**
 * An organiser's call (issue 38): the claim exactly true and no revocation mark on the account.
 * A revoked organiser's ID token keeps its claim for up to an hour; the mark, written before the
 * claim is removed, refuses it at once, as firestore.rules' `isOrganiser()` does. Returns the
 * caller's address, for the audit log.
 */
export async function requireOrganiser(
  db: Firestore,
  call: CallableRequest<unknown>,
  editionId?: string,
): Promise<string> {
  const uid = call.auth?.uid;
  const revoked =
    uid !== undefined && (await db.collection(ORGANISER_REVOCATIONS).doc(uid).get()).exists;
  const refusal = organiserCallRefusal(
    uid === undefined ? null : { organiserClaim: call.auth?.token[ORGANISER_CLAIM], revoked },
    editionId,
  );
  if (refusal !== null) throw new ServerRefusal(refusal);
  return call.auth?.token.email ?? uid ?? '';
}
