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

/**
 * The address the per-caller limit counts (issue 38): the one Google's front end saw. It appends
 * the connecting address to `X-Forwarded-For`, so only the header's last entry is not the
 * caller's to choose; what a caller sends there itself comes before it, and the framework's
 * `request.ip` (with `trust proxy`) reads the first. Without the header (the emulators), the
 * socket's address; without either, one shared key.
 */
export function callerAddress(
  forwardedFor: string | readonly string[] | undefined,
  socketAddress: string | undefined,
): string {
  const header = typeof forwardedFor === 'string' ? forwardedFor : forwardedFor?.join(',');
  const last = header
    ?.split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .at(-1);
  return last ?? socketAddress ?? 'unknown';
}
