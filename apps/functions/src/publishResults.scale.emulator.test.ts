import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLISH_RUNS, resultsPath } from './paths.ts';
import {
  auth,
  call,
  closeAdmin,
  createAccount,
  db,
  idTokenOf,
  readDocument,
} from './testing/emulators.ts';
import {
  clearEdition,
  resultMails,
  withoutTriggers,
  writeRegistrations,
} from './testing/results.ts';

/**
 * 5,000 results published on the emulators, timed (docs/performance.md, "Publishing results").
 * Run last and alone (vitest.scale.config.ts): its registrations are written with the triggers
 * off, and they stay off, so none of the 5,000 sets a trigger going for a later test.
 */
afterAll(() => closeAdmin());

let organiserToken = '';
beforeAll(async () => {
  const organiser = await createAccount('scale', { verified: true });
  await auth.setCustomUserClaims(organiser.uid, { organiser: true });
  organiserToken = await idTokenOf(organiser.email, organiser.password);
});

describe('publishing at scale', () => {
  it('publishes 5,000 results across grades, and again without rewriting or mailing', async () => {
    await clearEdition('2024');
    const seeded = await withoutTriggers(
      () => writeRegistrations('2024', 5000, { grade: (index) => 6 + (index % 5) }),
      true,
    );
    const rows = seeded.map((entry, index) => ({
      registrationNumber: entry.number,
      scorePercent: ((index * 7919) % 10001) / 100,
    }));

    const started = performance.now();
    const answer = await call('publishResults', { editionId: '2024', rows }, organiserToken);
    const seconds = (performance.now() - started) / 1000;
    console.log(`published 5,000 results on the emulators in ${seconds.toFixed(1)} s`);

    expect(answer.result).toMatchObject({ published: 5000, added: 5000, mailedNow: 5000 });
    expect((await db.collection(resultsPath('2024')).count().get()).data().count).toBe(5000);
    expect(await resultMails('2024', seeded)).toBe(5000);
    expect(await readDocument(`${PUBLISH_RUNS}/2024`)).toMatchObject({
      total: 5000,
      written: 5000,
      status: 'done',
    });
    const againStarted = performance.now();
    const again = await call('publishResults', { editionId: '2024', rows }, organiserToken);
    const againSeconds = (performance.now() - againStarted) / 1000;
    console.log(`published the same 5,000 again in ${againSeconds.toFixed(1)} s (nothing written)`);
    expect(again.result).toMatchObject({ published: 5000, unchanged: 5000, mailedNow: 0 });
    expect(await resultMails('2024', seeded)).toBe(5000);
  }, 600_000);
});
