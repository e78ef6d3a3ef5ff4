import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../hashes.ts';
import { guardianLinkRefusal, guardianTokenFrom, guardianTokenId } from './guardianLink.ts';

const fresh = () => guardianTokenFrom(crypto.getRandomValues(new Uint8Array(32)));

describe('guardian link tokens', () => {
  it('are 256 random bits in base64url, named by their SHA-256 hex', () => {
    const { token, id } = guardianTokenFrom(new Uint8Array(32).fill(0xfb));

    expect(token).toBe('-_v7'.repeat(10) + '-_s');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(id).toBe(sha256Hex(token));
    expect(guardianTokenId(token)).toBe(id);
  });

  it('hash as SHA-256 does (the FIPS 180-4 test vector)', () => {
    expect(sha256Hex('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('never repeat', () => {
    const tokens = new Set(Array.from({ length: 200 }, () => fresh().token));
    expect(tokens.size).toBe(200);
  });

  it('take exactly 32 random bytes', () => {
    expect(() => guardianTokenFrom(new Uint8Array(16))).toThrow(RangeError);
  });

  it.each([
    ['a shorter token', 'abc'],
    ['a longer token', 'a'.repeat(44)],
    ['a path', `../${'a'.repeat(40)}`],
    ['padding', `${'a'.repeat(42)}=`],
    ['no text', 42],
    ['nothing', undefined],
  ])('refuse %s without a lookup', (_, token) => {
    expect(guardianTokenId(token)).toBeNull();
  });
});

describe('whether a link may be answered', () => {
  const NOW = new Date('2026-11-27T10:00:00Z');
  const LIVE = { expiresAt: new Date('2026-11-28T10:00:00Z'), used: false };

  it('is unknown without its token or its registration, first', () => {
    expect(guardianLinkRefusal(null, true, NOW)).toBe('guardian/link-unknown');
    expect(guardianLinkRefusal({ ...LIVE, used: true }, false, NOW)).toBe('guardian/link-unknown');
  });

  it('is used before it is expired, and expired at its very moment', () => {
    expect(guardianLinkRefusal({ expiresAt: NOW, used: true }, true, NOW)).toBe(
      'guardian/link-used',
    );
    expect(guardianLinkRefusal({ expiresAt: NOW, used: false }, true, NOW)).toBe(
      'guardian/link-expired',
    );
    expect(guardianLinkRefusal(LIVE, true, NOW)).toBeNull();
  });
});
