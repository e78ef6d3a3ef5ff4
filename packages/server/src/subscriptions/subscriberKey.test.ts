import { describe, expect, it } from 'vitest';
import { callerAddress, callerId, subscriberId } from './subscriberKey.ts';

describe('the ids of the lists', () => {
  it('name a subscriber by the HMAC-SHA256 of the address under a long secret', () => {
    const secret = 'k'.repeat(32);
    expect(subscriberId(secret, 'asha@example.com')).toMatch(/^[0-9a-f]{64}$/);
    expect(subscriberId(secret, 'asha@example.com')).not.toBe(
      subscriberId('j'.repeat(32), 'asha@example.com'),
    );
    expect(() => subscriberId('short', 'asha@example.com')).toThrow(/32 characters/);
  });

  it('name a caller by a hash, never its address', () => {
    expect(callerId('203.0.113.9')).toMatch(/^[0-9a-f]{64}$/);
    expect(callerId('203.0.113.9')).not.toContain('203');
  });
});

describe('the address the per-caller limit counts (issue 38)', () => {
  it('is the last X-Forwarded-For entry, the one Google’s front end appended', () => {
    expect(callerAddress('203.0.113.7', '169.254.1.1')).toBe('203.0.113.7');
    // Whatever the caller puts in the header itself comes first, and changes nothing.
    expect(callerAddress('1.1.1.1, 2.2.2.2,203.0.113.7', '169.254.1.1')).toBe('203.0.113.7');
    expect(callerAddress(['9.9.9.9', '203.0.113.7'], undefined)).toBe('203.0.113.7');
  });

  it('falls back to the socket’s address, then to one shared key', () => {
    expect(callerAddress(undefined, '127.0.0.1')).toBe('127.0.0.1');
    expect(callerAddress(' , ', '127.0.0.1')).toBe('127.0.0.1');
    expect(callerAddress(undefined, undefined)).toBe('unknown');
  });
});
