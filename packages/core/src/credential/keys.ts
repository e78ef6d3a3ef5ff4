import type { JSONWebKeySet, JWK } from 'jose';

/**
 * Apex's credential keys (docs/deploy.md, "Credential keys"): Ed25519, published as a JWKS at
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

/** An Ed25519 key as JWK with a name: private when it has `d`. */
export interface Ed25519Jwk extends JWK {
  readonly kty: 'OKP';
  readonly crv: 'Ed25519';
  readonly x: string;
  readonly kid: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether a value is an Ed25519 JWK with a name (public or private). */
export function isEd25519Jwk(value: unknown): value is Ed25519Jwk {
  return (
    isRecord(value) &&
    value.kty === 'OKP' &&
    value.crv === 'Ed25519' &&
    typeof value.x === 'string' &&
    typeof value.kid === 'string' &&
    value.kid !== ''
  );
}

/** Whether a value is a private Ed25519 signing key (it has `d`). */
export function isPrivateEd25519Jwk(value: unknown): value is Ed25519Jwk & { readonly d: string } {
  return isEd25519Jwk(value) && typeof value.d === 'string';
}

/** A key's public half, as published: never `d`. */
export function publicJwk(key: Ed25519Jwk): Ed25519Jwk {
  return { kty: 'OKP', crv: 'Ed25519', x: key.x, kid: key.kid, alg: 'EdDSA', use: 'sig' };
}

/**
 * A key set as published, from what a file or variable holds: each key's public half only, so a
 * private key pasted by mistake is never published. Throws on anything else.
 */
export function publicKeySet(value: unknown): JSONWebKeySet {
  if (!isRecord(value) || !Array.isArray(value.keys)) {
    throw new Error('A key set is a JSON object with a "keys" array (RFC 7517).');
  }
  const keys = value.keys.map((key: unknown) => {
    if (!isEd25519Jwk(key)) throw new Error('Every credential key is an Ed25519 JWK with a kid.');
    return publicJwk(key);
  });
  const names = new Set(keys.map((key) => key.kid));
  if (names.size !== keys.length) throw new Error('Two keys of the set have the same kid.');
  return { keys };
}
