import { createHash } from 'node:crypto';
import { registrationNumberFromDigest, registrationNumberSource } from '@apex/core';
import { describe, expect, it } from 'vitest';
import { consentLogEntry } from './consentLog.ts';

describe('a consent log entry', () => {
  it('names the registration by its number and keeps the notice’s version and language', () => {
    const digest = createHash('sha256').update(registrationNumberSource('2024', 'u1')).digest();
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
      registrationNumber: registrationNumberFromDigest(digest),
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
