import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attemptGrantsPath, attemptPath, EMULATOR_EDITIONS } from './paths.ts';
import {
  assignSample,
  confirmedFamily,
  EDITION,
  GRADE,
  judgeAttemptsBy,
  start,
} from './testing/attemptEmulators.ts';
import {
  call,
  closeAdmin,
  db,
  organiserIdToken,
  readDocument,
  refusal,
} from './testing/emulators.ts';

/**
 * The organiser's callables for attempts on the Functions, Firestore and Auth emulators (issue
 * 40, step 5; ADR 0185): a batch's attempts listed, extra time before the start (applied at start)
 * and during the attempt, a reopen, each in the audit log with its reason; refused to a family,
 * and a malformed payload refused with the contract's code before any work.
 */
const MINUTE_MS = 60_000;
let organiserToken = '';

beforeAll(async () => {
  await assignSample();
  await judgeAttemptsBy(true);
  organiserToken = await organiserIdToken('attempt-organiser');
});
afterAll(async () => {
  await db.doc(EMULATOR_EDITIONS).delete();
  await closeAdmin();
});

async function answer(name: string, data: unknown, token = organiserToken) {
  const result = await call(name, data, token);
  if (result.error !== undefined) throw new Error(JSON.stringify(result.error));
  return result.result as Record<string, unknown>;
}

async function newestAudit() {
  const newest = await db.collection('organiserAudit').orderBy('at', 'desc').limit(1).get();
  return newest.docs[0]?.data();
}

describe('the organiser’s attempt callables on the emulators', () => {
  it('keeps extra time granted before the start and adds it at the start; lists the attempt', async () => {
    const family = await confirmedFamily('early-time');
    expect(
      await answer('grantExtraTime', {
        editionId: EDITION,
        uid: family.uid,
        minutes: 10,
        reason: 'Needs a scribe',
      }),
    ).toEqual({ deadline: null, extraMinutes: 10 });

    const started = await start(family.token);
    expect(Date.parse(started.deadline) - Date.parse(started.startedAt)).toBe(50 * MINUTE_MS);

    const page = await answer('listAttempts', {
      editionId: EDITION,
      grade: GRADE,
      batch: 0,
      pageSize: 100,
    });
    const rows = page.rows as { uid: string }[];
    expect(rows.find((row) => row.uid === family.uid)).toMatchObject({
      state: 'in-progress',
      extraMinutes: 10,
      reopened: 0,
      candidateName: expect.stringMatching(/\S/),
      deadline: started.deadline,
    });
  });

  it('moves a running deadline, reopens a submitted attempt, and logs each with its reason', async () => {
    const family = await confirmedFamily('running-time');
    const started = await start(family.token);
    const granted = await answer('grantExtraTime', {
      editionId: EDITION,
      uid: family.uid,
      minutes: 5,
      reason: 'Power cut',
    });
    expect(granted.deadline).toBe(
      new Date(Date.parse(started.deadline) + 5 * MINUTE_MS).toISOString(),
    );
    expect(await newestAudit()).toMatchObject({
      action: 'extra-time',
      reason: 'Power cut',
      minutes: 5,
      editionId: EDITION,
      at: expect.any(Timestamp),
    });
    // The candidate's next save reads the later deadline.
    const saved = await answer(
      'saveAnswers',
      { editionId: EDITION, sequence: 1, answers: {} },
      family.token,
    );
    expect(saved.deadline).toBe(granted.deadline);

    await answer('submitAttempt', { editionId: EDITION }, family.token);
    expect(
      await refusal(
        'grantExtraTime',
        { editionId: EDITION, uid: family.uid, minutes: 5, reason: 'Late' },
        organiserToken,
      ),
    ).toBe('organiser/attempt-closed');
    const reopened = await answer('reopenAttempt', {
      editionId: EDITION,
      uid: family.uid,
      reason: 'Submitted by mistake',
    });
    expect(Date.parse(String(reopened.deadline))).toBeGreaterThan(Date.now() + 9 * MINUTE_MS);
    expect(await readDocument(attemptPath(EDITION, family.uid))).toMatchObject({
      status: 'open',
      closedAt: null,
    });
    expect(await readDocument(attemptGrantsPath(EDITION, family.uid))).toMatchObject({
      extraMinutes: 5,
      reopened: 1,
    });
    expect(await newestAudit()).toMatchObject({ action: 'reopen', reason: 'Submitted by mistake' });
    expect(
      await refusal(
        'reopenAttempt',
        { editionId: EDITION, uid: family.uid, reason: 'Again' },
        organiserToken,
      ),
    ).toBe('organiser/attempt-open');
  });

  it('refuses a family, and a malformed payload before any work', async () => {
    const family = await confirmedFamily('refused');
    await start(family.token);
    const own = { editionId: EDITION, uid: family.uid, reason: 'Mine' };
    expect(await refusal('grantExtraTime', { ...own, minutes: 10 }, family.token)).toBe(
      'organiser/permission-denied',
    );
    expect(await refusal('reopenAttempt', own, family.token)).toBe('organiser/permission-denied');
    expect(
      await refusal(
        'listAttempts',
        { editionId: EDITION, grade: GRADE, batch: 0, pageSize: 10 },
        family.token,
      ),
    ).toBe('organiser/permission-denied');

    for (const malformed of [
      { ...own, minutes: 41 },
      { ...own, minutes: 2.5 },
      { ...own, minutes: 10, reason: '   ' },
      { editionId: EDITION, minutes: 10, reason: 'No uid' },
    ]) {
      expect(await refusal('grantExtraTime', malformed, organiserToken)).toBe('request/invalid');
    }
    expect(
      await refusal('reopenAttempt', { editionId: EDITION, uid: family.uid }, organiserToken),
    ).toBe('request/invalid');
    expect(await readDocument(attemptGrantsPath(EDITION, family.uid))).toBeUndefined();
  });
});
