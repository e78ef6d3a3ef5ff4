import { describe, expect, it } from 'vitest';
import { fallbackHmacHex, hmacSha256Hex } from './hmac.ts';

describe('hmacSha256Hex', () => {
  it('matches RFC 4231 test case 2', async () => {
    const key = Array.from(new TextEncoder().encode('Jefe'), (b) =>
      b.toString(16).padStart(2, '0'),
    ).join('');
    const expected = '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843';

    expect(await hmacSha256Hex(key, 'what do ya want for nothing?')).toBe(expected);
    expect(fallbackHmacHex(key, 'what do ya want for nothing?')).toBe(expected);
  });

  it('gives another id under another key, so ids cannot be rebuilt from a list of addresses', async () => {
    const a = await hmacSha256Hex('00'.repeat(32), 'asha@example.com');
    const b = await hmacSha256Hex('01'.repeat(32), 'asha@example.com');

    expect(a).not.toBe(b);
    expect(fallbackHmacHex('01'.repeat(32), 'asha@example.com')).toBe(b);
  });
});
