import { messagesFor, PLACEHOLDER_ORGANISER } from '@apex/core';
import { describe, expect, it } from 'vitest';
import { PRIVACY_POLICY } from './policies.ts';

const choices = (language: 'en' | 'hi', heading: string) =>
  PRIVACY_POLICY[language].sections
    .find((section) => section.heading === heading)
    ?.paragraphs.join(' ') ?? '';

describe('the privacy policy, "Your choices"', () => {
  it.each([
    ['en', 'Your choices'],
    ['hi', 'आपके विकल्प'],
  ] as const)(
    '(%s) sends the visitor to the delete button the app shows, not to a support mailbox',
    (language, heading) => {
      const words = messagesFor(language);
      const text = choices(language, heading);
      expect(text).toContain(words.account.deleteAccount);
      expect(text).toContain(words.account.editProfile);
      expect(text).not.toMatch(/(write to|पर लिखें)[^.।]*(deleted|हटवाने)/);
    },
  );

  it('names the organiser’s support address, the one the deployment configures', () => {
    expect(choices('en', 'Your choices')).toContain(PLACEHOLDER_ORGANISER.supportEmail);
  });
});
