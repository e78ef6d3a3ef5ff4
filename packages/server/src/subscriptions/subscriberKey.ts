import { hmacSha256Hex, sha256Hex } from '../hashes.ts';

/**
 * The id of an address's `subscribers` document: HMAC-SHA256 of the normalised address under the
 * server's secret `SUBSCRIBER_KEY` (its UTF-8 bytes are the key), in hex. Unlike a plain hash,
 * nobody without the secret can test a list of addresses against the ids (issue 30).
 */
export function subscriberId(secret: string, normalizedEmail: string): string {
  if (secret.length < 32) throw new Error('SUBSCRIBER_KEY must be at least 32 characters');
  return hmacSha256Hex(secret, normalizedEmail);
}

/** A caller's key for the per-caller limit: the SHA-256 of its address, never the address. */
export function callerId(address: string): string {
  return sha256Hex(`caller:${address}`);
}
