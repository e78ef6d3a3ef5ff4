import { describe, expect, it } from 'vitest';
import './locales/allCatalogs.ts';
import { formatScore, type ResultMailFacts, resultMail } from './resultMail.ts';

const facts: ResultMailFacts = {
  candidateName: 'Asha <Rao>',
  grade: 7,
  guardianName: 'Meera Rao',
  editionName: 'October 2024',
  scorePercent: 96.5,
  percentileInGrade: 98,
  candidatesInGrade: 120,
  rankInGrade: 2,
  achievement: 'prize',
  prizeEligible: true,
  certificateUrl: 'https://apex.example/certificate/abc_DEF-123',
  registrationUrl: 'https://apex.example/page3',
};

describe('resultMail', () => {
  it('gives the score, the percentile, the achievement, the prize voucher and both links', () => {
    const mail = resultMail('en', facts);
    expect(mail.subject).toBe('Apex exam result of Asha <Rao> (October 2024)');
    expect(mail.text).toContain('Dear Meera Rao,');
    expect(mail.text).toContain(
      'Asha <Rao> (7th Grade) scored 96.5%. That is higher than 98% of the candidates of the same grade.',
    );
    expect(mail.text).toContain('Achievement: Prize.');
    expect(mail.text).toContain('wins a prize voucher');
    expect(mail.text).toContain(`\n\n${facts.certificateUrl}\n\n`);
    expect(mail.text).toContain(`\n\n${facts.registrationUrl}\n\n`);
    expect(mail.html).toContain('Asha &lt;Rao&gt;');
    expect(mail.html).toContain(`<a href="${facts.certificateUrl}">`);
  });

  it('promises no prize voucher without a prize', () => {
    const mail = resultMail('en', {
      ...facts,
      scorePercent: 80,
      achievement: 'merit',
      prizeEligible: false,
    });
    expect(mail.text).toContain('Achievement: Merit.');
    expect(mail.text).not.toContain('voucher');
  });

  it('is in Hindi for a Hindi registration', () => {
    const mail = resultMail('hi', facts);
    expect(mail.subject).toContain('परिणाम');
    expect(mail.text).toContain('कक्षा\u00a07');
    expect(mail.text).toContain('उपलब्धि: पुरस्कार।');
  });
});

describe('the standing in the grade, in the mail (issue 42)', () => {
  it('names the only candidate of a grade as such, never "higher than 0%"', () => {
    for (const locale of ['en', 'hi'] as const) {
      const mail = resultMail(locale, {
        ...facts,
        percentileInGrade: 0,
        candidatesInGrade: 1,
        rankInGrade: 1,
      });
      expect(mail.text).not.toMatch(/\b0\s*%/);
      expect(mail.text).toContain(
        locale === 'en'
          ? 'Asha <Rao> was the only candidate of this grade, so there is no percentile.'
          : 'Asha <Rao> इस कक्षा के अकेले परीक्षार्थी थे, इसलिए कोई पर्सेंटाइल नहीं है।',
      );
    }
  });

  it('says the top scorer has the highest score, whatever the percentile', () => {
    const mail = resultMail('en', { ...facts, percentileInGrade: 75, rankInGrade: 1 });
    expect(mail.text).toContain('That is the highest score of the candidates of the same grade.');
    expect(mail.text).not.toContain('higher than 75%');
  });

  it('gives no percentile for a grade of fewer than 10', () => {
    const mail = resultMail('en', {
      ...facts,
      percentileInGrade: 50,
      candidatesInGrade: 4,
      rankInGrade: 3,
    });
    expect(mail.text).toContain(
      'Fewer than 10 candidates took the exam in this grade, so there is no percentile.',
    );
    expect(mail.text).not.toContain('50%');
  });
});

describe('formatScore', () => {
  it('prints up to two decimals with Latin digits', () => {
    expect(formatScore(87.5, 'en')).toBe('87.5');
    expect(formatScore(100, 'hi')).toBe('100');
    expect(formatScore(33.33, 'hi')).toBe('33.33');
  });
});

describe("the result mail's way to the guardian's own page (issue 38)", () => {
  it('carries the manage link when the server gave one, and nothing in its place otherwise', () => {
    const manageUrl = 'https://apex.example/guardian/manage?token=m1';
    expect(resultMail('en', { ...facts, manageUrl }).text).toContain(`\n\n${manageUrl}\n\n`);
    expect(resultMail('en', facts).text).not.toContain('/guardian/manage');
  });
});
