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
    expect(english).toMatch(/only a parent or lawful guardian may register them and consent/);
    expect(english).toContain(`only for people of ${POLICIES.minimumAgeYears} or over`);
    expect(english).toContain(`${REGISTRATION_RETENTION_MONTHS} months after the last test day`);
    expect(english).toMatch(/withdraw the registration at any time/);
    expect(english).toContain(AGENCY.supportEmail);
    // Issue 38: App Check's reCAPTCHA reads the browser, so nothing claims "no tracking".
    expect(english).toContain('no analytics and no advertising trackers');
    expect(english).not.toMatch(/no (analytics or )?tracking/);
  });

  it('says how the guardian confirms, when the data goes, and what the consent record keeps (issue 28)', () => {
    expect(english).toContain("your account's verified address, your consent is recorded");
    expect(english).toContain('a link that works once, for 7 days');
    expect(english).toContain('if they decline, it is deleted');
    // Nothing without consent lingers, and a stranger sees little (issue 38).
    expect(english).toContain('If nobody confirms within those days, the registration is deleted');
    expect(english).toContain("only the candidate's first name and grade");
    expect(english).toContain('on 25th October 2025');
    expect(english).toContain("The record holds none of the candidate's details");
    expect(english).not.toMatch(/candidate with a parent's or guardian's agreement/);
  });

  it('has a Hindi twin with the same id, one paragraph for each English one, in Devanagari', () => {
    expect(hi.id).toBe(en.id);
    expect(hi.paragraphs).toHaveLength(en.paragraphs.length);
    for (const paragraph of [hi.heading, ...hi.paragraphs]) expect(paragraph).toMatch(DEVANAGARI);
    expect(hi.paragraphs.join(' ')).toContain(String(REGISTRATION_RETENTION_MONTHS));
  });

  it("is what the form's consent text promises: the same retention in both languages", () => {
    expect(consentNotice('en')).toContain(`${REGISTRATION_RETENTION_MONTHS} months`);
    expect(consentNotice('hi')).toContain(`${REGISTRATION_RETENTION_MONTHS}\u00a0महीने`);
  });
});
