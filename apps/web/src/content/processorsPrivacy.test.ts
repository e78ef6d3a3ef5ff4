import {
  consentNotice,
  GRIEVANCE_RESPONSE_DAYS,
  LOCALES,
  type Locale,
  loadCatalog,
} from '@apex/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { POLICY_DOCUMENTS } from './policies.ts';

/**
 * Issue 38, item 10: the consent notice and the privacy policy name every purpose and processor
 * (the public certificate and credential, Google's Firebase, the mail provider, reCAPTCHA through
 * App Check, the external test host), the grievance officer's answer time and the Data
 * Protection Board of India; nothing claims "no tracking" while App Check runs.
 */

const MENTIONS: Readonly<Record<Locale, Readonly<Record<string, RegExp>>>> = {
  en: {
    'the public certificate': /public certificate|Certificates are public/,
    'the signed credential': /signed digital credential/,
    'Google (Firebase)': /Google.*Firebase|Firebase.*Google/,
    'the mail provider': /email delivery provider/,
    'reCAPTCHA and App Check': /reCAPTCHA.*App Check|App Check.*reCAPTCHA/,
    'the external test host': /external test site/,
    'the grievance officer': /grievance officer/,
    'the answer time': new RegExp(`within ${GRIEVANCE_RESPONSE_DAYS} days`),
    'the Data Protection Board': /Data Protection Board of India/,
  },
  hi: {
    'the public certificate': /सार्वजनिक प्रमाणपत्र|प्रमाणपत्र जान-बूझकर सार्वजनिक/,
    'the signed credential': /हस्ताक्षरित डिजिटल क्रेडेंशियल/,
    'Google (Firebase)': /Google.*Firebase|Firebase.*Google/,
    'the mail provider': /ईमेल भेजने वाली सेवा/,
    'reCAPTCHA and App Check': /reCAPTCHA.*App Check|App Check.*reCAPTCHA/,
    'the external test host': /बाहरी टेस्ट साइट/,
    'the grievance officer': /शिकायत अधिकारी/,
    'the answer time': new RegExp(`${GRIEVANCE_RESPONSE_DAYS}\u00a0दिन के भीतर`),
    'the Data Protection Board': /भारत के डेटा संरक्षण बोर्ड/,
  },
};

function policyText(locale: Locale): string {
  return POLICY_DOCUMENTS.privacy[locale].sections
    .flatMap((section) => section.paragraphs)
    .join('\n');
}

beforeAll(() => loadCatalog('hi'));

describe.each(LOCALES)('the notices in %s (issue 38)', (locale) => {
  it.each(Object.keys(MENTIONS[locale]))('the consent notice names %s', (name) => {
    expect(consentNotice(locale)).toMatch(MENTIONS[locale][name] ?? /$^/);
  });

  it.each(Object.keys(MENTIONS[locale]))('the privacy policy names %s', (name) => {
    expect(policyText(locale)).toMatch(MENTIONS[locale][name] ?? /$^/);
  });

  it('claims nowhere that there is no tracking', () => {
    const claims = locale === 'en' ? /no (analytics or )?tracking/i : /कोई एनालिटिक्स या ट्रैकिंग नहीं/;
    expect(consentNotice(locale)).not.toMatch(claims);
    expect(policyText(locale)).not.toMatch(claims);
  });
});
