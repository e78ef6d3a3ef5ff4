import type { JSONWebKeySet, JWK } from 'jose';

/**
 * Apex's credential keys (docs/deploy.md, "Credential keys"): RSA for RS256, published as a JWKS at
 * a stable address of the site. A key's `kid` is a short name (`apex-2026-11`); the JWT header
 * names it by URI, `<origin>/.well-known/jwks.json#<kid>`, which dereferences to the set.
 */

/** Where the site publishes its public credential keys. */
export const JWKS_PATH = '/.well-known/jwks.json';

/** The key set's address on a site. */
export function jwksUrl(siteOrigin: string): string {
  return `${siteOrigin.replace(/\/+$/, '')}${JWKS_PATH}`;
}

/** The URI a JWT header's `kid` carries for a key of the set at `siteOrigin`. */
export function keyIdUri(siteOrigin: string, kid: string): string {
  return `${jwksUrl(siteOrigin)}#${encodeURIComponent(kid)}`;
}

/** The key's name in its set: the URI's fragment, or the whole `kid` when it has none. */
export function keyNameOf(kid: string): string {
  const hash = kid.lastIndexOf('#');
  return hash === -1 ? kid : decodeURIComponent(kid.slice(hash + 1));
}

/**
 * A credential key as JWK with a name: RSA, for RS256 (Open Badges 3.0 §8.2.3 names RS256 as the
 * algorithm every issuer and verifier supports; 1EdTech's certification checks it). Private
 * when it has `d` and the CRT members.
 */
export interface CredentialJwk extends JWK {
  readonly kty: 'RSA';
  readonly n: string;
  readonly e: string;
  readonly kid: string;
}

/** The smallest modulus RS256 keys may have (RFC 7518 §3.3). */
export const MIN_RSA_MODULUS_BITS = 2048;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The modulus' length in bits, from its base64url (leading zero bytes do not count). */
function modulusBits(n: string): number {
  const bytes = Math.floor((n.replace(/=+$/, '').length * 6) / 8);
  return bytes * 8;
}

/** Whether a value is an RSA JWK of at least 2048 bits with a name (public or private). */
export function isCredentialJwk(value: unknown): value is CredentialJwk {
  return (
    isRecord(value) &&
    value.kty === 'RSA' &&
    typeof value.n === 'string' &&
    typeof value.e === 'string' &&
    typeof value.kid === 'string' &&
    value.kid !== '' &&
    modulusBits(value.n) >= MIN_RSA_MODULUS_BITS
  );
}

/** Whether a value is a private RSA signing key (it has `d`, `p`, `q`, `dp`, `dq`, `qi`). */
export function isPrivateCredentialJwk(
  value: unknown,
): value is CredentialJwk & { readonly d: string } {
  return (
    isRecord(value) &&
    isCredentialJwk(value) &&
    ['d', 'p', 'q', 'dp', 'dq', 'qi'].every((member) => typeof value[member] === 'string')
  );
}

/** A key's public half, as published: never `d` or the primes. */
export function publicJwk(key: CredentialJwk): CredentialJwk {
  return { kty: 'RSA', n: key.n, e: key.e, kid: key.kid, alg: 'RS256', use: 'sig' };
}

/**
 * A key set as published, from what a file or variable holds: each key's public half only, so a
 * private key pasted by mistake is never published, and each `kid` names one key, so a header's
 * `kid` dereferences to exactly one JWK. Throws on anything else.
 */
export function publicKeySet(value: unknown): JSONWebKeySet {
  if (!isRecord(value) || !Array.isArray(value.keys)) {
    throw new Error('A key set is a JSON object with a "keys" array (RFC 7517).');
  }
  const keys = value.keys.map((key: unknown) => {
    if (!isCredentialJwk(key)) {
      throw new Error('Every credential key is an RSA JWK of at least 2048 bits with a kid.');
    }
    return publicJwk(key);
  });
  const names = new Set(keys.map((key) => key.kid));
  if (names.size !== keys.length) throw new Error('Two keys of the set have the same kid.');
  return { keys };
}
