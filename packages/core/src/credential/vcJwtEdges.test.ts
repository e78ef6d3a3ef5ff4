import { errors, importJWK, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { TEST_FACTS, TEST_ORIGIN, testKeyPair } from '../testing/credentialFixture.ts';
import { isPrivateCredentialJwk } from './keys.ts';
import { openBadgeCredential } from './openBadge.ts';
import { checkOfError, keyIdOf, signCredential, verifyCredential } from './vcJwt.ts';

const GUARDIAN = {
  type: 'IdentityObject',
  identityType: 'emailAddress',
  hashed: true,
  identityHash: 'sha256$00',
} as const;

/** Signs any payload and header with a fresh key named `test-key`, as a forger with a key might. */
async function signedWith(payload: Record<string, unknown>, header: Record<string, unknown>) {
  const { privateJwk, keySet } = await testKeyPair();
  const jwt = await new SignJWT(payload)
    .setProtectedHeader({ alg: 'RS256', ...header })
    .sign(await importJWK(privateJwk, 'RS256'));
  return { jwt, keySet, privateJwk };
}

describe('a signature that is genuine but covers the wrong thing', () => {
  it('is not a credential when the payload is no OpenBadgeCredential', async () => {
    const { jwt, keySet } = await signedWith({ hello: 'world' }, { kid: 'test-key', typ: 'JWT' });

    expect(await verifyCredential(jwt, keySet)).toEqual({
      kind: 'invalid',
      reason: 'not-a-credential',
    });
  });

  it("is not a credential when its JWT claims disagree with the credential's", async () => {
    const credential = openBadgeCredential(TEST_FACTS, TEST_ORIGIN, GUARDIAN);
    const { jwt, keySet } = await signedWith(
      {
        ...credential,
        iss: 'https://elsewhere.example/',
        jti: credential.id,
        nbf: Date.parse(credential.validFrom) / 1000,
        sub: credential.credentialSubject.id,
      },
      { kid: 'test-key', typ: 'JWT' },
    );

    expect(await verifyCredential(jwt, keySet)).toEqual({
      kind: 'invalid',
      reason: 'not-a-credential',
    });
  });

  it('is not a credential with another typ than JWT', async () => {
    const credential = openBadgeCredential(TEST_FACTS, TEST_ORIGIN, GUARDIAN);
    const { jwt, keySet } = await signedWith({ ...credential }, { kid: 'test-key', typ: 'vc+jwt' });

    expect(await verifyCredential(jwt, keySet)).toEqual({
      kind: 'invalid',
      reason: 'not-a-credential',
    });
  });

  it('names an unknown key when the header has no kid, or the set holds no RSA key by it', async () => {
    const { jwt, keySet } = await signedWith({ a: 1 }, { typ: 'JWT' });
    const named = await signedWith({ a: 1 }, { kid: 'test-key', typ: 'JWT' });

    expect(await verifyCredential(jwt, keySet)).toEqual({ kind: 'invalid', reason: 'unknown-key' });
    expect(
      await verifyCredential(named.jwt, {
        keys: [{ kty: 'OKP', crv: 'Ed25519', x: 'AA', kid: 'test-key' }],
      }),
    ).toEqual({
      kind: 'invalid',
      reason: 'unknown-key',
    });
  });
});

describe("what jose's failures mean", () => {
  it('reads an algorithm this runtime lacks as "cannot check", never as "not valid"', () => {
    expect(checkOfError(new errors.JOSENotSupported('RS256'))).toEqual({ kind: 'unsupported' });
  });

  it('reads any other failure (an algorithm not allowed, say) as malformed', () => {
    expect(checkOfError(new errors.JOSEAlgNotAllowed('HS256'))).toEqual({
      kind: 'invalid',
      reason: 'malformed',
    });
  });
});

describe('keys', () => {
  it("reads a JWT header's kid, and nothing from what is no JWT", async () => {
    const { privateJwk } = await testKeyPair('apex-2026-11');
    const credential = openBadgeCredential(TEST_FACTS, TEST_ORIGIN, GUARDIAN);
    const jwt = await signCredential(credential, { privateJwk, siteOrigin: TEST_ORIGIN });

    expect(keyIdOf(jwt)).toBe('https://apex.example/.well-known/jwks.json#apex-2026-11');
    expect(keyIdOf('not a jwt')).toBeUndefined();
  });

  it('tells a private signing key from its public half', async () => {
    const { privateJwk } = await testKeyPair();
    const { d: _private, ...publicHalf } = privateJwk;

    expect(isPrivateCredentialJwk(privateJwk)).toBe(true);
    expect(isPrivateCredentialJwk(publicHalf)).toBe(false);
    expect(isPrivateCredentialJwk(null)).toBe(false);
  });
});
