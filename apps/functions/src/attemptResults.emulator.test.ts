import { EDITIONS, registrationNumberOf } from '@apex/core';
import { SAMPLE_PAPERS, uploadPaper } from '@apex/server/papers';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assignmentPath,
  EMULATOR_EDITIONS,
  paperPath,
  registrationPath,
  resultPath,
} from './paths.ts';
import {
  call,
  clearCollection,
  closeAdmin,
  createAccount,
  db,
  details,
  eventually,
  idTokenOf,
  organiserIdToken,
  readDocument,
  refusal,
  saveRegistration,
} from './testing/emulators.ts';

/**
 * Results from the built-in test on the Functions, Firestore and Auth emulators (issue 40, step
 * 5): organisers only; a malformed payload refused with the contract's code; the publish refused
 * while an attempt is open, then the closed attempt's score published through the results flow
 * (a result and a certificate); the item analysis only once the batch has closed.
 */
const EDITION = EDITIONS[0].id;
const GRADE = 9;
const DAY_MS = 86_400_000;
const indianDay = (days: number) =>
  new Date(Date.now() + days * DAY_MS + 330 * 60_000).toISOString().slice(0, 10);

/** Core's editions with every grade on the built-in test; a batch today unless `batchToday` is false. */
async function judgeAttemptsBy(batchToday: boolean): Promise<void> {
  const editions = EDITIONS.map((edition) => ({
    ...edition,
    tests: edition.tests.map(({ grade }) => ({ grade, delivery: { kind: 'built-in' } })),
    ...(batchToday
      ? { batches: [{ name: 'Batch 1', start: indianDay(-1), end: indianDay(1) }] }
      : {}),
  }));
  await db.doc(EMULATOR_EDITIONS).set({ editions: JSON.stringify(editions) });
}

const source = SAMPLE_PAPERS.find((paper) => paper.grade === GRADE);
const upload = source === undefined ? null : uploadPaper(source);
const stored = upload?.ok === true ? upload.stored : null;
/** The paper's first single-choice item and its key (the test's own copy of the paper). */
const keyed = stored?.sections
  .flatMap((section) => section.items)
  .find((item) => item.kind === 'single-choice');
const outOf = stored?.sections.reduce((total, section) => total + section.marks, 0) ?? 1;

const organiserToken = () => organiserIdToken('results.organiser');

beforeAll(async () => {
  if (stored === null || keyed === undefined) throw new Error(`no grade ${GRADE} sample`);
  // The other files' attempts of the edition would be published with these.
  for (const name of ['attempts', 'attemptAnswers', 'attemptScores']) {
    await clearCollection(`editions/${EDITION}/${name}`);
  }
  await db.doc(paperPath(stored.id)).set({ grade: GRADE, paper: JSON.stringify(stored) });
  await db.doc(assignmentPath(EDITION, GRADE)).set({ grade: GRADE, paperId: stored.id });
  await judgeAttemptsBy(true);
});
afterAll(async () => {
  await db.doc(EMULATOR_EDITIONS).delete();
  await closeAdmin();
});

describe('results from the built-in test on the emulators', () => {
  it('refuses families and malformed payloads', async () => {
    const family = await createAccount('results.family', { verified: true });
    const token = await idTokenOf(family.email, family.password);
    expect(await refusal('attemptResults', { editionId: EDITION }, token)).toBe(
      'organiser/permission-denied',
    );
    expect(await refusal('publishFromAttempts', { editionId: EDITION }, token)).toBe(
      'organiser/permission-denied',
    );
    expect(await refusal('itemAnalysis', { editionId: EDITION, grade: GRADE }, token)).toBe(
      'organiser/permission-denied',
    );
    const organiser = await organiserToken();
    expect(await refusal('publishFromAttempts', { editionId: 2024 }, organiser)).toBe(
      'request/invalid',
    );
    expect(await refusal('itemAnalysis', { editionId: EDITION, grade: 'nine' }, organiser)).toBe(
      'request/invalid',
    );
  });

  it('publishes the closed attempt’s score through the results flow, not while it is open; the item analysis once the batch has closed', async () => {
    if (keyed === undefined) throw new Error('no single-choice item');
    const family = await createAccount('results.family', { verified: true });
    await saveRegistration(EDITION, family.uid, { ...details(family.email), grade: GRADE });
    await eventually(async () => {
      const data = await readDocument(registrationPath(EDITION, family.uid));
      return data?.guardianConfirmedAt instanceof Timestamp ? data : undefined;
    }, 'the confirmation');
    const token = await idTokenOf(family.email, family.password);
    const organiser = await organiserToken();
    const started = await call('startAttempt', { editionId: EDITION }, token);
    expect(started.error).toBeUndefined();
    const answer = 'answer' in keyed ? keyed.answer : '';
    const saved = await call(
      'saveAnswers',
      { editionId: EDITION, sequence: 1, answers: { [keyed.id]: answer } },
      token,
    );
    expect(saved.error).toBeUndefined();

    const open = await call('attemptResults', { editionId: EDITION }, organiser);
    expect(open.result).toMatchObject({ rows: [], open: 1 });
    expect(await refusal('publishFromAttempts', { editionId: EDITION }, organiser)).toBe(
      'organiser/attempts-open',
    );

    expect((await call('submitAttempt', { editionId: EDITION }, token)).error).toBeUndefined();
    const percent = Math.round((keyed.marks / outOf) * 10_000) / 100;
    const number = registrationNumberOf(EDITION, family.uid);
    const ready = await call('attemptResults', { editionId: EDITION }, organiser);
    expect(ready.result).toEqual({
      rows: [{ registrationNumber: number, grade: GRADE, scorePercent: percent }],
      open: 0,
      absent: expect.any(Number),
    });
    const published = await call('publishFromAttempts', { editionId: EDITION }, organiser);
    expect(published.result).toMatchObject({ published: 1, certificates: 1, added: 1 });
    const result = await readDocument(resultPath(EDITION, family.uid));
    expect(result).toMatchObject({
      registrationNumber: number,
      grade: GRADE,
      scorePercent: percent,
    });
    const certificate = await readDocument(`certificates/${String(result?.certificateId)}`);
    expect(certificate).toMatchObject({ grade: GRADE, editionId: EDITION, withdrawnAt: null });

    expect(await refusal('itemAnalysis', { editionId: EDITION, grade: GRADE }, organiser)).toBe(
      'organiser/batch-open',
    );
    await judgeAttemptsBy(false);
    const analysis = await call('itemAnalysis', { editionId: EDITION, grade: GRADE }, organiser);
    expect(analysis.result).toMatchObject({ grade: GRADE, paperId: stored?.id, attempts: 1 });
    const items = (analysis.result as { items: { id: string; shareRight: number }[] }).items;
    expect(items.find((item) => item.id === keyed.id)?.shareRight).toBe(1);
  });
});
