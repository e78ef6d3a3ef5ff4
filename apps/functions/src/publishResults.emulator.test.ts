import { randomUUID } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLISH_RUNS, registrationPath, resultPath, resultsPath } from './paths.ts';
import { storedRegistrationNumber } from './registrationIndexFields.ts';
import {
  auth,
  call,
  closeAdmin,
  createAccount,
  db,
  details,
  eventually,
  idTokenOf,
  readDocument,
  refusal,
  SITE_ORIGIN,
} from './testing/emulators.ts';

/**
 * Publishing results (issue 29) on the Functions, Firestore and Auth emulators: the callable as
 * the console calls it, organisers only, idempotent, resumable, and 5,000 results timed.
 */
afterAll(() => closeAdmin());

/** The Functions emulator's switch for Firestore triggers: seeding thousands needs none. */
async function backgroundTriggers(enabled: boolean): Promise<void> {
  const hub = process.env.FIREBASE_EMULATOR_HUB;
  const path = enabled ? 'enableBackgroundTriggers' : 'disableBackgroundTriggers';
  const response = await fetch(`http://${hub}/functions/${path}`, { method: 'PUT' });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
}

let organiserToken = '';
let memberToken = '';

beforeAll(async () => {
  const organiser = await createAccount('organiser', { verified: true });
  await auth.setCustomUserClaims(organiser.uid, { organiser: true });
  organiserToken = await idTokenOf(organiser.email, organiser.password);
  const member = await createAccount('member', { verified: true });
  memberToken = await idTokenOf(member.email, member.password);
});

interface Seeded {
  readonly uid: string;
  readonly number: string;
  readonly guardianEmail: string;
}

/**
 * Confirmed registrations of an edition, written as the trigger would leave them, with the
 * triggers off (each would otherwise run once per document).
 */
async function seed(
  editionId: string,
  count: number,
  options: { grade?: (index: number) => number; confirmed?: boolean; showSchool?: boolean } = {},
): Promise<Seeded[]> {
  const seeded: Seeded[] = [];
  await backgroundTriggers(false);
  try {
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
  } finally {
    await backgroundTriggers(true);
  }
  return seeded;
}

/** Clears the edition, its triggers off (each deletion would be logged as a withdrawal). */
async function clearEdition(editionId: string): Promise<void> {
  await backgroundTriggers(false);
  try {
    await db.recursiveDelete(db.collection(`editions/${editionId}/results`));
    await db.recursiveDelete(db.collection(`editions/${editionId}/registrations`));
    await db.collection(PUBLISH_RUNS).doc(editionId).delete();
  } finally {
    await backgroundTriggers(true);
  }
}

/** How many result mails are queued for these registrations. */
async function resultMails(editionId: string, seeded: readonly Seeded[]): Promise<number> {
  const wanted = new Set(seeded.map((entry) => `result-${editionId}-${entry.uid}`));
  const snapshot = await db.collection('mail').where('kind', '==', 'result').get();
  return snapshot.docs.filter((document) => wanted.has(document.id)).length;
}

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

    expect(answer.result).toEqual({ published: 3, certificates: 3, mailed: 3 });
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
    });
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

    expect(resumed.result).toEqual({ published: 10, certificates: 10, mailed: 10 });
    expect(await resultMails('2024', seeded)).toBe(mailsBefore);
    expect((await db.collection(resultsPath('2024')).get()).size).toBe(10);
    const again = await publish('2024', rows);
    expect(again.result).toEqual({ published: 10, certificates: 10, mailed: 10 });
    expect(await resultMails('2024', seeded)).toBe(10);
  });

  it('publishes 5,000 results across grades, and again without rewriting or mailing', async () => {
    await clearEdition('2024');
    const seeded = await seed('2024', 5000, { grade: (index) => 6 + (index % 5) });
    const rows = seeded.map((entry, index) => ({
      registrationNumber: entry.number,
      scorePercent: ((index * 7919) % 10001) / 100,
    }));

    const started = performance.now();
    const answer = await publish('2024', rows);
    const seconds = (performance.now() - started) / 1000;
    console.log(`published 5,000 results on the emulators in ${seconds.toFixed(1)} s`);

    expect(answer.result).toEqual({ published: 5000, certificates: 5000, mailed: 5000 });
    expect((await db.collection(resultsPath('2024')).count().get()).data().count).toBe(5000);
    expect(await resultMails('2024', seeded)).toBe(5000);
    expect(await readDocument(`${PUBLISH_RUNS}/2024`)).toMatchObject({
      total: 5000,
      written: 5000,
      status: 'done',
    });
    const againStarted = performance.now();
    const again = await publish('2024', rows);
    console.log(
      `published the same 5,000 again in ${((performance.now() - againStarted) / 1000).toFixed(1)} s (nothing written)`,
    );
    expect(again.result).toEqual({ published: 5000, certificates: 5000, mailed: 5000 });
    expect(await resultMails('2024', seeded)).toBe(5000);
  }, 600_000);
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
  it('marks the owner’s certificate withdrawn; someone without a result is told there is none', async () => {
    await clearEdition('2024');
    const owner = await createAccount('withdrawer', { verified: true });
    await backgroundTriggers(false);
    await db.doc(registrationPath('2024', owner.uid)).set({
      ...details(owner.email),
      consentedAt: FieldValue.serverTimestamp(),
      guardianConfirmedAt: Timestamp.now(),
    });
    await backgroundTriggers(true);
    const number = storedRegistrationNumber('2024', owner.uid);
    await publish('2024', [{ registrationNumber: number, scorePercent: 70 }]);
    const ownerToken = await idTokenOf(owner.email, owner.password);

    const answer = await call('withdrawCertificate', { editionId: '2024' }, ownerToken);

    expect(answer.error).toBeUndefined();
    const result = await readDocument(resultPath('2024', owner.uid));
    const certificate = await readDocument(`certificates/${String(result?.certificateId)}`);
    expect(certificate?.withdrawnAt).toBeInstanceOf(Timestamp);
    expect(await refusal('withdrawCertificate', { editionId: '2024' }, memberToken)).toBe(
      'certificate/not-found',
    );
    expect(await refusal('withdrawCertificate', { editionId: '2024' })).toBe('UNAUTHENTICATED');
  });
});
