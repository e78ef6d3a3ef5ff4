import { decodeProtectedHeader } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  signedTestCredential,
  TEST_FACTS,
  TEST_ORIGIN,
  tamperedCharacter,
  tamperedPayload,
  testKeyPair,
} from '../testing/credentialFixture.ts';
import { hashedEmailIdentity, identityHash } from './identity.ts';
import { keyNameOf, publicKeySet } from './keys.ts';
import { openBadgeCredential } from './openBadge.ts';
import { decodeCredentialPayload, signCredential, verifyCredential } from './vcJwt.ts';

describe('the identity hash', () => {
  it("matches the standard's own example: sha256 of 'a@example.com' salted with 'Kosher'", async () => {
    expect(await identityHash('a@example.com', 'Kosher')).toBe(
      'sha256$b5809d8a92f8858436d7e6b87c12ebc0ae1eac4baecc2c0b913aee2c922ef399',
    );
  });

  it("hashes the guardian's address normalised, with its salt, never in clear", async () => {
    const identity = await hashedEmailIdentity('  A@Example.COM ', 'Kosher');
    expect(identity).toEqual({
      type: 'IdentityObject',
      identityType: 'emailAddress',
      hashed: true,
      identityHash: 'sha256$b5809d8a92f8858436d7e6b87c12ebc0ae1eac4baecc2c0b913aee2c922ef399',
      salt: 'Kosher',
    });
  });
});

describe('the credential of a certificate', () => {
  it('names the candidate, the achievement with its criteria, and Apex as issuer; nothing else about the family', async () => {
    const guardian = await hashedEmailIdentity('parent@example.com', 'salt');
    const credential = openBadgeCredential(TEST_FACTS, TEST_ORIGIN, guardian);

    expect(credential.id).toBe('https://apex.example/certificate/q0W8bq3Ywq0i2m6oE7nYQA');
    expect(credential.issuer).toEqual({
      id: 'https://apex.example/',
      type: ['Profile'],
      name: 'Apex Digital Private Limited',
      url: 'https://apex.example/',
    });
    expect(credential.validFrom).toBe('2024-09-15T00:00:00+05:30');
    expect(credential.credentialSubject.identifier).toEqual([
      { type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: 'Asha Verma' },
      guardian,
    ]);
    const { achievement } = credential.credentialSubject;
    expect(achievement.id).toBe('https://apex.example/achievements/2024/prize');
    expect(achievement.name).toBe('Apex exam, October 2024: Prize');
    expect(achievement.achievementType).toBe('Award');
    expect(achievement.criteria.narrative).toBe('Scored above 95% in the Apex exam, October 2024.');
    expect(JSON.stringify(credential)).not.toContain('parent@example.com');
  });

  it('gives each tier its own achievement and criteria', () => {
    const guardian = {
      type: 'IdentityObject',
      identityType: 'emailAddress',
      hashed: true,
      identityHash: 'sha256$00',
    } as const;
    const merit = openBadgeCredential(
      { ...TEST_FACTS, achievement: 'merit' },
      TEST_ORIGIN,
      guardian,
    );
    const participation = openBadgeCredential(
      { ...TEST_FACTS, achievement: 'participation' },
      TEST_ORIGIN,
      guardian,
    );
    expect(merit.credentialSubject.achievement.criteria.narrative).toBe(
      'Scored 75% or more in the Apex exam, October 2024.',
    );
    expect(merit.credentialSubject.achievement.id).toMatch(/\/2024\/merit$/);
    expect(participation.credentialSubject.achievement.criteria.narrative).toBe(
      'Took the Apex exam, October 2024, with a registration confirmed by a parent or guardian.',
    );
    expect(participation.credentialSubject.achievement.achievementType).toBe('Certificate');
  });
});

