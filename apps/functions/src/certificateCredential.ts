import { type Ed25519Jwk, isPrivateEd25519Jwk } from '@apex/core/credential';

/**
 * The private key credentials are signed with, from the `CREDENTIAL_SIGNING_KEY` secret: an
 * Ed25519 JWK with its `kid`, as JSON or base64url of JSON (what scripts/credential-keys.mjs writes
 * to .secret.local, and what `firebase functions:secrets:set` is given; docs/deploy.md). Null when
 * unset; a value that is set but no such key throws, so a bad secret cannot go unnoticed.
 */
export function signingKeyFrom(value: string | undefined): Ed25519Jwk | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  const json = text.startsWith('{') ? text : Buffer.from(text, 'base64url').toString('utf8');
  let key: unknown;
  try {
    key = JSON.parse(json);
  } catch {
    throw new Error('CREDENTIAL_SIGNING_KEY is not JSON, nor base64url of JSON.');
  }
  if (!isPrivateEd25519Jwk(key)) {
    throw new Error('CREDENTIAL_SIGNING_KEY is not a private Ed25519 JWK with a kid.');
  }
  return key;
}
