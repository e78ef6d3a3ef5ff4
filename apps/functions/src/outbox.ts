import { type DocumentData, type Firestore, Timestamp } from 'firebase-admin/firestore';
import { MAIL } from './paths.ts';

/**
 * The `mail` outbox keeps no secrets (issue 38): a mail holds a live token and a child's name, so
 * its document goes once the Trigger Email extension has delivered it (`onMailDelivered`), and a
 * Firestore TTL policy on `expireAt` deletes whatever is left a few days on (docs/deploy.md).
 */
export const MAIL_KEPT_MS = 3 * 86_400_000;

/**
 * What every mail document carries besides the extension's fields: when the TTL policy may delete
 * it, and, for a registration's mail, its key, so a withdrawal can delete what is still queued.
 */
export function outboxFields(registration?: string): {
  readonly expireAt: Timestamp;
  readonly registrationKey?: string;
} {
  return {
    expireAt: Timestamp.fromMillis(Date.now() + MAIL_KEPT_MS),
    ...(registration === undefined ? {} : { registrationKey: registration }),
  };
}

/** The extension's delivery states after which nothing will be sent again. */
const DELIVERED = new Set(['SUCCESS']);

/**
 * A mail document changed: once the extension records its delivery as done, the document (its
 * token, the child's name) is deleted. Only the state is read; nothing of the mail is logged.
 */
export async function onMailDelivered(
  db: Firestore,
  id: string,
  after: DocumentData | undefined,
): Promise<boolean> {
  const state: unknown = after?.delivery?.state;
  if (typeof state !== 'string' || !DELIVERED.has(state)) return false;
  await db.collection(MAIL).doc(id).delete();
  return true;
}

/** The mail still queued for a registration (its key), for a withdrawal to delete. */
export async function queuedMailRefs(db: Firestore, registration: string) {
  const snapshot = await db.collection(MAIL).where('registrationKey', '==', registration).get();
  return snapshot.docs.map((document) => document.ref);
}
