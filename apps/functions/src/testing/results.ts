import { randomUUID } from 'node:crypto';
import { registrationNumberOf as storedRegistrationNumber } from '@apex/core';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { PUBLISH_RUNS, registrationPath } from '../paths.ts';
import { db, details } from './emulators.ts';

/**
 * Test support for publishing results on the emulators: registrations seeded as the trigger would
 * leave them, with the Functions emulator's Firestore triggers off meanwhile (each would otherwise
 * run once per document, and thousands would hold up every later test).
 */

async function hub(path: 'enableBackgroundTriggers' | 'disableBackgroundTriggers'): Promise<void> {
  const response = await fetch(`http://${process.env.FIREBASE_EMULATOR_HUB}/functions/${path}`, {
    method: 'PUT',
  });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
}

/**
 * Runs `work` with the triggers off. The Firestore emulator delivers its events a moment after
 * each write, and the Functions emulator queues them: after a pause, disabling again waits for
 * that queue to drain (each event then finds the trigger off), and only then are they back on.
 * With `keepOff`, they stay off (the scale test, which runs last).
 */
export async function withoutTriggers<T>(work: () => Promise<T>, keepOff = false): Promise<T> {
  await hub('disableBackgroundTriggers');
  try {
    return await work();
  } finally {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await hub('disableBackgroundTriggers');
    if (!keepOff) await hub('enableBackgroundTriggers');
  }
}

export interface Seeded {
  readonly uid: string;
  readonly number: string;
  readonly guardianEmail: string;
}

export interface SeedOptions {
  readonly grade?: (index: number) => number;
  readonly confirmed?: boolean;
  readonly showSchool?: boolean;
}

/** Writes registrations of an edition (confirmed unless told otherwise); call without triggers. */
export async function writeRegistrations(
  editionId: string,
  count: number,
  options: SeedOptions = {},
): Promise<Seeded[]> {
  const seeded: Seeded[] = [];
  const writer = db.bulkWriter();
  for (let index = 0; index < count; index += 1) {
    const uid = `seed-${randomUUID()}`;
    const guardianEmail = `guardian.${uid}@example.com`;
    void writer.set(db.doc(registrationPath(editionId, uid)), {
      ...details(guardianEmail),
      grade: options.grade?.(index) ?? 7,
      consentedAt: FieldValue.serverTimestamp(),
      ...(options.showSchool === true ? { showSchoolOnCertificate: true } : {}),
      ...(options.confirmed === false
        ? { guardianRequestedAt: Timestamp.now() }
        : { guardianConfirmedAt: Timestamp.now(), guardianMethod: 'guardian-email' }),
    });
    seeded.push({ uid, number: storedRegistrationNumber(editionId, uid), guardianEmail });
  }
  await writer.close();
  return seeded;
}

export function seed(editionId: string, count: number, options: SeedOptions = {}) {
  return withoutTriggers(() => writeRegistrations(editionId, count, options));
}

/** Clears the edition's registrations, results and publish run, its triggers off. */
export function clearEdition(editionId: string): Promise<void> {
  return withoutTriggers(async () => {
    await db.recursiveDelete(db.collection(`editions/${editionId}/results`));
    await db.recursiveDelete(db.collection(`editions/${editionId}/registrations`));
    await db.collection(PUBLISH_RUNS).doc(editionId).delete();
  });
}

/** How many result mails are queued for these registrations. */
export async function resultMails(editionId: string, seeded: readonly Seeded[]): Promise<number> {
  const wanted = new Set(seeded.map((entry) => `result-${editionId}-${entry.uid}`));
  const snapshot = await db.collection('mail').where('kind', '==', 'result').get();
  return snapshot.docs.filter((document) => wanted.has(document.id)).length;
}
