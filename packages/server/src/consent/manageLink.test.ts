import { describe, expect, it } from 'vitest';
import { REGISTRATION } from '../testing/registration.ts';
import {
  decideManageWithdrawal,
  manageDescription,
  manageGrant,
  manageLinkRefusal,
} from './manageLink.ts';

const TOKEN = { token: 'm'.repeat(43), id: 'def' };

describe('the guardian’s manage link (issue 38)', () => {
  it('stores only the hash and links to the page in the registration’s language', () => {
    const { grant, url } = manageGrant({
      editionId: '2024',
      uid: 'u1',
      language: 'hi',
      siteOrigin: 'https://apex.example',
      token: TOKEN,
    });
    expect(grant).toEqual({ tokenId: 'def', record: { editionId: '2024', uid: 'u1' } });
    expect(url).toBe(`https://apex.example/hi/guardian/manage?token=${'m'.repeat(43)}`);
  });

  it('is unknown when never issued, revoked or its registration is gone', () => {
    const record = { editionId: '2024', uid: 'u1' };
    expect(manageLinkRefusal(null, true)).toBe('guardian/link-unknown');
    expect(manageLinkRefusal(record, false)).toBe('guardian/link-unknown');
    expect(manageLinkRefusal(record, true)).toBeNull();
  });

  it('describes everything held, its consent status and its deletion day', () => {
    const confirmed = { ...REGISTRATION, guardianConfirmedAt: '2026-11-27T10:00:00Z' };
    expect(
      manageDescription({
        editionId: '2024',
        registration: confirmed,
        registrantEmail: 'parent@example.com',
        hasResult: true,
      }),
    ).toMatchObject({
      candidateName: 'Asha Rao',
      schoolName: 'Kendriya Vidyalaya No. 1',
      guardianEmail: 'meera@example.com',
      registrantEmail: 'parent@example.com',
      status: 'confirmed',
      hasResult: true,
      deleteAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('shows the first name and grade only, no school, until the guardian confirmed', () => {
    const awaiting = { ...REGISTRATION, guardianRequestedAt: '2026-11-27T10:00:00Z' };
    const description = manageDescription({
      editionId: '2024',
      registration: awaiting,
      registrantEmail: 'parent@example.com',
      hasResult: false,
    });
    expect(description).toMatchObject({
      candidateName: 'Asha',
      grade: REGISTRATION.grade,
      schoolName: null,
      status: 'awaiting-guardian',
    });
  });

  it('logs the withdrawal as the guardian’s and tells the registrant by mail', () => {
    const decision = decideManageWithdrawal({
      editionId: '2024',
      uid: 'u1',
      registration: REGISTRATION,
      registrantEmail: 'parent@example.com',
      siteOrigin: 'https://apex.example',
    });
    expect(decision.log).toMatchObject({ kind: 'withdrawal', method: 'guardian-manage' });
    expect(decision.mail).toMatchObject({ kind: 'consent-withdrawn', to: 'parent@example.com' });
    expect(decision.mail?.message.text).toContain('withdrawn their consent');
    expect(decision.mail?.message.text).toContain('Asha Rao');
  });

  it('mails nobody when the account has no address left', () => {
    const decision = decideManageWithdrawal({
      editionId: '2024',
      uid: 'u1',
      registration: REGISTRATION,
      registrantEmail: null,
      siteOrigin: 'https://apex.example',
    });
    expect(decision.mail).toBeNull();
  });
});
