import { sha256Hex } from '@apex/server';

/** What is stored instead of a password: a per-account random salt and SHA-256(salt + password). */
export interface PasswordHash {
  readonly salt: string;
  readonly hash: string;
}

export function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function randomHex(byteCount: number): string {
  return toHex(crypto.getRandomValues(new Uint8Array(byteCount)));
}

/** The server's SHA-256 (@noble/hashes): it works where `crypto.subtle` does not (http on a LAN). */
export async function hashPassword(password: string, salt = randomHex(16)): Promise<PasswordHash> {
  return { salt, hash: sha256Hex(`${salt}:${password}`) };
}

export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  const { hash } = await hashPassword(password, stored.salt);
  return hash === stored.hash;
}
