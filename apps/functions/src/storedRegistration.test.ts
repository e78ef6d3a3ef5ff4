import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { readRegistration } from './storedRegistration.ts';

const DOCUMENT = {
  candidateName: 'Asha Rao',
  grade: 7,
  schoolName: 'KV 1',
  guardianName: 'Meera Rao',
  guardianEmail: 'meera@example.com',
  noticeVersion: 'v1',
  noticeLanguage: 'hi',
};

describe('reading a stored registration', () => {
  it('reads the fields the server uses, and its own times', () => {
    const at = Timestamp.fromMillis(1000);
    expect(readRegistration({ ...DOCUMENT, guardianConfirmedAt: at })).toMatchObject({
      noticeLanguage: 'hi',
      guardianConfirmedAt: at,
      guardianRequestedAt: null,
      deleteAt: null,
    });
  });

  it('takes an unknown language as English, and refuses what is not a registration', () => {
    expect(readRegistration({ ...DOCUMENT, noticeLanguage: 'fr' })?.noticeLanguage).toBe('en');
    expect(readRegistration({ ...DOCUMENT, grade: '7' })).toBeNull();
    expect(readRegistration(undefined)).toBeNull();
  });
});
