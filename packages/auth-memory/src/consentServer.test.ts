import { CONSENT_NOTICE_VERSION } from '@apex/core';
import { describe, expect, it } from 'vitest';
import { confirmByGuardian } from './consentServer.ts';
import { emptyState, type RegistrationRecord } from './state.ts';

const SAVED_UNDER_OLDER_NOTICE: RegistrationRecord = {
  editionId: '2024',
  uid: 'u1',
  details: {
    candidateName: 'Asha Rao',
    grade: 7,
    schoolName: 'Kendriya Vidyalaya No. 1',
    schoolCity: 'Pune',
    schoolState: 'Maharashtra',
    guardianName: 'Meera Rao',
    guardianEmail: 'meera@example.com',
    consent: true,
    noticeVersion: '2026-01-older',
    noticeLanguage: 'en',
  },
  consentedAt: '2024-09-15T06:30:00.000Z',
  guardianConfirmedAt: null,
  guardianMethod: null,
  guardianRequestedAt: '2024-09-15T06:30:00.000Z',
  deleteAt: '2025-10-24T18:30:00.000Z',
  guardianResends: null,
};

describe('the memory server: a guardian confirms under the notice in force (issue 38)', () => {
  it('logs the confirmation, and keeps the registration, under today’s notice version', () => {
    const state = emptyState();
    const now = new Date('2024-09-16T06:30:00.000Z');

    const confirmed = confirmByGuardian(state, SAVED_UNDER_OLDER_NOTICE, now);

    expect(confirmed.details.noticeVersion).toBe(CONSENT_NOTICE_VERSION);
    expect(confirmed.guardianConfirmedAt).toBe(now.toISOString());
    expect(state.consentLog.at(-1)).toMatchObject({
      kind: 'confirmation',
      method: 'guardian-email',
      noticeVersion: CONSENT_NOTICE_VERSION,
    });
  });
});
