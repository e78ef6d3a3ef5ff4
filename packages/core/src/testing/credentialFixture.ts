import { base64url, decodeJwt, exportJWK, generateKeyPair } from 'jose';
import { hashedEmailIdentity } from '../credential/identity.ts';
import { type CredentialJwk, publicJwk } from '../credential/keys.ts';
import { type CredentialFacts, openBadgeCredential } from '../credential/openBadge.ts';
import { signCredential } from '../credential/vcJwt.ts';

export const TEST_ORIGIN = 'https://apex.example';

export const TEST_FACTS: CredentialFacts = {
  certificateId: 'q0W8bq3Ywq0i2m6oE7nYQA',
  candidateName: 'Asha Verma',
  grade: 8,
  editionId: '2024',
  editionName: 'October 2024',
  achievement: 'prize',
  issuedOn: '2024-09-15',
  organiserName: 'Apex Digital Private Limited',
};

/** A fresh RSA key pair (2048 bits, RS256) as named JWKs, as scripts/credential-keys.mjs makes them. */
export async function testKeyPair(kid = 'test-key') {
  const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  const privateJwk: CredentialJwk = { ...jwk, kty: 'RSA', n: jwk.n ?? '', e: jwk.e ?? '', kid };
  return { privateJwk, keySet: { keys: [publicJwk(privateJwk)] } };
}

/** A credential of TEST_FACTS signed by a fresh key, with the set that verifies it. */
export async function signedTestCredential(facts: CredentialFacts = TEST_FACTS) {
  const { privateJwk, keySet } = await testKeyPair();
  const guardian = await hashedEmailIdentity('Parent@Example.com', 'salt-1234');
  const credential = openBadgeCredential(facts, TEST_ORIGIN, guardian);
  const jwt = await signCredential(credential, { privateJwk, siteOrigin: TEST_ORIGIN });
  return { credential, jwt, keySet, privateJwk };
}

/**
 * The JWT with one character of its credential changed (`from` -> `to` in the decoded JSON, which
 * is the very text that was signed: jose serialises with JSON.stringify, in the same key order).
 */
export function tamperedPayload(jwt: string, from: string, to: string): string {
  const [header = '', , signature = ''] = jwt.split('.');
  const text = JSON.stringify(decodeJwt(jwt));
  if (!text.includes(from)) throw new Error(`"${from}" is not in the payload`);
  return [header, base64url.encode(text.replace(from, to)), signature].join('.');
}

/** The JWT with its character at `index` (counted from the end) swapped for another. */
export function tamperedCharacter(jwt: string, fromEnd: number): string {
  const index = jwt.length - fromEnd;
  const swapped = jwt[index] === 'A' ? 'B' : 'A';
  return `${jwt.slice(0, index)}${swapped}${jwt.slice(index + 1)}`;
}
