import { describe, expect, it } from 'vitest';
import { consentLogEntry } from './consentLog.ts';

describe('a consent log entry', () => {
  it('names the registration by its number and keeps the notice’s version and language', () => {
    expect(
      consentLogEntry(
        '2024',
        'u1',
        { noticeVersion: 'v1', noticeLanguage: 'hi' },
        'consent',
        'account-email',
      ),
    ).toEqual({
      editionId: '2024',
      uid: 'u1',
      // The number the family quotes for edition 2024 and uid u1 (core's registrationNumberOf).
      registrationNumber: expect.stringMatching(
        /^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{5}$/,
      ),
      kind: 'consent',
      method: 'account-email',
      noticeVersion: 'v1',
      noticeLanguage: 'hi',
    });
  });

  it('has no method unless one is given', () => {
    const entry = consentLogEntry(
      '2024',
      'u1',
      { noticeVersion: 'v1', noticeLanguage: 'en' },
      'withdrawal',
    );
    expect('method' in entry).toBe(false);
  });
});
