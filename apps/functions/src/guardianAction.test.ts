import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { guardianActionFor } from './guardianAction.ts';
import type { StoredRegistration } from './storedRegistration.ts';

const REGISTRATION: StoredRegistration = {
  candidateName: 'Asha Rao',
  grade: 7,
  schoolName: 'Kendriya Vidyalaya No. 1',
  schoolCity: 'Pune',
  guardianName: 'Meera Rao',
  guardianEmail: 'meera@example.com',
  noticeVersion: 'v1',
  noticeLanguage: 'en',
  guardianConfirmedAt: null,
  guardianRequestedAt: null,
  deleteAt: null,
};
const AT = Timestamp.fromMillis(0);
const VERIFIED = { email: 'Meera@Example.com', emailVerified: true };
const OTHER = { email: 'parent@example.com', emailVerified: true };

describe('what the server does after a registration is written', () => {
  it('records consent at once for the account’s own verified address (compared normalised)', () => {
    expect(guardianActionFor(null, REGISTRATION, VERIFIED)).toBe('account-email');
  });

  it('asks the guardian when the address is another, or the account’s is unverified or absent', () => {
    expect(guardianActionFor(null, REGISTRATION, OTHER)).toBe('guardian-email');
    expect(guardianActionFor(null, REGISTRATION, { ...VERIFIED, emailVerified: false })).toBe(
      'guardian-email',
    );
    expect(guardianActionFor(null, REGISTRATION, { email: null, emailVerified: true })).toBe(
      'guardian-email',
    );
  });

  it('does nothing again for the same address once confirmed or asked (our own writes)', () => {
    const asked = { ...REGISTRATION, guardianRequestedAt: AT };
    const confirmed = { ...REGISTRATION, guardianConfirmedAt: AT };
    expect(guardianActionFor(REGISTRATION, asked, OTHER)).toBe('none');
    expect(guardianActionFor(asked, confirmed, OTHER)).toBe('none');
  });

  it('starts again when the address changes, even on a confirmed registration', () => {
    const confirmed = { ...REGISTRATION, guardianConfirmedAt: AT };
    const changed = { ...confirmed, guardianEmail: 'other@example.com' };
    expect(guardianActionFor(confirmed, changed, OTHER)).toBe('guardian-email');
  });

  it('starts again when a save left neither a confirmation nor a request', () => {
    expect(guardianActionFor(REGISTRATION, REGISTRATION, OTHER)).toBe('guardian-email');
  });
});
