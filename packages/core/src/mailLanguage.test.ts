import { describe, expect, it } from 'vitest';
import './locales/allCatalogs.ts';
import {
  type ConsentMailFacts,
  consentNoticeMail,
  guardianMail,
  type MailContent,
} from './consentMail.ts';
import { EDITION_2024 } from './editions.ts';
import { editionNameOf } from './editionsText.ts';
import { LOCALES, type Locale } from './messages.ts';
import { type ResultMailFacts, resultMail } from './resultMail.ts';
import { subscriptionConfirmMail } from './subscriptionMail.ts';

/**
 * Every mail the servers send, in every language, with the edition named as the servers name it
 * (`editionNameOf`, issue 39): a Hindi mail must never fall back to the English "October 2024".
 */
const LATIN_MONTH =
  /\b(January|February|March|April|May|June|July|August|September|October|November|December)\b/;

function consentFacts(locale: Locale): ConsentMailFacts {
  return {
    candidateName: 'Asha Rao',
    grade: 7,
    guardianName: 'Meera Rao',
    registrantEmail: 'family@example.com',
    editionName: editionNameOf(EDITION_2024.id, locale),
    link: 'https://apex.example/guardian?token=abc',
    expiresOn: '2024-09-20',
    withdrawUrl: 'https://apex.example/exam-registration',
  };
}

function resultFacts(locale: Locale): ResultMailFacts {
  return {
    candidateName: 'Asha Rao',
    grade: 7,
    guardianName: 'Meera Rao',
    editionName: editionNameOf(EDITION_2024.id, locale),
    scorePercent: 96.5,
    percentileInGrade: 98,
    candidatesInGrade: 120,
    rankInGrade: 3,
    achievement: 'prize',
    prizeEligible: true,
    certificateUrl: 'https://apex.example/certificate/abc',
    registrationUrl: 'https://apex.example/exam-registration',
  };
}

const SUBSCRIPTION_LINKS = {
  confirmUrl: 'https://apex.example/subscription/confirm?token=a',
  expiresOn: '2024-09-20',
  unsubscribeUrl: 'https://apex.example/unsubscribe?token=b',
} as const;

const MAILS: Readonly<Record<string, (locale: Locale) => MailContent>> = {
  guardian: (locale) => guardianMail(locale, consentFacts(locale)),
  notice: (locale) => consentNoticeMail(locale, consentFacts(locale)),
  result: (locale) => resultMail(locale, resultFacts(locale)),
  'corrected result': (locale) => resultMail(locale, { ...resultFacts(locale), corrected: true }),
  'newsletter subscription': (locale) =>
    subscriptionConfirmMail(locale, { topic: 'newsletter', ...SUBSCRIPTION_LINKS }),
  'next-exam subscription': (locale) =>
    subscriptionConfirmMail(locale, { topic: 'next-edition', ...SUBSCRIPTION_LINKS }),
};

function render(kind: string, locale: Locale): string {
  const mail = MAILS[kind]?.(locale);
  if (mail === undefined) throw new Error(`No mail kind ${kind}`);
  return `${mail.subject}\n${mail.text}`;
}

const CASES = Object.keys(MAILS).flatMap((kind) =>
  LOCALES.map((locale) => [kind, locale] as const),
);

describe('every mail in its language', () => {
  it.each(CASES)('the %s mail in %s names no month in the other language', (kind, locale) => {
    const words = render(kind, locale);
    if (locale === 'hi') expect(words).not.toMatch(LATIN_MONTH);
    else expect(words).not.toMatch(/[\u0900-\u097F]/);
  });

  it('names the edition in Hindi in Hindi word order, "{edition} की Apex परीक्षा"', () => {
    for (const kind of ['guardian', 'notice', 'result']) {
      expect(render(kind, 'hi')).toContain('अक्टूबर 2024 की Apex परीक्षा');
    }
    expect(render('result', 'hi')).toContain('Asha Rao का Apex परीक्षा परिणाम (अक्टूबर 2024)');
    expect(render('guardian', 'en')).toContain('for the October 2024 Apex exam');
  });

  it('tells a corrected result apart: its subject, the new score and the old file cancelled (issue 38)', () => {
    expect(render('corrected result', 'en')).toContain(
      'Corrected: Apex exam result of Asha Rao (October 2024)',
    );
    expect(render('corrected result', 'en')).toContain(
      'has been corrected. The score is now 96.5%.',
    );
    expect(render('corrected result', 'en')).toContain('downloaded before is cancelled');
    expect(render('corrected result', 'hi')).toContain(
      'सुधार: Asha Rao का Apex परीक्षा परिणाम (अक्टूबर 2024)',
    );
    expect(render('corrected result', 'hi')).toContain('परिणाम सुधारा गया है। अब अंक 96.5% हैं।');
    expect(render('corrected result', 'hi')).toContain('रद्द हो गई है');
    expect(render('result', 'en')).not.toContain('corrected');
  });

  it('says an unknown edition by its id rather than failing', () => {
    expect(editionNameOf('1999', 'hi')).toBe('1999');
    expect(editionNameOf(EDITION_2024.id, 'en')).toBe('October 2024');
  });
});
