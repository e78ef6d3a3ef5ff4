import { describe, expect, it } from 'vitest';
import {
  type ConsentMailFacts,
  consentNoticeMail,
  consentWithdrawnMail,
  escapeHtml,
  guardianMail,
} from './consentMail.ts';

const facts: ConsentMailFacts = {
  candidateName: 'Asha Rao',
  grade: 7,
  guardianName: 'Meera Rao',
  registrantEmail: 'family@example.com',
  editionName: 'October 2024',
  link: 'https://apex.example/guardian?token=abc&x=1',
  expiresOn: '2024-09-08',
  withdrawUrl: 'https://apex.example/page3',
};

describe('guardianMail', () => {
  it('asks the guardian to confirm, with the link and the day it stops working', () => {
    const mail = guardianMail('en', facts);
    expect(mail.subject).toBe('Please confirm the Apex exam registration of Asha Rao');
    expect(mail.text).toContain('Dear Meera Rao,');
    expect(mail.text).toContain(
      'The account family@example.com has registered Asha Rao (7th Grade) for the October 2024 Apex exam',
    );
    expect(mail.text).toContain(`\n\n${facts.link}\n\n`);
    expect(mail.text).toContain('until 8th September 2024');
    expect(mail.html).toContain(
      '<a href="https://apex.example/guardian?token=abc&amp;x=1">https://apex.example/guardian?token=abc&amp;x=1</a>',
    );
  });

  it('is in Hindi for a Hindi page', () => {
    const mail = guardianMail('hi', facts);
    expect(mail.subject).toContain('पुष्टि');
    expect(mail.text).toContain('कक्षा\u00a07');
    expect(mail.text).toContain('8\u00a0सितंबर 2024');
  });

  it('leaves out the link and the expiry when there are none', () => {
    const { link: _, expiresOn: __, ...withoutLink } = facts;
    const mail = guardianMail('en', withoutLink);
    expect(mail.text).not.toContain('until 8th');
    expect(mail.html).not.toContain('<a ');
  });

  it('escapes every value in the HTML part', () => {
    const mail = guardianMail('en', { ...facts, candidateName: '<script>alert("x")</script>' });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(mail.text).toContain('<script>');
  });
});

describe('consentNoticeMail', () => {
  it('tells the account holder their consent is recorded and how to withdraw', () => {
    const mail = consentNoticeMail('en', facts);
    expect(mail.subject).toBe('Apex exam registration of Asha Rao: your consent is recorded');
    expect(mail.text).toContain('from the account family@example.com');
    expect(mail.text).toContain(facts.withdrawUrl);
    expect(mail.html).toContain(`<a href="${facts.withdrawUrl}">`);
    expect(consentNoticeMail('hi', facts).subject).toContain('सहमति');
  });
});

describe('escapeHtml', () => {
  it('escapes & < > " and \'', () => {
    expect(escapeHtml(`&<>"'a`)).toBe('&amp;&lt;&gt;&quot;&#39;a');
  });
});

describe("the guardian's own page in every mail to a guardian (issue 38)", () => {
  const manageUrl = 'https://apex.example/guardian/manage?token=m1';

  it('ends the request and the notice with the manage link, when there is one', () => {
    for (const mail of [
      guardianMail('en', { ...facts, manageUrl }),
      consentNoticeMail('en', { ...facts, manageUrl }),
    ]) {
      expect(mail.text).toContain(`\n\n${manageUrl}\n\n`);
    }
    expect(guardianMail('en', facts).text).not.toContain('/guardian/manage');
  });

  it('tells the registrant, in their language, that the guardian withdrew consent', () => {
    const mail = consentWithdrawnMail('en', facts);
    expect(mail.text).toContain('Asha Rao');
    expect(mail.text).toContain(`\n\n${facts.withdrawUrl}\n\n`);
    expect(mail.text).not.toContain('/guardian?token');
    expect(consentWithdrawnMail('hi', facts).subject).not.toBe(mail.subject);
  });
});
