import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { guardianTokenId, newGuardianToken } from './tokens.ts';

describe('guardian link tokens', () => {
  it('are 256 random bits in base64url, named by their SHA-256 hex', () => {
    const { token, id } = newGuardianToken();

    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(id).toBe(createHash('sha256').update(token).digest('hex'));
    expect(guardianTokenId(token)).toBe(id);
  });

  it('never repeat', () => {
    const tokens = new Set(Array.from({ length: 200 }, () => newGuardianToken().token));
    expect(tokens.size).toBe(200);
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
