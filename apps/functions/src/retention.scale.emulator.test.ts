import { afterAll, describe, expect, it } from 'vitest';
import { CONSENT_LOG } from './paths.ts';
import { deleteExpiredRegistrations, RETENTION_PAGE_SIZE } from './retention.ts';
import { closeAdmin, db } from './testing/emulators.ts';
import { clearEdition, withoutTriggers, writeRegistrations } from './testing/results.ts';

/**
 * Retention at scale on the Firestore emulator, timed (docs/performance.md, "Retention"): 3,000
 * expired registrations in CI (three pages: stopped after the first, resumed), `APEX_RETENTION_REGISTRATIONS=100000` by hand. Run with the other
 * scale test, alone and with the triggers off (vitest.scale.config.ts): 100,000 deletions would
 * otherwise each set the delete trigger going.
 */
const REGISTRATIONS = Number(process.env.APEX_RETENTION_REGISTRATIONS ?? 3000);
const COUNT = REGISTRATIONS.toLocaleString('en-GB');
/** 2024's data must be gone from 2025-10-25 in India: a day well after it. */
const AFTER_2024 = new Date('2026-11-26T06:30:00Z');
afterAll(() => closeAdmin());

const left = async () =>
  (await db.collection('editions/2024/registrations').count().get()).data().count;
const retentionLogs = async () =>
  (
    await db
      .collection(CONSENT_LOG)
      .where('editionId', '==', '2024')
      .where('kind', '==', 'retention-deletion')
      .count()
      .get()
  ).data().count;

describe('retention at scale', () => {
  it(`clears ${COUNT} expired registrations in pages, resuming a stopped run, each logged once`, async () => {
    await clearEdition('2024');
    // Whatever an earlier test left past its day goes first, so the counts below are ours alone.
    await withoutTriggers(() => deleteExpiredRegistrations(db, AFTER_2024), true);
    const logsBefore = await retentionLogs();
    const seedStarted = performance.now();
    await withoutTriggers(
      () => writeRegistrations('2024', REGISTRATIONS, { confirmed: false }),
      true,
    );
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    console.log(
      `seeded ${COUNT} expired registrations (BulkWriter) in ${seedSeconds.toFixed(1)} s`,
    );
    expect(await left()).toBe(REGISTRATIONS);

    const started = performance.now();
    // A first run stopped after a tenth of the pages, as the scheduled run's deadline stops it.
    let pages = 0;
    const stopAfter = Math.max(1, Math.floor(REGISTRATIONS / RETENTION_PAGE_SIZE / 10));
    const first = await deleteExpiredRegistrations(db, AFTER_2024, {
      keepGoing: () => {
        pages += 1;
        // The two passes over the edition's links ask once each.
        return pages <= stopAfter + 2;
      },
    });
    expect(first).toEqual({ deleted: stopAfter * RETENTION_PAGE_SIZE, complete: false });
    const rest = await deleteExpiredRegistrations(db, AFTER_2024);
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `retention cleared ${COUNT} expired registrations on the emulator in ${seconds.toFixed(1)} s (${Math.round(REGISTRATIONS / seconds)} a second; pages of ${RETENTION_PAGE_SIZE}, stopped once after ${first.deleted} and resumed)`,
    );

    expect(rest).toEqual({ deleted: REGISTRATIONS - first.deleted, complete: true });
    expect(await left()).toBe(0);
    expect((await retentionLogs()) - logsBefore).toBe(REGISTRATIONS);
    expect(await deleteExpiredRegistrations(db, AFTER_2024)).toEqual({
      deleted: 0,
      complete: true,
    });
  }, 3_600_000);
});
