import { readFile } from 'node:fs/promises';
import { registrationNumberOf } from '@apex/core';
import {
  checkCredentialStatus,
  decodeCredentialPayload,
  publicKeySet,
} from '@apex/core/credential';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationPath, resultPath } from './paths.ts';
import {
  call,
  closeAdmin,
  createAccount,
  db,
  details,
  eventually,
  functionsOrigin,
  idTokenOf,
  organiserIdToken,
  PROJECT_ID,
  REGION,
  readDocument,
} from './testing/emulators.ts';
import { clearEdition, withoutTriggers } from './testing/results.ts';

/**
 * Credentials' status (issue 38, W3C Bitstring Status List) on the Functions, Firestore and Auth
 * emulators: a publish gives each credential a bit of its own (the counter in a transaction),
 * withdrawing, correcting or deleting sets it, and `credentialStatusList` (Hosting's
 * `/credentials/status/*`) serves the list signed, so the credential reads "revoked".
 */
afterAll(() => closeAdmin());

let organiserToken = '';

beforeAll(async () => {
  organiserToken = await organiserIdToken('status-organiser');
});

const keySet = async () =>
  publicKeySet(
    JSON.parse(await readFile(new URL('../.credential-jwks.local.json', import.meta.url), 'utf8')),
  );

/** `/credentials/status/<n>` as Hosting hands it to the function. */
async function fetchList(url: string): Promise<Response> {
  const path = new URL(url).pathname;
  return fetch(`${await functionsOrigin()}/${PROJECT_ID}/${REGION}/credentialStatusList${path}`);
}

/** What a wallet reads of `credential` now, through the function. */
async function statusOf(credential: string) {
  return (
    await checkCredentialStatus(
      decodeCredentialPayload(credential),
      await keySet(),
      async (url) => {
        const response = await fetchList(url);
        if (!response.ok) throw new Error(`${response.status}`);
        return response.text();
      },
    )
  ).kind;
}

/** A confirmed registration of a fresh account, published with `score`; its owner and number. */
async function published(score: number) {
  const owner = await createAccount('status-owner', { verified: true });
  await withoutTriggers(() =>
    db.doc(registrationPath('2024', owner.uid)).set({
      ...details(owner.email),
      consentedAt: FieldValue.serverTimestamp(),
      guardianConfirmedAt: Timestamp.now(),
    }),
  );
  const number = registrationNumberOf('2024', owner.uid);
  await call(
    'publishResults',
    { editionId: '2024', rows: [{ registrationNumber: number, scorePercent: score }] },
    organiserToken,
  );
  return { owner, number };
}

async function certificateOf(uid: string) {
  const result = await readDocument(resultPath('2024', uid));
  return readDocument(`certificates/${String(result?.certificateId)}`);
}

describe("a credential's status on the emulators", () => {
  it('draws a bit of its own for each credential, active until the owner withdraws the certificate', async () => {
    await clearEdition('2024');
    const first = await published(72);
    const second = await published(73);
    const one = await certificateOf(first.owner.uid);
    const two = await certificateOf(second.owner.uid);
    expect(one?.status).toEqual({ list: 1, index: expect.any(Number) });
    expect(two?.status).not.toEqual(one?.status);
    const credential = String(one?.credential);
    expect(await statusOf(credential)).toBe('active');

    const ownerToken = await idTokenOf(first.owner.email, first.owner.password);
    expect(
      (await call('withdrawCertificate', { editionId: '2024' }, ownerToken)).error,
    ).toBeUndefined();

    expect(await statusOf(credential)).toBe('revoked');
    expect(await statusOf(String(two?.credential))).toBe('active');
    const list = await fetchList('http://x/credentials/status/1');
    expect(list.headers.get('content-type')).toContain('application/jwt');
    expect(list.headers.get('cache-control')).toContain('max-age=300');
  });

  it('revokes the credential the family held when its result is corrected, and issues a new one', async () => {
    await clearEdition('2024');
    const { owner, number } = await published(50);
    const before = String((await certificateOf(owner.uid))?.credential);

    await call(
      'publishResults',
      { editionId: '2024', rows: [{ registrationNumber: number, scorePercent: 91 }] },
      organiserToken,
    );

    const after = String((await certificateOf(owner.uid))?.credential);
    expect(after).not.toBe(before);
    expect(await statusOf(before)).toBe('revoked');
    expect(await statusOf(after)).toBe('active');
  });

  it('revokes the credential when the registration goes, with its result and certificate', async () => {
    await clearEdition('2024');
    const { owner } = await published(64);
    const credential = String((await certificateOf(owner.uid))?.credential);

    await db.doc(registrationPath('2024', owner.uid)).delete();

    await eventually(
      async () => ((await statusOf(credential)) === 'revoked' ? true : undefined),
      'the credential to read revoked',
    );
  });

  it('answers 404 for a list never issued or another path, and refuses to be written to', async () => {
    expect((await fetchList('http://x/credentials/status/999999')).status).toBe(404);
    expect((await fetchList('http://x/credentials/status/0')).status).toBe(404);
    const origin = await functionsOrigin();
    const posted = await fetch(
      `${origin}/${PROJECT_ID}/${REGION}/credentialStatusList/credentials/status/1`,
      {
        method: 'POST',
      },
    );
    expect(posted.status).toBe(405);
  });
});
