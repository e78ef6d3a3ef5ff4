import { readFileSync } from 'node:fs';
import { ATTEMPT_GRACE_MS } from '@apex/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeOverdueAttempts } from './attempts.ts';
import { attemptAnswersPath, attemptPath, attemptScorePath, EMULATOR_EDITIONS } from './paths.ts';
import {
  assignSample,
  backdate,
  confirmedFamily,
  EDITION,
  judgeAttemptsBy,
  start,
} from './testing/attemptEmulators.ts';
import {
  call,
  closeAdmin,
  createAccount,
  db,
  details,
  idTokenOf,
  readDocument,
  refusal,
  saveRegistration,
} from './testing/emulators.ts';

/**
 * The attempt's callables on the Functions, Firestore and Auth emulators (issue 40; docs/
 * exam-test.md, step 3): start during a batch for a confirmed registration, resume, save with
 * answers counted item by item, a malformed payload refused with the contract's code, a late save
 * refused, submit, and the scheduled close.
 */
beforeAll(assignSample);
afterAll(async () => {
  await db.doc(EMULATOR_EDITIONS).delete();
  await closeAdmin();
});

describe('the attempt’s callables on the emulators', () => {
  it('refuses a start outside a batch, and for a registration its guardian has not confirmed', async () => {
    await judgeAttemptsBy(false);
    const family = await confirmedFamily('outside');
    expect(await refusal('startAttempt', { editionId: EDITION }, family.token)).toBe(
      'attempt/outside-batch',
    );
    await judgeAttemptsBy(true);
    const awaiting = await createAccount('awaiting', { verified: true });
    await saveRegistration(EDITION, awaiting.uid, details(`guardian.${awaiting.email}`));
    const token = await idTokenOf(awaiting.email, awaiting.password);
    expect(await refusal('startAttempt', { editionId: EDITION }, token)).toBe(
      'attempt/not-confirmed',
    );
    expect(await readDocument(attemptPath(EDITION, awaiting.uid))).toBeUndefined();
  });

  it('starts once, resumes on a second start, and counts answers item by item', async () => {
    await judgeAttemptsBy(true);
    const family = await confirmedFamily('start');

    const first = await start(family.token);
    const again = await start(family.token);

    expect(first.status).toBe('open');
    expect(Date.parse(first.deadline) - Date.parse(first.startedAt)).toBe(40 * 60_000);
    expect(JSON.stringify(first.paper)).not.toContain('"answer"');
    expect(again).toMatchObject({
      attemptId: first.attemptId,
      startedAt: first.startedAt,
      deadline: first.deadline,
    });
    const item = first.paper.sections[0]?.items.find((entry) => entry.kind === 'single-choice');
    const choice = item?.choices?.[0]?.id ?? '';
    const saved = await call(
      'saveAnswers',
      { editionId: EDITION, sequence: 1, answers: { [item?.id ?? '']: choice, nope: 'a' } },
      family.token,
    );
    expect(saved.result).toMatchObject({ counted: [item?.id], notCounted: ['nope'] });
    expect(await readDocument(attemptAnswersPath(EDITION, family.uid))).toMatchObject({
      answers: { [item?.id ?? '']: choice },
      lastSequence: 1,
    });
    expect((await start(family.token)).answers).toEqual({ [item?.id ?? '']: choice });
  });

  it('keeps no single-field index on the answers document every save writes (no hot-spotted index)', async () => {
    await judgeAttemptsBy(true);
    const family = await confirmedFamily('indexes');
    const started = await start(family.token);
    const item = started.paper.sections[0]?.items.find((entry) => entry.kind === 'single-choice');
    await call(
      'saveAnswers',
      { editionId: EDITION, sequence: 1, answers: { [item?.id ?? '']: item?.choices?.[0]?.id } },
      family.token,
    );
    // Every save rewrites this document, its `savedAt` the server's time: indexed, those writes
    // would all land at the end of one index range (Firestore's 500 a second for sequential
    // values; docs/performance.md, "The built-in test at scale").
    const stored = await readDocument(attemptAnswersPath(EDITION, family.uid));
    const fields = Object.keys(stored ?? {}).sort();
    expect(fields).toContain('savedAt');
    const { fieldOverrides } = JSON.parse(
      readFileSync(new URL('../../../firestore.indexes.json', import.meta.url), 'utf8'),
    ) as { fieldOverrides: { collectionGroup: string; fieldPath: string; indexes?: unknown[] }[] };
    const exempt = fieldOverrides
      .filter((entry) => entry.collectionGroup === 'attemptAnswers' && entry.indexes?.length === 0)
      .map((entry) => entry.fieldPath)
      .sort();
    expect(exempt).toEqual(fields);
  });

  it('answers a malformed save with the contract’s typed code, before any work', async () => {
    await judgeAttemptsBy(true);
    const family = await confirmedFamily('malformed');
    await start(family.token);
    for (const data of [
      { editionId: EDITION, sequence: 0, answers: {} },
      { editionId: EDITION, sequence: 1, answers: 'all of them' },
      {
        editionId: EDITION,
        sequence: 1,
        answers: { q1: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'] },
      },
      { editionId: EDITION, sequence: 1.5, answers: {} },
    ]) {
      const answer = await call('saveAnswers', data, family.token);
      expect(answer.error).toMatchObject({
        status: 'INVALID_ARGUMENT',
        details: { code: 'request/invalid' },
      });
    }
    expect(await readDocument(attemptAnswersPath(EDITION, family.uid))).toMatchObject({
      lastSequence: 0,
    });
    // Signed out, nobody's attempt is reached.
    expect(await refusal('startAttempt', { editionId: EDITION })).toBe('UNAUTHENTICATED');
  });

  it('refuses a save after the deadline and its grace, and the schedule closes the attempt at its deadline', async () => {
    await judgeAttemptsBy(true);
    const family = await confirmedFamily('late');
    const started = await start(family.token);
    // The paper's order is the attempt's own shuffle: take a single choice, not the first item.
    const item = started.paper.sections[0]?.items.find((entry) => entry.kind === 'single-choice');
    const [first, second] = item?.choices ?? [];
    const saved = await call(
      'saveAnswers',
      { editionId: EDITION, sequence: 1, answers: { [item?.id ?? '']: first?.id } },
      family.token,
    );
    expect(saved.result).toMatchObject({ counted: [item?.id] });
    await backdate(family.uid, 40 * 60_000 + ATTEMPT_GRACE_MS + 5000);

    expect(
      await refusal(
        'saveAnswers',
        { editionId: EDITION, sequence: 2, answers: { [item?.id ?? '']: second?.id } },
        family.token,
      ),
    ).toBe('attempt/late');
    await closeOverdueAttempts(db, new Date());

    const closed = await readDocument(attemptPath(EDITION, family.uid));
    expect(closed).toMatchObject({ status: 'closed', closedBy: 'deadline' });
    expect(closed?.closedAt).toEqual(closed?.deadline);
    expect(await readDocument(attemptScorePath(EDITION, family.uid))).toMatchObject({
      outOf: 20,
    });
    expect((await readDocument(attemptAnswersPath(EDITION, family.uid)))?.answers).toEqual({
      [item?.id ?? '']: first?.id,
    });
  });

  it('submits: closed and scored by the candidate, no more answers, the same answer again', async () => {
    await judgeAttemptsBy(true);
    const family = await confirmedFamily('submit');
    await start(family.token);

    const submitted = await call('submitAttempt', { editionId: EDITION }, family.token);

    expect(submitted.result).toMatchObject({ closedBy: 'candidate' });
    expect((await call('submitAttempt', { editionId: EDITION }, family.token)).result).toEqual(
      submitted.result,
    );
    expect(
      await refusal('saveAnswers', { editionId: EDITION, sequence: 1, answers: {} }, family.token),
    ).toBe('attempt/closed');
    expect(await readDocument(attemptScorePath(EDITION, family.uid))).toMatchObject({ marks: 0 });
  });
});
