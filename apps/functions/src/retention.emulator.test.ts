import { afterAll, describe, expect, it } from 'vitest';
import { registrationPath } from './paths.ts';
import { deleteExpiredRegistrations } from './retention.ts';
import {
  closeAdmin,
  createAccount,
  db,
  details,
  eventually,
  logOf,
  readDocument,
  saveRegistration,
} from './testing/emulators.ts';

/**
 * Retention on the Firestore emulator: the daily function's work, run with a fixed clock. The
 * scheduled wrapper only calls it with the time (the emulators do not run schedules).
 */
afterAll(() => closeAdmin());

async function seed2024(count: number): Promise<string[]> {
  const uids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const { uid, email } = await createAccount(`retained${index}`, { verified: true });
    await saveRegistration('2024', uid, details(email));
    uids.push(uid);
  }
  // Let the trigger settle (deleteAt written, consent logged) before the clock moves on.
  for (const uid of uids) {
    await eventually(
      async () =>
        (await readDocument(registrationPath('2024', uid)))?.deleteAt ? true : undefined,
      'deleteAt',
    );
  }
  return uids;
}

describe('deleting registrations past their edition’s dataDeleteBy', () => {
  it('keeps 2024’s registrations until 2025-10-25 begins in India', async () => {
    const uids = await seed2024(1);

    expect(await deleteExpiredRegistrations(db, new Date('2025-10-24T18:29:59Z'))).toBe(0);

    expect(await readDocument(registrationPath('2024', uids[0] ?? ''))).toBeDefined();
  });

  it('on 2026-11-26 deletes every 2024 registration, each logged once as a retention deletion', async () => {
    const uids = await seed2024(3);

    const deleted = await deleteExpiredRegistrations(db, new Date('2026-11-26T06:30:00Z'));

    expect(deleted).toBeGreaterThanOrEqual(3);
    expect((await db.collection('editions/2024/registrations').get()).size).toBe(0);
    for (const uid of uids) {
      await eventually(
        async () =>
          (await readDocument(`serverDeletions/2024:${uid}`)) === undefined ? true : undefined,
        'the delete trigger to consume the marker',
      );
      expect((await logOf('2024', uid)).map((entry) => entry.kind).sort()).toEqual([
        'consent',
        'retention-deletion',
      ]);
    }
  });
});
