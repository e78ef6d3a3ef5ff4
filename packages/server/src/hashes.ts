import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * The server's hashes, written once (issue 37): synchronous and free of a secure context, so the
 * functions and the memory backend (even on a LAN address over plain http) derive the same ids.
 */

/** SHA-256 of the text, hex: the id a link's token is stored under. */
export function sha256Hex(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}

/** HMAC-SHA256 of the text under a secret (its UTF-8 bytes are the key), hex. */
export function hmacSha256Hex(secret: string, text: string): string {
  return bytesToHex(hmac(sha256, utf8ToBytes(secret), utf8ToBytes(text)));
}

/** Bytes as base64url without padding: a link's token. */
export function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
