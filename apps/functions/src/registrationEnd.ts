import { registrationDeleteAt } from '@apex/core';
import { type ConsentLogEntry, registrationEndOf } from '@apex/server';
import {
  type DocumentReference,
  FieldValue,
  type Firestore,
  Timestamp,
  type Transaction,
} from 'firebase-admin/firestore';
import { registrationEndPath } from './paths.ts';

/**
 * Writes, in the transaction of a deletion and beside its log entry, what @apex/server's registrationEndOf leaves for the
 * registrant's page (issue 38), if anything: the reason and the server's time, no detail of the
 * child. `deleteAt` (the edition's) lets the TTL policy of registrations take it too.
 */
export function writeRegistrationEnd(
  db: Firestore,
  transaction: Transaction,
  log: ConsentLogEntry,
  now: Date,
): void {
  const end = registrationEndOf(log, now);
  if (end === null) return;
  const deleteAt = registrationDeleteAt(log.editionId);
  transaction.set(db.doc(registrationEndPath(log.editionId, log.uid)), {
    reason: end.reason,
    at: FieldValue.serverTimestamp(),
    ...(deleteAt === null ? {} : { deleteAt: Timestamp.fromDate(deleteAt) }),
  });
}

/** The registration's end record, for a new registration or the account's deletion to clear. */
export function registrationEndRef(
  db: Firestore,
  editionId: string,
  uid: string,
): DocumentReference {
  return db.doc(registrationEndPath(editionId, uid));
}
