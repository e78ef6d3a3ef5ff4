import { ORGANISER_AUDIT, type OrganiserAuditFields } from '@apex/server';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';

/**
 * Appends one entry @apex/server decided to the organisers' audit log (issue 38), at the server's
 * time. Only the functions write it: firestore.rules refuse every client write.
 */
export async function writeAudit(db: Firestore, entry: OrganiserAuditFields): Promise<void> {
  await db.collection(ORGANISER_AUDIT).add({ ...entry, at: FieldValue.serverTimestamp() });
}
