import '@apex/core/all-catalogs';
import { consentNoticeMail, guardianLink, guardianMail, registrationPageLink } from '@apex/core';
import { describe, expect, it } from 'vitest';
import { mailDocument, mailFacts } from './mail.ts';
import type { ConsentRegistration } from './registration.ts';

const REGISTRATION: ConsentRegistration = {
  candidateName: 'Asha <b>Rao</b>',
  grade: 7,
  schoolName: 'KV 1',
  guardianName: 'Meera Rao',
  guardianEmail: ' meera@example.com ',
  noticeVersion: 'v1',
  noticeLanguage: 'hi',
  guardianConfirmedAt: null,
  guardianRequestedAt: null,
};
const ORIGIN = 'https://apex.example/';

describe('the mail outbox', () => {
  it('holds documents in the Trigger Email extension’s format, with our kind and language', () => {
    const message = { subject: 's', text: 't', html: 'h' };
    expect(mailDocument('guardian-confirm', ' a@example.com ', 'hi', message)).toEqual({
      to: 'a@example.com',
      message,
      kind: 'guardian-confirm',
      language: 'hi',
    });
  });

  it('links the site’s pages in the notice’s language', () => {
    expect(registrationPageLink(ORIGIN, 'en')).toBe('https://apex.example/exam-registration');
    expect(registrationPageLink(ORIGIN, 'hi')).toBe('https://apex.example/hi/exam-registration');
    expect(guardianLink(ORIGIN, 'hi', 'abc')).toBe('https://apex.example/hi/guardian?token=abc');
    expect(guardianLink(ORIGIN, 'en', 'abc')).toBe('https://apex.example/guardian?token=abc');
  });

  it('tells the guardian the last Indian day the link works, and the edition by name', () => {
    const facts = mailFacts(REGISTRATION, '2024', 'parent@example.com', ORIGIN, {
      url: 'https://apex.example/hi/guardian?token=abc',
      // 18:30 UTC is already the next day in India.
      expiresAt: new Date('2026-12-03T18:30:00Z'),
    });
    expect(facts).toMatchObject({
      // The registration's notice was read in Hindi, so its mails name the edition in Hindi.
      editionName: 'अक्टूबर 2024',
      expiresOn: '2026-12-04',
      withdrawUrl: 'https://apex.example/hi/exam-registration',
      registrantEmail: 'parent@example.com',
    });
    const mail = guardianMail('hi', facts);
    expect(mail.text).toContain('अक्टूबर 2024 की Apex परीक्षा');
    expect(mail.text).not.toContain('October');
    expect(mail.text).toContain('https://apex.example/hi/guardian?token=abc');
    expect(mail.html).toContain('Asha &lt;b&gt;Rao&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>');
  });

  it('gives the notice without a link in the registration’s language', () => {
    const facts = mailFacts(REGISTRATION, '2024', 'parent@example.com', ORIGIN);
    expect(facts.link).toBeUndefined();
    expect(consentNoticeMail('en', facts).text).toContain(
      'https://apex.example/hi/exam-registration',
    );
  });
});
