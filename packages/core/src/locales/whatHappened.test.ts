import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { hi } from './hi.ts';

/**
 * ADR 0128, "the page says what happened": these sentences show as soon as a save returns, and the
 * server queues the mail only after it (a Firestore trigger), so they promise the mail; they never
 * say it was sent.
 */
const shownBeforeTheMail = [
  [
    'guardianStatus.savedAwaiting',
    en.guardianStatus.savedAwaiting,
    hi.guardianStatus.savedAwaiting,
  ],
  ['accountAge.answeredMinor', en.accountAge.answeredMinor, hi.accountAge.answeredMinor],
] as const;

describe('sentences shown before the server has queued the mail', () => {
  for (const [key, english, hindi] of shownBeforeTheMail) {
    it(`${key} promises the mail in both languages`, () => {
      expect(english).toMatch(/\bwe will email\b/i);
      expect(english).not.toMatch(/\bwe (have )?emailed\b/i);
      expect(hindi).toContain('ईमेल करेंगे');
      expect(hindi).not.toMatch(/ईमेल किया/);
    });
  }
});
