import type { StatusPosition } from '@apex/core';
import { signedStatusList, statusListNumberOf } from '@apex/core/credential';
import {
  CREDENTIAL_STATUS,
  drawStatusPositions,
  isIssuedStatusList,
  revokedIndexesOf,
  STATUS_COUNTER,
} from '@apex/server';
import {
  FieldValue,
  type Firestore,
  type Transaction,
  type WriteBatch,
} from 'firebase-admin/firestore';
import type { ServerContext } from './context.ts';

/**
 * Credentials' revocation bits on Firestore (issue 38, docs/adr/0171-bitstring-status-list.md):
 * `credentialStatus/counter` `{ next }` draws positions in a transaction; `credentialStatus/{list}`
 * `{ revoked, updatedAt }` holds each list's set bits (arrayUnion: setting a bit twice is
 * harmless); the list is signed when it is asked for, so no taking back has to sign anything.
 */

function counterRef(db: Firestore) {
  return db.collection(CREDENTIAL_STATUS).doc(STATUS_COUNTER);
}

function listRef(db: Firestore, list: number) {
  return db.collection(CREDENTIAL_STATUS).doc(String(list));
}

/** `count` positions no other credential has or will have, drawn in one transaction. */
export async function drawPositions(db: Firestore, count: number): Promise<StatusPosition[]> {
  if (count === 0) return [];
  return db.runTransaction(async (transaction) => {
    const ref = counterRef(db);
    const drawn = drawStatusPositions((await transaction.get(ref)).data()?.next, count);
    transaction.set(ref, { next: drawn.next }, { merge: true });
    return [...drawn.positions];
  });
}

/** Sets a credential's bit, in the caller's transaction or batch with the taking back itself. */
export function revokeIn(
  db: Firestore,
  writer: Transaction | WriteBatch,
  position: StatusPosition,
): void {
  // Transaction.set and WriteBatch.set take the same arguments; TypeScript keeps them apart.
  const fields = {
    revoked: FieldValue.arrayUnion(position.index),
    updatedAt: FieldValue.serverTimestamp(),
  };
  if ('get' in writer) writer.set(listRef(db, position.list), fields, { merge: true });
  else writer.set(listRef(db, position.list), fields, { merge: true });
}

/** What `/credentials/status/<n>` answers. */
export interface StatusListAnswer {
  readonly status: number;
  readonly contentType: string;
  readonly body: string;
}

/**
 * Hosting's `/credentials/status/*` (the `credentialStatusList` function): list `<n>`, signed
 * with the current key, or 404 for a list never issued; 503 while the server has no key.
 */
export async function answerStatusList(
  context: Pick<ServerContext, 'db' | 'siteOrigin' | 'credentialKey'>,
  pathname: string,
): Promise<StatusListAnswer> {
  const notFound = { status: 404, contentType: 'text/plain', body: 'no such status list' };
  const list = statusListNumberOf(pathname);
  if (list === null) return notFound;
  const { db } = context;
  const [counter, stored] = await Promise.all([counterRef(db).get(), listRef(db, list).get()]);
  if (!isIssuedStatusList(list, counter.data()?.next)) return notFound;
  const key = context.credentialKey?.() ?? null;
  if (key === null) return { status: 503, contentType: 'text/plain', body: 'no signing key' };
  const body = await signedStatusList(list, revokedIndexesOf(stored.data()), {
    privateJwk: key,
    siteOrigin: context.siteOrigin(),
  });
  return { status: 200, contentType: 'application/jwt', body };
}
