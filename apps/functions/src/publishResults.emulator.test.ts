import { readFile } from 'node:fs/promises';
import { registrationNumberOf as storedRegistrationNumber } from '@apex/core';
import { publicKeySet, verifyCredential } from '@apex/core/credential';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLISH_RUNS, registrationPath, resultPath, resultsPath } from './paths.ts';
import {
  call,
  closeAdmin,
  createAccount,
  db,
  details,
  eventually,
  idTokenOf,
  organiserIdToken,
  readDocument,
  refusal,
  SITE_ORIGIN,
} from './testing/emulators.ts';
import { clearEdition, resultMails, seed, withoutTriggers } from './testing/results.ts';

/**
 * Publishing results (issue 29) on the Functions, Firestore and Auth emulators: the callable as
 * the console calls it, organisers only, idempotent, resumable, and 5,000 results timed.
 */
afterAll(() => closeAdmin());

let organiserToken = '';
let memberToken = '';

beforeAll(async () => {
  organiserToken = await organiserIdToken('organiser');
  const member = await createAccount('member', { verified: true });
  memberToken = await idTokenOf(member.email, member.password);
});

const publish = (editionId: string, rows: unknown, idToken = organiserToken) =>
  call('publishResults', { editionId, rows }, idToken);

describe('publishing results', () => {
  it('is refused to anyone without the organiser claim, signed in or not', async () => {
    expect(await refusal('publishResults', { editionId: '2024', rows: [] }, memberToken)).toBe(
      'organiser/permission-denied',
    );
    expect(await refusal('publishResults', { editionId: '2024', rows: [] })).toBe(
      'organiser/permission-denied',
    );
  });

  it('writes the result, a public certificate and one mail to the guardian with its link', async () => {
    await clearEdition('2024');
    const [low, high, named] = await seed('2024', 3, { showSchool: false });
    if (low === undefined || high === undefined || named === undefined) throw new Error('seed');
    await db.doc(registrationPath('2024', named.uid)).update({ showSchoolOnCertificate: true });

    const answer = await publish('2024', [
      { registrationNumber: low.number, scorePercent: 40 },
      { registrationNumber: high.number, scorePercent: 96.5 },
      { registrationNumber: named.number, scorePercent: 80 },
    ]);

    expect(answer.result).toEqual({
      published: 3,
      certificates: 3,
      mailed: 3,
      added: 3,
      corrected: 0,
      unchanged: 0,
      mailedNow: 3,
    });
    const result = await readDocument(resultPath('2024', high.uid));
    expect(result).toMatchObject({
      registrationNumber: high.number,
      grade: 7,
      scorePercent: 96.5,
      percentileInGrade: 66,
      achievement: 'prize',
      prizeEligible: true,
    });
    expect(result?.publishedAt).toBeInstanceOf(Timestamp);
    expect(result?.certificateId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const certificate = await readDocument(`certificates/${String(result?.certificateId)}`);
    expect(certificate).toEqual({
      candidateName: 'Asha Rao',
      grade: 7,
      editionId: '2024',
      editionName: expect.any(String),
      achievement: 'prize',
      issuedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      organiserName: 'Apex Exams (emulator)',
      withdrawnAt: null,
      credential: expect.any(String),
      // Its credential's revocation bit (issue 38).
      status: { list: 1, index: expect.any(Number) },
    });
    // Signed with the emulators' key (.secret.local), verifiable against its published half.
    const keySet = publicKeySet(
      JSON.parse(
        await readFile(new URL('../.credential-jwks.local.json', import.meta.url), 'utf8'),
      ),
    );
    const check = await verifyCredential(String(certificate?.credential), keySet);
    expect(check.kind).toBe('valid');
    if (check.kind === 'valid') {
      expect(check.credential.id).toBe(
        `${SITE_ORIGIN}/certificate/${String(result?.certificateId)}`,
      );
      expect(check.credential.credentialSubject.achievement.name).toMatch(/: Prize$/);
      expect(JSON.stringify(check.credential)).not.toContain(high.guardianEmail);
    }
    const namedResult = await readDocument(resultPath('2024', named.uid));
    const namedCertificate = await readDocument(
      `certificates/${String(namedResult?.certificateId)}`,
    );
    expect(namedCertificate?.schoolName).toBe('Kendriya Vidyalaya No. 1');
    expect((await readDocument(resultPath('2024', low.uid)))?.prizeEligible).toBe(false);
    const mail = await readDocument(`mail/result-2024-${high.uid}`);
    expect(mail).toMatchObject({ to: high.guardianEmail, kind: 'result', language: 'en' });
    expect(String(mail?.message?.text)).toContain(
      `${SITE_ORIGIN}/certificate/${String(result?.certificateId)}`,
    );
    expect(await readDocument(`${PUBLISH_RUNS}/2024`)).toMatchObject({
      total: 3,
      written: 3,
      status: 'done',
    });
  });

  it('refuses rows it cannot publish: an unknown number, a guardian not confirmed', async () => {
    await clearEdition('2024');
    const [awaiting] = await seed('2024', 1, { confirmed: false });

    expect(
      await refusal(
        'publishResults',
        { editionId: '2024', rows: [{ registrationNumber: 'NOPE-NOPE', scorePercent: 50 }] },
        organiserToken,
      ),
    ).toBe('organiser/invalid-results');
    expect(
      await refusal(
        'publishResults',
        { editionId: '2024', rows: [{ registrationNumber: awaiting?.number, scorePercent: 50 }] },
        organiserToken,
      ),
    ).toBe('organiser/invalid-results');
    expect((await db.collection(resultsPath('2024')).get()).size).toBe(0);
  });

  it('resumes a run that died part-way: the rest is written, nothing is mailed twice', async () => {
    await clearEdition('2024');
    const seeded = await seed('2024', 10);
    const rows = seeded.map((entry, index) => ({
      registrationNumber: entry.number,
      scorePercent: 50 + index,
    }));
    await publish('2024', rows);
    const mailsBefore = await resultMails('2024', seeded);
    // As if the last four results' batch never committed, in a run that then died.
    for (const entry of seeded.slice(6)) {
      const result = await readDocument(resultPath('2024', entry.uid));
      await db.doc(`certificates/${String(result?.certificateId)}`).delete();
      await db.doc(resultPath('2024', entry.uid)).delete();
      await db.doc(`mail/result-2024-${entry.uid}`).delete();
    }
    await db.doc(`${PUBLISH_RUNS}/2024`).set({
      total: 10,
      written: 6,
      status: 'running',
      startedAt: Timestamp.fromMillis(Date.now() - 2 * 3_600_000),
      finishedAt: null,
    });

    const resumed = await publish('2024', rows);

    expect(resumed.result).toMatchObject({
      published: 10,
      certificates: 10,
      mailed: 10,
      unchanged: 6,
    });
    expect(await resultMails('2024', seeded)).toBe(mailsBefore);
    expect((await db.collection(resultsPath('2024')).get()).size).toBe(10);
    const again = await publish('2024', rows);
    expect(again.result).toEqual({
      published: 10,
      certificates: 10,
      mailed: 10,
      added: 0,
      corrected: 0,
      unchanged: 10,
      mailedNow: 0,
    });
    expect(await resultMails('2024', seeded)).toBe(10);
  });
});

describe('a registration deleted after its result was published', () => {
  it('takes its result and its certificate with it', async () => {
    await clearEdition('2024');
    const [entry] = await seed('2024', 1);
    if (entry === undefined) throw new Error('seed');
    await publish('2024', [{ registrationNumber: entry.number, scorePercent: 70 }]);
    const certificateId = String(
      (await readDocument(resultPath('2024', entry.uid)))?.certificateId,
    );

    await db.doc(registrationPath('2024', entry.uid)).delete();

    await eventually(
      async () =>
        (await readDocument(`certificates/${certificateId}`)) === undefined ? true : undefined,
      'the certificate to go',
    );
    expect(await readDocument(resultPath('2024', entry.uid))).toBeUndefined();
  });
});

describe('withdrawing a certificate', () => {
  it('replaces the owner’s certificate with its withdrawal alone; someone without a result is told there is none', async () => {
    await clearEdition('2024');
    const owner = await createAccount('withdrawer', { verified: true });
    await withoutTriggers(() =>
      db.doc(registrationPath('2024', owner.uid)).set({
        ...details(owner.email),
        consentedAt: FieldValue.serverTimestamp(),
        guardianConfirmedAt: Timestamp.now(),
      }),
    );
    const number = storedRegistrationNumber('2024', owner.uid);
    await publish('2024', [{ registrationNumber: number, scorePercent: 70 }]);
    const ownerToken = await idTokenOf(owner.email, owner.password);

    const answer = await call('withdrawCertificate', { editionId: '2024' }, ownerToken);

    expect(answer.error).toBeUndefined();
    const result = await readDocument(resultPath('2024', owner.uid));
    const certificate = await readDocument(`certificates/${String(result?.certificateId)}`);
    expect(certificate?.withdrawnAt).toBeInstanceOf(Timestamp);
    // Issue 38: the public record keeps nothing of the candidate, the signed credential included.
    expect(Object.keys(certificate ?? {})).toEqual(['withdrawnAt']);
    expect(await refusal('withdrawCertificate', { editionId: '2024' }, memberToken)).toBe(
      'certificate/not-found',
    );
    expect(await refusal('withdrawCertificate', { editionId: '2024' })).toBe('UNAUTHENTICATED');
  });
});
