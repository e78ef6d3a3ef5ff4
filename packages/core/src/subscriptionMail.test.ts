import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalog } from './messages.ts';
import { subscriptionConfirmMail } from './subscriptionMail.ts';

const FACTS = {
  topic: 'newsletter',
  confirmUrl: 'https://apex.example/subscribe/confirm?token=c&x=<1>',
  expiresOn: '2026-12-03',
  unsubscribeUrl: 'https://apex.example/unsubscribe?token=u',
} as const;

describe('subscriptionConfirmMail', () => {
  beforeAll(async () => {
    await loadCatalog('hi');
  });

  it('asks to confirm the topic with the link, says until when, and how to leave', () => {
    const mail = subscriptionConfirmMail('en', FACTS);

    expect(mail.subject).toBe('Please confirm your subscription to the Apex newsletter');
    expect(mail.text).toContain(`Open this link to confirm:\n\n${FACTS.confirmUrl}\n`);
    expect(mail.text).toContain('The link works until 3rd December 2026.');
    expect(mail.text).toContain(
      `To unsubscribe (stop these mails) at any time, open this link:\n\n${FACTS.unsubscribeUrl}`,
    );
    expect(mail.html).toContain(
      'href="https://apex.example/subscribe/confirm?token=c&amp;x=&lt;1&gt;"',
    );
  });

  it('names the next-edition list in its own words', () => {
    const mail = subscriptionConfirmMail('en', { ...FACTS, topic: 'next-edition' });

    expect(mail.subject).toBe('Please confirm: notice of the next Apex exam');
  });

  it('writes in Hindi for a Hindi form', () => {
    const mail = subscriptionConfirmMail('hi', FACTS);

    expect(mail.subject).toBe('कृपया Apex न्यूज़लेटर की सदस्यता की पुष्टि करें');
    expect(mail.text).toContain(FACTS.unsubscribeUrl);
  });
});
