import {
  type DayCount,
  guardianMailCounterKeys,
  type StoredGuardianMailCounts,
} from '@apex/server';
import { type Firestore, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { GUARDIAN_MAIL_COUNTS } from './paths.ts';

/** A day's count outlives its day by this much, then the TTL policy (expireAt) removes it. */
const KEEP_MS = 2 * 86_400_000;

function countRefs(db: Firestore, uid: string, guardianEmail: string) {
  const keys = guardianMailCounterKeys(uid, guardianEmail);
  return {
    account: db.collection(GUARDIAN_MAIL_COUNTS).doc(keys.account),
    recipient: db.collection(GUARDIAN_MAIL_COUNTS).doc(keys.recipient),
  };
}

/** Reads, in the transaction, the account's and the address's counts of guardian mails. */
export async function readGuardianMailCounts(
  db: Firestore,
  transaction: Transaction,
  uid: string,
  guardianEmail: string,
): Promise<StoredGuardianMailCounts> {
  const refs = countRefs(db, uid, guardianEmail);
  const [account, recipient] = await transaction.getAll(refs.account, refs.recipient);
  return { account: account?.data(), recipient: recipient?.data() };
}

/** Writes, in the transaction, the counts @apex/server's decision returned. */
export function writeGuardianMailCounts(
  db: Firestore,
  transaction: Transaction,
  uid: string,
  guardianEmail: string,
  counts: { readonly account: DayCount; readonly recipient: DayCount },
  now: Date,
): void {
  const refs = countRefs(db, uid, guardianEmail);
  const expireAt = Timestamp.fromMillis(now.getTime() + KEEP_MS);
  transaction.set(refs.account, { ...counts.account, expireAt });
  transaction.set(refs.recipient, { ...counts.recipient, expireAt });
}
