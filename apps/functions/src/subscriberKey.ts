import { createHash, createHmac } from 'node:crypto';

/**
 * The id of an address's `subscribers` document: HMAC-SHA256 of the normalised address under the
 * server's secret `SUBSCRIBER_KEY`, in hex. Unlike a plain hash, nobody without the secret can
 * test a list of addresses against the ids (issue 30).
 */
export function subscriberId(secret: string, normalizedEmail: string): string {
  if (secret.length < 32) throw new Error('SUBSCRIBER_KEY must be at least 32 characters');
  return createHmac('sha256', secret).update(normalizedEmail).digest('hex');
}

/** A caller's key for the per-caller limit: the SHA-256 of its address, never the address. */
export function callerId(address: string): string {
  return createHash('sha256').update(`caller:${address}`).digest('hex');
}
