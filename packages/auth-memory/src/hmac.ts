import { sha256 } from './sha256.ts';

const encoder = new TextEncoder();
const BLOCK_BYTES = 64;

function hex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function fromHex(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(text.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));
}

/** RFC 2104 over sha256.ts, for pages without `crypto.subtle` (plain http on a LAN). */
function fallbackHmac(key: Uint8Array, message: Uint8Array): Uint8Array {
  const block = new Uint8Array(BLOCK_BYTES);
  block.set(key.length > BLOCK_BYTES ? sha256(key) : key);
  const inner = new Uint8Array(BLOCK_BYTES + message.length);
  const outer = new Uint8Array(BLOCK_BYTES + 32);
  for (let index = 0; index < BLOCK_BYTES; index += 1) {
    inner[index] = (block[index] ?? 0) ^ 0x36;
    outer[index] = (block[index] ?? 0) ^ 0x5c;
  }
  inner.set(message, BLOCK_BYTES);
  outer.set(sha256(inner), BLOCK_BYTES);
  return sha256(outer);
}

/**
 * HMAC-SHA256 (hex) of `message` under a hex key: the id a subscriber is stored under, as the
 * Firebase server derives it with `SUBSCRIBER_KEY`.
 */
export async function hmacSha256Hex(keyHex: string, message: string): Promise<string> {
  const key = fromHex(keyHex);
  const data = encoder.encode(message);
  const subtle = globalThis.crypto?.subtle;
  if (subtle === undefined) return hex(fallbackHmac(key, data));
  const imported = await subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  return hex(new Uint8Array(await subtle.sign('HMAC', imported, data)));
}

/** For the test that the fallback agrees with Web Crypto. */
export function fallbackHmacHex(keyHex: string, message: string): string {
  return hex(fallbackHmac(fromHex(keyHex), encoder.encode(message)));
}
