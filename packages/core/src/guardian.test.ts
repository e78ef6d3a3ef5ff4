import { describe, expect, it } from 'vitest';
import {
  GUARDIAN_LINK_VALID_DAYS,
  GUARDIAN_RESENDS_PER_DAY,
  guardianLink,
  guardianLinkExpiresAt,
  guardianManageLink,
  guardianStatusOf,
  registrationPageLink,
} from './guardian.ts';

describe('guardianStatusOf', () => {
  it('counts a registration only once a guardian confirmed it', () => {
    expect(guardianStatusOf({ guardianConfirmedAt: new Date() })).toBe('confirmed');
    expect(guardianStatusOf({ guardianConfirmedAt: null })).toBe('awaiting-guardian');
    expect(guardianStatusOf({})).toBe('awaiting-guardian');
  });
});

describe('the guardian link', () => {
  it('opens the guardian page in the language of the page that registered', () => {
    expect(guardianLink('https://apex.example', 'en', 'abc_-1')).toBe(
      'https://apex.example/guardian?token=abc_-1',
    );
    expect(guardianLink('https://apex.example/', 'hi', 'a b')).toBe(
      'https://apex.example/hi/guardian?token=a%20b',
    );
  });

  it('the registration page, where a registration is withdrawn, in either language', () => {
    expect(registrationPageLink('https://apex.example', 'en')).toBe(
      'https://apex.example/exam-registration',
    );
    expect(registrationPageLink('https://apex.example', 'hi')).toBe(
      'https://apex.example/hi/exam-registration',
    );
  });

  it('works for 7 days from when it was sent; 3 resends a day', () => {
    expect(GUARDIAN_LINK_VALID_DAYS).toBe(7);
    expect(GUARDIAN_RESENDS_PER_DAY).toBe(3);
    expect(guardianLinkExpiresAt(new Date('2024-09-01T10:00:00Z')).toISOString()).toBe(
      '2024-09-08T10:00:00.000Z',
    );
  });
});

describe("the guardian's manage link (issue 38)", () => {
  it('opens their own page in the language of the mail', () => {
    expect(guardianManageLink('https://apex.example', 'en', 'm_1')).toBe(
      'https://apex.example/guardian/manage?token=m_1',
    );
    expect(guardianManageLink('https://apex.example', 'hi', 'a b')).toBe(
      'https://apex.example/hi/guardian/manage?token=a%20b',
    );
  });
});
