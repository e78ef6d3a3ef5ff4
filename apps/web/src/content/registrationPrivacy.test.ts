import { AGENCY, consentNotice, POLICIES } from '@apex/core';
import { describe, expect, it } from 'vitest';
import {
  REGISTRATION_PRIVACY,
  REGISTRATION_PRIVACY_ID,
  REGISTRATION_RETENTION_MONTHS,
} from './registrationPrivacy.ts';

const DEVANAGARI = /[\u0900-\u097F]/;

describe("the privacy policy's exam registration section", () => {
  const { en, hi } = REGISTRATION_PRIVACY;
  const english = en.paragraphs.join(' ');

  it('says what is collected, whose consent, the age for accounts, retention and withdrawal', () => {
    expect(en.id).toBe(REGISTRATION_PRIVACY_ID);
    for (const collected of [
      "candidate's full name and grade",
      "school's name, city and state",
      'mobile number',
    ]) {
      expect(english).toContain(collected);
    }
    expect(english).toMatch(/under 18, a parent or lawful guardian consents/);
    expect(english).toContain(`only for people of ${POLICIES.minimumAgeYears} or over`);
    expect(english).toContain(`${REGISTRATION_RETENTION_MONTHS} months after the last test day`);
    expect(english).toMatch(/withdraw the registration at any time/);
    expect(english).toContain(AGENCY.supportEmail);
    expect(english).toContain('no analytics or tracking');
  });

  it('has a Hindi twin with the same id, one paragraph for each English one, in Devanagari', () => {
    expect(hi.id).toBe(en.id);
    expect(hi.paragraphs).toHaveLength(en.paragraphs.length);
    for (const paragraph of [hi.heading, ...hi.paragraphs]) expect(paragraph).toMatch(DEVANAGARI);
    expect(hi.paragraphs.join(' ')).toContain(String(REGISTRATION_RETENTION_MONTHS));
  });

  it("is what the form's consent text promises: the same retention in both languages", () => {
    expect(consentNotice('en')).toContain(`${REGISTRATION_RETENTION_MONTHS} months`);
    expect(consentNotice('hi')).toContain(`${REGISTRATION_RETENTION_MONTHS} महीने`);
  });
});
