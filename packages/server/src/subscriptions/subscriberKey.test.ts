import { describe, expect, it } from 'vitest';
import { callerId, subscriberId } from './subscriberKey.ts';

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
