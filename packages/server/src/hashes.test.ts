import { describe, expect, it } from 'vitest';
import { base64Url, hmacSha256Hex, sha256Hex } from './hashes.ts';

describe('the server’s hashes', () => {
  it('are SHA-256 (FIPS 180-4 "abc") and HMAC-SHA256 (RFC 4231 test case 2)', () => {
    expect(sha256Hex('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(hmacSha256Hex('Jefe', 'what do ya want for nothing?')).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });

  it('write tokens in base64url without padding', () => {
    expect(base64Url(Uint8Array.from([0xfb, 0xff]))).toBe('-_8');
  });
});
