import { publicKeySet, verifyCredential } from '@apex/core/credential';
import { certificateCredential } from '@apex/server/credential';
import { exportJWK, generateKeyPair } from 'jose';
import { describe, expect, it } from 'vitest';
import { signingKeyFrom } from './certificateCredential.ts';

async function privateKeyJson(kid: string): Promise<string> {
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  return JSON.stringify({ ...(await exportJWK(privateKey)), kid });
}

const CERTIFICATE = {
  candidateName: 'Asha Rao',
  grade: 7,
  editionId: '2024',
  editionName: 'October 2024',
  achievement: 'merit',
  issuedOn: '2024-10-25',
  organiserName: 'Apex Exams (test)',
  schoolName: 'Kendriya Vidyalaya No. 1',
  withdrawnAt: null,
} as const;

describe('the signing key secret', () => {
  it('reads a private RSA JWK as JSON or as base64url of JSON, and nothing when unset', async () => {
    const json = await privateKeyJson('apex-2026-11');

    expect(signingKeyFrom(json)?.kid).toBe('apex-2026-11');
    expect(signingKeyFrom(Buffer.from(json).toString('base64url'))).toEqual(JSON.parse(json));
    expect(signingKeyFrom(undefined)).toBeNull();
    expect(signingKeyFrom('  ')).toBeNull();
  });

  it('refuses a secret that is set but is no private key', async () => {
    const { d: _private, ...publicOnly } = JSON.parse(await privateKeyJson('k'));

    expect(() => signingKeyFrom(JSON.stringify(publicOnly))).toThrow(/private RSA/);
    expect(() => signingKeyFrom('{not json')).toThrow(/not JSON/);
  });
});

describe("a published certificate's credential", () => {
  it('is signed by the key, verifiable against its public half, with no school and no email in clear', async () => {
    const key = signingKeyFrom(await privateKeyJson('apex-2026-11'));
    if (key === null) throw new Error('no key');

    const jwt = await certificateCredential(
      CERTIFICATE,
      'q0W8bq3Ywq0i2m6oE7nYQA',
      'guardian@example.com',
      'https://apex.example',
      key,
      'a-fresh-salt',
    );
    const check = await verifyCredential(jwt, publicKeySet({ keys: [key] }));

    expect(check.kind).toBe('valid');
    if (check.kind !== 'valid') return;
    expect(check.credential.id).toBe('https://apex.example/certificate/q0W8bq3Ywq0i2m6oE7nYQA');
    expect(check.credential.validFrom).toBe('2024-10-25T00:00:00+05:30');
    expect(JSON.stringify(check.credential)).not.toMatch(/Kendriya|guardian@example\.com/);
  });
});
