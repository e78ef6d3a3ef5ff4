import { decodeCredentialPayload, publicKeySet, verifyCredential } from '@apex/core/credential';
import { certificateCredential } from '@apex/server/credential';
import { exportJWK, generateKeyPair } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { signingKeyFrom } from './certificateCredential.ts';
import { resignCredentials } from './resignCredentials.ts';
import { closeAdmin, db, readDocument, SITE_ORIGIN } from './testing/emulators.ts';

/**
 * After a key rotation (issue 38), every standing certificate's credential is signed again with
 * the new key, on the real Firestore emulator: each then verifies against a set holding only the
 * new key, says what it said before, and a withdrawn certificate stays as it is.
 */
afterAll(() => closeAdmin());

async function newKey(kid: string) {
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const key = signingKeyFrom(JSON.stringify({ ...(await exportJWK(privateKey)), kid }));
  if (key === null) throw new Error('no key');
  return key;
}

const FACTS = {
  candidateName: 'Asha Rao',
  grade: 7,
  editionId: '2024',
  editionName: 'October 2024',
  achievement: 'merit',
  issuedOn: '2024-10-25',
  organiserName: 'Apex Exams (emulator)',
} as const;

describe('signing every certificate again after a key rotation', () => {
  it('re-signs the standing ones with the new key, keeping what they say; leaves a withdrawn one', async () => {
    const old = await newKey('apex-resign-old');
    const rotated = await newKey('apex-resign-new');
    const ids = ['resignTestCertificate1', 'resignTestCertificate2', 'resignTestCertificate3'];
    for (const id of ids) {
      const credential = await certificateCredential(
        FACTS,
        id,
        'guardian@example.com',
        SITE_ORIGIN,
        old,
        `salt-${id}`,
      );
      await db.doc(`certificates/${id}`).set({ ...FACTS, withdrawnAt: null, credential });
    }
    const withdrawn = { withdrawnAt: new Date('2024-11-01T00:00:00Z') };
    await db.doc('certificates/resignTestWithdrawn000').set(withdrawn);
    const before = await readDocument(`certificates/${ids[0]}`);

    const outcome = await resignCredentials(db, rotated, SITE_ORIGIN);

    expect(outcome.resigned).toBeGreaterThanOrEqual(ids.length);
    expect(outcome.skipped).toBeGreaterThanOrEqual(1);
    const newSet = publicKeySet({ keys: [rotated] });
    for (const id of ids) {
      const stored = await readDocument(`certificates/${id}`);
      const check = await verifyCredential(String(stored?.credential), newSet);
      expect(check.kind === 'valid' && check.keyName).toBe('apex-resign-new');
    }
    // The same credential, the guardian's salted hash included: only the key changed.
    const after = await readDocument(`certificates/${ids[0]}`);
    expect(decodeCredentialPayload(String(after?.credential))).toEqual(
      decodeCredentialPayload(String(before?.credential)),
    );
    expect(
      (await verifyCredential(String(after?.credential), publicKeySet({ keys: [old] }))).kind,
    ).toBe('invalid');
    expect(Object.keys((await readDocument('certificates/resignTestWithdrawn000')) ?? {})).toEqual([
      'withdrawnAt',
    ]);
  });
});
