import { describe, expect, it } from 'vitest';
import { REGISTRATION } from '../testing/registration.ts';
import { decideResend, resendsToday } from './resend.ts';

describe('resends counted per Indian day', () => {
  it('counts today’s, and starts again at zero on a new day', () => {
    expect(resendsToday({ day: '2026-11-26', count: 2 }, '2026-11-26')).toBe(2);
    expect(resendsToday({ day: '2026-11-25', count: 3 }, '2026-11-26')).toBe(0);
  });

  it('counts nothing from nothing or from a malformed record', () => {
    expect(resendsToday(undefined, '2026-11-26')).toBe(0);
    expect(resendsToday({ day: '2026-11-26', count: '3' }, '2026-11-26')).toBe(0);
  });
});

describe('a resend of the guardian’s mail', () => {
  const NOW = new Date('2026-11-26T10:00:00Z');
  const registration = { ...REGISTRATION, guardianRequestedAt: '2026-11-26T09:00:00Z' };
  const input = {
    editionId: '2024',
    uid: 'u1',
    registration,
    storedResends: { day: '2026-11-26', count: 2 },
    storedMailCounts: { account: undefined, recipient: { day: '2026-11-26', count: 1 } },
    registrantEmail: 'parent@example.com',
    siteOrigin: 'https://apex.example',
    now: NOW,
    token: { token: 't'.repeat(43), id: 'abc' },
    manageToken: { token: 'm'.repeat(43), id: 'def' },
  };

  it('sends a fresh link and counts it', () => {
    expect(decideResend(input)).toMatchObject({
      action: 'resend',
      resends: { day: '2026-11-26', count: 3 },
      mailCounts: {
        account: { day: '2026-11-26', count: 1 },
        recipient: { day: '2026-11-26', count: 2 },
      },
      requestedAt: NOW,
      request: { tokenId: 'abc', mail: { kind: 'guardian-confirm', to: 'meera@example.com' } },
    });
  });

  it('refuses past the day’s limit', () => {
    expect(decideResend({ ...input, storedResends: { day: '2026-11-26', count: 3 } })).toEqual({
      action: 'refuse',
      code: 'guardian/resend-limit',
    });
  });

  it('refuses past the account’s or the address’s day, whichever registration asks (issue 38)', () => {
    const full = { day: '2026-11-26', count: 6 };
    expect(
      decideResend({ ...input, storedMailCounts: { account: full, recipient: undefined } }),
    ).toEqual({ action: 'refuse', code: 'guardian/account-mail-limit' });
    expect(
      decideResend({
        ...input,
        storedMailCounts: { account: undefined, recipient: { day: '2026-11-26', count: 4 } },
      }),
    ).toEqual({ action: 'refuse', code: 'guardian/recipient-mail-limit' });
  });

  it('sends nothing for a confirmed or a gone registration', () => {
    const confirmed = { ...registration, guardianConfirmedAt: '2026-11-26T09:30:00Z' };
    expect(decideResend({ ...input, registration: confirmed })).toEqual({ action: 'none' });
    expect(decideResend({ ...input, registration: null })).toEqual({ action: 'none' });
  });
});
