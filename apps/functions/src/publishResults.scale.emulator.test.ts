import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificatePath, MAIL, PUBLISH_RUNS, resultPath, resultsPath } from './paths.ts';
import { RESULTS_PER_BATCH } from './publishResults.ts';
import { call, closeAdmin, db, organiserIdToken, readDocument } from './testing/emulators.ts';
import {
  clearEdition,
  resultMails,
  withoutTriggers,
  writeRegistrations,
} from './testing/results.ts';

/**
 * Results published on the emulators, timed (docs/performance.md, "Publishing results"): 2,000 in
 * CI (twenty batches: the paging is proven, the rate is measured by hand), `APEX_PUBLISH_RESULTS=20000`
 * by hand. Run last and alone (vitest.scale.config.ts): its
 * registrations are written with the triggers off, and they stay off, so none of them sets a
 * trigger going for a later test.
 */
const RESULTS = Number(process.env.APEX_PUBLISH_RESULTS ?? 2000);
const COUNT = RESULTS.toLocaleString('en-GB');
afterAll(() => closeAdmin());

let organiserToken = '';
beforeAll(async () => {
  organiserToken = await organiserIdToken('scale');
});

describe('publishing at scale', () => {
  it(`publishes ${COUNT} results across grades, and again without rewriting or mailing`, async () => {
    await clearEdition('2024');
    const seedStarted = performance.now();
    const seeded = await withoutTriggers(
      () => writeRegistrations('2024', RESULTS, { grade: (index) => 6 + (index % 5) }),
      true,
    );
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    console.log(`seeded ${COUNT} registrations (BulkWriter) in ${seedSeconds.toFixed(1)} s`);
    const rows = seeded.map((entry, index) => ({
      registrationNumber: entry.number,
      scorePercent: ((index * 7919) % 10001) / 100,
    }));

    const started = performance.now();
    const answer = await call('publishResults', { editionId: '2024', rows }, organiserToken);
    const seconds = (performance.now() - started) / 1000;
    // A result, its certificate and its mail each: the documents a family's result needs.
    const written = 3 * RESULTS;
    console.log(
      `published ${COUNT} results on the emulators in ${seconds.toFixed(1)} s: ${written} documents, ${Math.round(written / seconds)} a second`,
    );

    expect(answer.result).toEqual({
      published: RESULTS,
      certificates: RESULTS,
      mailed: RESULTS,
      added: RESULTS,
      corrected: 0,
      unchanged: 0,
      mailedNow: RESULTS,
    });
    // What one result's three documents weigh, against Firestore's 10 MiB a commit.
    const [first] = seeded;
    const result = await readDocument(resultPath('2024', first?.uid ?? ''));
    const weigh = (value: unknown) => Buffer.byteLength(JSON.stringify(value ?? null));
    const bytes =
      weigh(result) +
      weigh(await readDocument(certificatePath(String(result?.certificateId)))) +
      weigh(await readDocument(`${MAIL}/result-2024-${first?.uid ?? ''}`));
    console.log(
      `one result's documents: ~${bytes} bytes as JSON; a batch of ${RESULTS_PER_BATCH}: ~${((bytes * RESULTS_PER_BATCH) / 2 ** 20).toFixed(2)} MiB`,
    );
    expect((await db.collection(resultsPath('2024')).count().get()).data().count).toBe(RESULTS);
    expect(await resultMails('2024', seeded)).toBe(RESULTS);
    expect(await readDocument(`${PUBLISH_RUNS}/2024`)).toMatchObject({
      total: RESULTS,
      written: RESULTS,
      status: 'done',
    });
    const againStarted = performance.now();
    const again = await call('publishResults', { editionId: '2024', rows }, organiserToken);
    const againSeconds = (performance.now() - againStarted) / 1000;
    console.log(
      `published the same ${COUNT} again in ${againSeconds.toFixed(1)} s (nothing written)`,
    );
    expect(again.result).toEqual({
      published: RESULTS,
      certificates: RESULTS,
      mailed: RESULTS,
      added: 0,
      corrected: 0,
      unchanged: RESULTS,
      mailedNow: 0,
    });
    expect(await resultMails('2024', seeded)).toBe(RESULTS);
  }, 1_800_000);
});
