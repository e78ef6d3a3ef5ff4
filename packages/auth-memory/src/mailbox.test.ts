import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryBackend } from './createMemoryBackend.ts';

const ORIGIN = 'https://apex.example';

describe('controls.mailbox', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2024-10-05T09:30:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lists the auth mails and the server mails together, newest first', async () => {
    const backend = createMemoryBackend({ siteOrigin: ORIGIN, now: () => Date.now() });
    await backend.auth.createAccount('asha@example.com', 'Secret#123');
    vi.setSystemTime(new Date('2024-10-05T09:31:00Z'));
    await backend.subscriptions.subscribe('ravi@example.com', 'newsletter', 'hi');
    vi.setSystemTime(new Date('2024-10-05T09:32:00Z'));
    await backend.auth.sendPasswordReset('asha@example.com');

    const mails = backend.controls.mailbox;

    expect(mails.map((mail) => [mail.kind, mail.to, mail.language])).toEqual([
      ['passwordReset', 'asha@example.com', 'en'],
      ['subscription-confirm', 'ravi@example.com', 'hi'],
      ['verifyEmail', 'asha@example.com', 'en'],
    ]);
    expect(mails[0]?.code).toBe(backend.controls.outbox[0]?.code);
    expect(new Set(mails.map((mail) => mail.id)).size).toBe(3);
  });

  it("gives a written mail's subject, text and every link on the site, the unsubscribe link too", async () => {
    const backend = createMemoryBackend({ siteOrigin: ORIGIN });
    await backend.subscriptions.subscribe('ravi@example.com', 'newsletter', 'en');

    const [mail] = backend.controls.mailbox;
    const [queued] = backend.controls.consentMail;

    expect(mail?.subject).toBe(queued?.subject);
    expect(mail?.text).toBe(queued?.text);
    expect(mail?.links).toContain(queued?.link);
    expect(mail?.links).toContain(queued?.unsubscribeLink);
    for (const link of mail?.links ?? []) expect(link.startsWith(`${ORIGIN}/`)).toBe(true);
    expect(mail?.code).toBeUndefined();
  });

  it('is empty before anything is sent', () => {
    expect(createMemoryBackend().controls.mailbox).toEqual([]);
  });
});
