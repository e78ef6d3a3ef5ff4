import { afterAll, describe, expect, it } from 'vitest';
import { registrationKey, registrationPath } from './paths.ts';
import { deleteExpiredRegistrations, deleteUnconfirmedRegistrations } from './retention.ts';
import {
  closeAdmin,
  createAccount,
  db,
  details,
  eventually,
  logEntry,
  logOf,
  mailsWhen,
  readDocument,
  saveRegistration,
} from './testing/emulators.ts';
import { seed } from './testing/results.ts';

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

    expect(await deleteExpiredRegistrations(db, new Date('2025-10-24T18:29:59Z'))).toEqual({
      deleted: 0,
      complete: true,
    });

    expect(await readDocument(registrationPath('2024', uids[0] ?? ''))).toBeDefined();
  });

  it('on 2026-11-26 deletes every 2024 registration, each logged once as a retention deletion', async () => {
    const uids = await seed2024(3);

    const { deleted, complete } = await deleteExpiredRegistrations(
      db,
      new Date('2026-11-26T06:30:00Z'),
    );

    expect(deleted).toBeGreaterThanOrEqual(3);
    expect(complete).toBe(true);
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

describe('retention in pages that resume (issue 38)', () => {
  const AFTER_2024 = new Date('2026-11-26T06:30:00Z');
  const left = async () =>
    (await db.collection('editions/2024/registrations').count().get()).data().count;
  const retentionLogs = async (uids: readonly string[]) => {
    let count = 0;
    for (const uid of uids) {
      count += (await logOf('2024', uid)).filter(
        (entry) => entry.kind === 'retention-deletion',
      ).length;
    }
    return count;
  };

  it('stops where it is told, resumes on the next run, and logs each deletion once', async () => {
    await deleteExpiredRegistrations(db, AFTER_2024);
    const seeded = (await seed('2024', 7)).map((entry) => entry.uid);
    let pages = 0;

    const first = await deleteExpiredRegistrations(db, AFTER_2024, {
      pageSize: 3,
      batchSize: 2,
      keepGoing: () => {
        pages += 1;
        // The two link passes ask once each, then two pages of three registrations.
        return pages <= 4;
      },
    });

    expect(first).toEqual({ deleted: 6, complete: false });
    expect(await left()).toBe(1);
    expect(await deleteExpiredRegistrations(db, AFTER_2024, { pageSize: 3 })).toEqual({
      deleted: 1,
      complete: true,
    });
    expect(await left()).toBe(0);
    expect(await deleteExpiredRegistrations(db, AFTER_2024)).toEqual({
      deleted: 0,
      complete: true,
    });
    expect(await retentionLogs(seeded)).toBe(7);
  });
});

describe('deleting registrations no guardian confirmed (issue 38)', () => {
  const DAY_MS = 86_400_000;
  const queuedFor = async (uid: string) =>
    (await db.collection('mail').where('registrationKey', '==', registrationKey('2024', uid)).get())
      .size;

  it('keeps one through the link’s seven days and the grace day, then deletes it with its links and queued mail, logged apart from a withdrawal', async () => {
    const { uid, email } = await createAccount('unconfirmed', { verified: true });
    const guardian = `guardian.${email}`;
    await saveRegistration('2024', uid, details(guardian));
    await mailsWhen(guardian, 1);
    await logEntry('2024', uid, 'consent');
    // Its neighbour confirmed at once (the account's own address): it must stay.
    const adult = await createAccount('confirmed', { verified: true });
    await saveRegistration('2024', adult.uid, details(adult.email));
    await eventually(
      async () =>
        (await readDocument(registrationPath('2024', adult.uid)))?.guardianConfirmedAt
          ? true
          : undefined,
      'the confirmation',
    );
    expect(await queuedFor(uid)).toBe(1);

    await deleteUnconfirmedRegistrations(db, new Date(Date.now() + 7.5 * DAY_MS));
    expect(await readDocument(registrationPath('2024', uid))).toBeDefined();

    const deleted = await deleteUnconfirmedRegistrations(
      db,
      new Date(Date.now() + 8 * DAY_MS + 60_000),
    );

    expect(deleted).toBeGreaterThanOrEqual(1);
    expect(await readDocument(registrationPath('2024', uid))).toBeUndefined();
    expect(await readDocument(registrationPath('2024', adult.uid))).toBeDefined();
    expect(await queuedFor(uid)).toBe(0);
    expect(
      (await db.collection('guardianTokens').where('uid', '==', uid).get()).size +
        (await db.collection('guardianManageTokens').where('uid', '==', uid).get()).size,
    ).toBe(0);
    expect(await readDocument(`editions/2024/registrationEnds/${uid}`)).toMatchObject({
      reason: 'guardian-unconfirmed',
    });
    await eventually(
      async () =>
        (await readDocument(`serverDeletions/2024:${uid}`)) === undefined ? true : undefined,
      'the delete trigger to consume the marker',
    );
    const log = await logOf('2024', uid);
    expect(log.map((entry) => entry.kind).sort()).toEqual(['consent', 'retention-deletion']);
    expect(log.find((entry) => entry.kind === 'retention-deletion')).toMatchObject({
      method: 'guardian-unconfirmed',
    });
  });
});