describe('the VC-JWT', () => {
  it("is signed with RS256, names its key by the set's URI and carries the OB 3.0 claims", async () => {
    const { jwt, credential } = await signedTestCredential();

    expect(decodeProtectedHeader(jwt)).toEqual({
      alg: 'RS256',
      kid: 'https://apex.example/.well-known/jwks.json#test-key',
      typ: 'JWT',
    });
    expect(decodeCredentialPayload(jwt)).toEqual({
      ...credential,
      iss: 'https://apex.example/',
      jti: credential.id,
      nbf: Date.parse('2024-09-15T00:00:00+05:30') / 1000,
      sub: `${credential.id}#candidate`,
    });
  });

  it('verifies against the published set', async () => {
    const { jwt, keySet, credential } = await signedTestCredential();

    expect(await verifyCredential(jwt, keySet)).toEqual({
      kind: 'valid',
      credential: decodeCredentialPayload(jwt),
      keyName: 'test-key',
    });
    expect(credential.credentialSubject.achievement.name).toBe('Apex exam, October 2024: Prize');
  });

  it('is not valid once one character of the credential is changed', async () => {
    const { jwt, keySet } = await signedTestCredential();

    expect(
      await verifyCredential(tamperedPayload(jwt, 'Asha Verma', 'Asha Varma'), keySet),
    ).toEqual({ kind: 'invalid', reason: 'signature' });
    expect(
      await verifyCredential(tamperedPayload(jwt, '2024/prize', '2024/prizf'), keySet),
    ).toEqual({
      kind: 'invalid',
      reason: 'signature',
    });
  });

  it('is not valid once one character of the signature is changed', async () => {
    const { jwt, keySet } = await signedTestCredential();

    expect(await verifyCredential(tamperedCharacter(jwt, 10), keySet)).toEqual({
      kind: 'invalid',
      reason: 'signature',
    });
  });

  it('is not valid when another key signed it, nor when its key is not in the set', async () => {
    const { jwt } = await signedTestCredential();
    const other = await testKeyPair('test-key');
    const stranger = await testKeyPair('another-key');

    expect(await verifyCredential(jwt, other.keySet)).toEqual({
      kind: 'invalid',
      reason: 'signature',
    });
    expect(await verifyCredential(jwt, stranger.keySet)).toEqual({
      kind: 'invalid',
      reason: 'unknown-key',
    });
    // Three RSA key pairs are made: seconds on a loaded machine.
  }, 30_000);

  it('keeps verifying after a rotation: the old public key stays in the set', async () => {
    const { jwt, keySet } = await signedTestCredential();
    const next = await testKeyPair('next-key');

    const rotated = { keys: [...next.keySet.keys, ...keySet.keys] };

    expect((await verifyCredential(jwt, rotated)).kind).toBe('valid');
  });

  it('is malformed when it is not a JWT at all', async () => {
    const { keySet } = await signedTestCredential();

    expect(await verifyCredential('not a credential', keySet)).toEqual({
      kind: 'invalid',
      reason: 'malformed',
    });
  });

  it('is not a credential when a valid signature covers something else', async () => {
    const { privateJwk, keySet } = await testKeyPair();
    const credential = openBadgeCredential(TEST_FACTS, TEST_ORIGIN, {
      type: 'IdentityObject',
      identityType: 'emailAddress',
      hashed: true,
      identityHash: 'sha256$00',
    });
    // Signed by the right key, but the credential's issuer is not the JWT's `iss`.
    const jwt = await signCredential(
      { ...credential, issuer: { ...credential.issuer, id: 'https://elsewhere.example/' } },
      { privateJwk, siteOrigin: TEST_ORIGIN },
    );
    const forged = tamperedPayload(
      jwt,
      '"iss":"https://elsewhere.example/"',
      '"iss":"https://apex.example/"',
    );

    expect((await verifyCredential(jwt, keySet)).kind).toBe('valid');
    expect(await verifyCredential(forged, keySet)).toEqual({
      kind: 'invalid',
      reason: 'signature',
    });
  });
});

describe('the published key set', () => {
  it('publishes only public halves, and refuses what is not an RSA set of 2048 bits or more', async () => {
    const { privateJwk } = await testKeyPair('apex-2026-11');

    const published = publicKeySet({ keys: [privateJwk] });

    expect(published).toEqual({
      keys: [
        {
          kty: 'RSA',
          n: privateJwk.n,
          e: privateJwk.e,
          kid: 'apex-2026-11',
          alg: 'RS256',
          use: 'sig',
        },
      ],
    });
    for (const member of ['"d"', '"p"', '"q"', '"dp"', '"dq"', '"qi"']) {
      expect(JSON.stringify(published)).not.toContain(member);
    }
    expect(() =>
      publicKeySet({ keys: [{ kty: 'OKP', crv: 'Ed25519', x: 'AA', kid: 'x' }] }),
    ).toThrow(/RSA/);
    // A 1024-bit modulus (128 bytes, 171 base64url characters) is too short for RS256.
    expect(() =>
      publicKeySet({ keys: [{ kty: 'RSA', n: 'A'.repeat(171), e: 'AQAB', kid: 'x' }] }),
    ).toThrow(/2048/);
    expect(() => publicKeySet([])).toThrow(/keys/);
    expect(() => publicKeySet({ keys: [privateJwk, privateJwk] })).toThrow(/same kid/);
  });

  it("finds a key by its URI's fragment", () => {
    expect(keyNameOf('https://apex.example/.well-known/jwks.json#apex-2026-11')).toBe(
      'apex-2026-11',
    );
    expect(keyNameOf('apex-2026-11')).toBe('apex-2026-11');
  });
});
