import { GUARDIAN_TOKEN_BYTES } from '@apex/core';
import { sha256 } from './sha256.ts';

const encoder = new TextEncoder();

function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function hex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A new link token: 256 random bits, base64url, as the server makes them. */
export function newGuardianToken(): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(GUARDIAN_TOKEN_BYTES)));
}

/**
 * The SHA-256 (hex) a token is stored under, so the stored state cannot be turned back into a
 * working link. Web Crypto where the page has it; sha256.ts where it does not (plain http on a LAN).
 */
export async function hashGuardianToken(token: string): Promise<string> {
  const bytes = encoder.encode(token);
  const subtle = globalThis.crypto?.subtle;
  if (subtle === undefined) return hex(sha256(bytes));
  return hex(new Uint8Array(await subtle.digest('SHA-256', bytes)));
}
