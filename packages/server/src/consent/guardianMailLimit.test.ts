import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../hashes.ts';
import { decideGuardianMail, guardianMailCounterKeys } from './guardianMailLimit.ts';

describe('where the guardian-mail counts live (issue 38)', () => {
  it('keys the account by its uid and the address by its hash, in any letter case', () => {
    const keys = guardianMailCounterKeys('u1', 'Meera@Example.com');

    expect(keys).toEqual({
      account: 'account:u1',
      recipient: `recipient:${sha256Hex('meera@example.com')}`,
    });
    expect(guardianMailCounterKeys('u2', 'meera@example.com').recipient).toBe(keys.recipient);
    expect(keys.recipient).not.toContain('meera');
  });
});

describe('one more guardian mail today', () => {
  const NOW = new Date('2026-11-26T10:00:00Z');
  const today = (count: number) => ({ day: '2026-11-26', count });

  it('goes while both days have room, counting it on both', () => {
    expect(decideGuardianMail({ account: today(5), recipient: today(3) }, NOW)).toEqual({
      allowed: true,
      counts: { account: today(6), recipient: today(4) },
    });
  });

  it('counts from zero with nothing stored, or yesterday’s counts', () => {
    const yesterday = { day: '2026-11-25', count: 6 };
    expect(decideGuardianMail({ account: yesterday, recipient: undefined }, NOW)).toEqual({
      allowed: true,
      counts: { account: today(1), recipient: today(1) },
    });
  });

  it('is refused with six from the account today, or four to the address', () => {
    expect(decideGuardianMail({ account: today(6), recipient: today(0) }, NOW)).toEqual({
      allowed: false,
      code: 'guardian/account-mail-limit',
    });
    expect(decideGuardianMail({ account: today(1), recipient: today(4) }, NOW)).toEqual({
      allowed: false,
      code: 'guardian/recipient-mail-limit',
    });
  });
});
