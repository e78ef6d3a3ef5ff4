import { CONSENT_NOTICE_VERSION } from '@apex/core';
import { describe, expect, it } from 'vitest';
import { REGISTRATION } from '../testing/registration.ts';
import { decideGuardianConfirmation } from './guardianConfirmation.ts';

describe('the guardian confirms under the notice in force (issue 38)', () => {
  it('logs the confirmation under today’s notice when the registration was saved under an older one', () => {
    // The fixture was saved under `v1`, a notice since replaced.
    expect(REGISTRATION.noticeVersion).not.toBe(CONSENT_NOTICE_VERSION);

    const confirmation = decideGuardianConfirmation({
      editionId: '2026',
      uid: 'u1',
      registration: REGISTRATION,
    });

    expect(confirmation.noticeVersion).toBe(CONSENT_NOTICE_VERSION);
    expect(confirmation.log).toMatchObject({
      kind: 'confirmation',
      method: 'guardian-email',
      noticeVersion: CONSENT_NOTICE_VERSION,
      noticeLanguage: REGISTRATION.noticeLanguage,
    });
  });

  it('changes nothing of the version for a registration saved under today’s notice', () => {
    const current = { ...REGISTRATION, noticeVersion: CONSENT_NOTICE_VERSION };
    const confirmation = decideGuardianConfirmation({
      editionId: '2026',
      uid: 'u1',
      registration: current,
    });
    expect(confirmation.noticeVersion).toBe(current.noticeVersion);
    expect(confirmation.log.noticeVersion).toBe(current.noticeVersion);
  });
});
