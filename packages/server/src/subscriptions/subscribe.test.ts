import '@apex/core/all-catalogs';
import { describe, expect, it } from 'vitest';
import { confirmLinkRefusal, decideSubscribe } from './subscribe.ts';

const NOW = new Date('2026-11-26T12:00:00Z');
const INPUT = {
  subscriber: 'hmac',
  email: 'asha@example.com',
  topic: 'newsletter',
  language: 'hi',
  confirmed: false,
  recent: [],
  now: NOW,
  siteOrigin: 'https://apex.example',
  mailbox: 'unsubscribe@apex.example',
  oneClick: true,
  confirmToken: { token: 'confirm-token', id: 'c' },
  unsubscribeToken: { token: 'leave-token', id: 'u' },
} as const;

describe('a subscribe', () => {
  it('mails a confirmation link and a link to leave, in the language asked', () => {
    const decision = decideSubscribe(INPUT);
    if (decision.action !== 'mail') throw new Error(decision.action);
    expect(decision.links).toEqual([
      {
        id: 'c',
        record: {
          subscriber: 'hmac',
          topic: 'newsletter',
          purpose: 'confirm',
          language: 'hi',
          expiresAt: new Date('2026-12-03T12:00:00Z'),
        },
      },
      {
        id: 'u',
        record: {
          subscriber: 'hmac',
          topic: 'newsletter',
          purpose: 'unsubscribe',
          language: 'hi',
          expiresAt: null,
        },
      },
    ]);
    expect(decision.confirmationMails).toEqual([{ topic: 'newsletter', at: NOW.getTime() }]);
    expect(decision.mail.to).toBe('asha@example.com');
    expect(decision.mail.message.text).toContain(
      'https://apex.example/hi/subscribe/confirm?token=confirm-token',
    );
    expect(decision.mail.message.headers['List-Unsubscribe']).toBe(
      '<https://apex.example/list-unsubscribe?token=leave-token>, <mailto:unsubscribe@apex.example?subject=unsubscribe>',
    );
  });

  it('points List-Unsubscribe at the page where there is no one-click endpoint', () => {
    const decision = decideSubscribe({ ...INPUT, oneClick: false, mailbox: '' });
    expect(decision.action === 'mail' && decision.mail.message.headers['List-Unsubscribe']).toBe(
      '<https://apex.example/hi/unsubscribe?token=leave-token>',
    );
  });

  it('sends nothing to an address on the list, or past its mails for the day', () => {
    expect(decideSubscribe({ ...INPUT, confirmed: true })).toEqual({ action: 'none' });
    const recent = [{ topic: 'newsletter', at: NOW.getTime() - 3_600_000 }];
    expect(decideSubscribe({ ...INPUT, recent })).toEqual({ action: 'none' });
  });
});

describe('a confirmation link', () => {
  const LIVE = { purpose: 'confirm', used: false, expiresAt: new Date('2026-11-27T00:00:00Z') };

  it('is refused unknown, used, expired, or when the address left the list, in that order', () => {
    expect(confirmLinkRefusal(null, true, NOW)).toBe('subscription/link-unknown');
    expect(confirmLinkRefusal({ ...LIVE, purpose: 'unsubscribe' }, true, NOW)).toBe(
      'subscription/link-unknown',
    );
    expect(confirmLinkRefusal({ ...LIVE, used: true, expiresAt: NOW }, true, NOW)).toBe(
      'subscription/link-used',
    );
    expect(confirmLinkRefusal({ ...LIVE, expiresAt: NOW }, false, NOW)).toBe(
      'subscription/link-expired',
    );
    expect(confirmLinkRefusal(LIVE, false, NOW)).toBe('subscription/link-unknown');
    expect(confirmLinkRefusal(LIVE, true, NOW)).toBeNull();
  });
});
