import { sha256 } from './sha256.ts';

/** What is stored instead of a password: a per-account random salt and SHA-256(salt + password). */
export interface PasswordHash {
  readonly salt: string;
  readonly hash: string;
}

const encoder = new TextEncoder();

export function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function randomHex(byteCount: number): string {
  return toHex(crypto.getRandomValues(new Uint8Array(byteCount)));
}

async function digest(text: string): Promise<string> {
  const bytes = encoder.encode(text);
  // `crypto.subtle` is missing outside secure contexts (http on a LAN address).
  if (globalThis.crypto.subtle === undefined) return toHex(sha256(bytes));
  return toHex(new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', bytes)));
}

export async function hashPassword(password: string, salt = randomHex(16)): Promise<PasswordHash> {
  return { salt, hash: await digest(`${salt}:${password}`) };
}

export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  const { hash } = await hashPassword(password, stored.salt);
  return hash === stored.hash;
}
