import { type CredentialJwk, isPrivateCredentialJwk } from '@apex/core/credential';

/**
 * The private key credentials are signed with, from the `CREDENTIAL_SIGNING_KEY` secret: an
 * RSA JWK (RS256) with its `kid`, as JSON or base64url of JSON (what scripts/credential-keys.mjs writes
 * to .secret.local, and what `firebase functions:secrets:set` is given; docs/deploy.md). Null when
 * unset; a value that is set but no such key throws, so a bad secret cannot go unnoticed.
 */
export function signingKeyFrom(value: string | undefined): CredentialJwk | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  const json = text.startsWith('{') ? text : Buffer.from(text, 'base64url').toString('utf8');
  let key: unknown;
  try {
    key = JSON.parse(json);
  } catch {
    throw new Error('CREDENTIAL_SIGNING_KEY is not JSON, nor base64url of JSON.');
  }
  if (!isPrivateCredentialJwk(key)) {
    throw new Error(
      'CREDENTIAL_SIGNING_KEY is not a private RSA JWK (2048 bits or more, RS256) with a kid.',
    );
  }
  return key;
}
