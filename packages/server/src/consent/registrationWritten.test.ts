import '@apex/core/all-catalogs';
import { describe, expect, it } from 'vitest';
import { REGISTRATION } from '../testing/registration.ts';
import { decideConsent, guardianActionFor, limitGuardianEmail } from './registrationWritten.ts';

const AT = '1970-01-01T00:00:00.000Z';
const VERIFIED = { email: 'Meera@Example.com', emailVerified: true, adult: true };
const OTHER = { email: 'parent@example.com', emailVerified: true, adult: true };

describe('what the server does after a registration is written', () => {
  it('records consent at once for the account’s own verified address (compared normalised)', () => {
    expect(guardianActionFor(null, REGISTRATION, VERIFIED)).toBe('account-email');
  });

  it('asks the guardian when the address is another, or the account’s is unverified or absent', () => {
    expect(guardianActionFor(null, REGISTRATION, OTHER)).toBe('guardian-email');
    expect(guardianActionFor(null, REGISTRATION, { ...VERIFIED, emailVerified: false })).toBe(
      'guardian-email',
    );
    expect(
      guardianActionFor(null, REGISTRATION, { email: null, emailVerified: true, adult: true }),
    ).toBe('guardian-email');
  });

  it('asks the guardian when an account not declared adult names its own address (issue 38)', () => {
    expect(guardianActionFor(null, REGISTRATION, { ...VERIFIED, adult: false })).toBe(
      'guardian-email',
    );
  });

  it('does nothing again for the same address once confirmed or asked (our own writes)', () => {
    const asked = { ...REGISTRATION, guardianRequestedAt: AT };
    const confirmed = { ...REGISTRATION, guardianConfirmedAt: AT };
    expect(guardianActionFor(REGISTRATION, asked, OTHER)).toBe('none');
    expect(guardianActionFor(asked, confirmed, OTHER)).toBe('none');
  });

  it.each([
    [
      'starts again when the address changes, even on a confirmed one',
      'other@example.com',
      'guardian-email',
    ],
    ['keeps the consent when only its letter case changes (issue 37)', 'MEERA@example.COM', 'none'],
  ])('%s', (_, guardianEmail, action) => {
    const confirmed = { ...REGISTRATION, guardianConfirmedAt: AT };
    expect(guardianActionFor(confirmed, { ...confirmed, guardianEmail }, OTHER)).toBe(action);
  });

  it.each([
    ['name', { candidateName: 'Meena Rao' }],
    ['grade', { grade: 9 }],
    ['school', { schoolName: 'Another School' }],
  ])(
    'asks the guardian again when a confirmed registration’s %s changes (issue 38)',
    (_, change) => {
      const confirmed = { ...REGISTRATION, guardianConfirmedAt: AT };
      expect(guardianActionFor(confirmed, { ...confirmed, ...change }, OTHER)).toBe(
        'guardian-email',
      );
      // Awaiting, the link still asks about the registration as it now is.
      const asked = { ...REGISTRATION, guardianRequestedAt: AT };
      expect(guardianActionFor(asked, { ...asked, ...change }, OTHER)).toBe('none');
    },
  );

  it('starts again when a save left neither a confirmation nor a request', () => {
    expect(guardianActionFor(REGISTRATION, REGISTRATION, OTHER)).toBe('guardian-email');
  });
});

describe('the decision on a written registration', () => {
  const NOW = new Date('2026-11-27T10:00:00Z');
  const TOKEN = { token: 't'.repeat(43), id: 'abc' };
  const MANAGE = { token: 'm'.repeat(43), id: 'def' };
  const input = {
    editionId: '2024',
    uid: 'u1',
    before: null,
    after: REGISTRATION,
    now: NOW,
    siteOrigin: 'https://apex.example',
    token: TOKEN,
    manageToken: MANAGE,
  };

  it('records the consent and mails the notice to the account’s own verified address', () => {
    const decision = decideConsent({ ...input, account: VERIFIED });
    expect(decision).toMatchObject({
      action: 'account-email',
      fields: {
        guardianConfirmedAt: NOW,
        guardianMethod: 'account-email',
        guardianRequestedAt: null,
      },
      log: { kind: 'consent', method: 'account-email', noticeVersion: 'v1' },
      mail: { kind: 'consent-notice', to: 'Meera@Example.com', language: 'en' },
    });
  });

  it('gives every mail to a guardian its own manage link, stored by hash (issue 38)', () => {
    const notice = decideConsent({ ...input, account: VERIFIED });
    const request = decideConsent({ ...input, account: OTHER });
    const link = `https://apex.example/guardian/manage?token=${'m'.repeat(43)}`;
    if (notice.action !== 'account-email' || request.action !== 'guardian-email') {
      throw new Error('unexpected decisions');
    }
    expect(notice.manage).toEqual({ tokenId: 'def', record: { editionId: '2024', uid: 'u1' } });
    expect(notice.mail.message.text).toContain(link);
    expect(request.request.manage.tokenId).toBe('def');
    expect(request.request.mail.message.text).toContain(link);
    // The one-time link is a separate token.
    expect(request.request.mail.message.text).toContain(`guardian?token=${'t'.repeat(43)}`);
  });

  it('asks the guardian through the fresh token, its link in the mail, logged as pending', () => {
    const decision = decideConsent({ ...input, account: OTHER });
    if (decision.action !== 'guardian-email') throw new Error(decision.action);
    expect(decision.fields).toEqual({
      guardianConfirmedAt: null,
      guardianMethod: null,
      guardianRequestedAt: NOW,
    });
    expect(decision.log).toMatchObject({ kind: 'consent', method: 'guardian-email-pending' });
    expect(decision.request.tokenId).toBe('abc');
    expect(decision.request.tokenRecord).toEqual({
      editionId: '2024',
      uid: 'u1',
      expiresAt: new Date('2026-12-04T10:00:00Z'),
    });
    expect(decision.request.mail).toMatchObject({
      kind: 'guardian-confirm',
      to: 'meera@example.com',
    });
    expect(decision.request.mail.message.text).toContain(`guardian?token=${TOKEN.token}`);
    // The address may be a stranger's (issue 38): the first name only, never the school.
    const { subject, text, html } = decision.request.mail.message;
    for (const part of [subject, text, html]) {
      expect(part).toContain('Asha');
      expect(part).not.toContain('Asha Rao');
      expect(part).not.toContain(REGISTRATION.schoolName);
    }
  });

  it('does nothing for a save that kept a handled address', () => {
    const asked = { ...REGISTRATION, guardianRequestedAt: AT };
    expect(decideConsent({ ...input, before: asked, after: asked, account: OTHER })).toEqual({
      action: 'none',
    });
  });
});

describe('the guardian’s first mail within the day’s limits (issue 38)', () => {
  const NOW = new Date('2026-11-27T10:00:00Z');
  const decision = decideConsent({
    editionId: '2024',
    uid: 'u1',
    before: null,
    after: REGISTRATION,
    account: OTHER,
    now: NOW,
    siteOrigin: 'https://apex.example',
    token: { token: 't'.repeat(43), id: 'abc' },
    manageToken: { token: 'm'.repeat(43), id: 'def' },
  });
  if (decision.action !== 'guardian-email') throw new Error(decision.action);
  const today = (count: number) => ({ day: '2026-11-27', count });

  it('sends the link and counts it on the account and the address', () => {
    const limited = limitGuardianEmail(decision, { account: today(2), recipient: undefined }, NOW);

    expect(limited).toMatchObject({
      action: 'guardian-email',
      request: { tokenId: 'abc' },
      mailCounts: { account: today(3), recipient: today(1) },
    });
  });

  it('holds the mail when the account’s day is full, the registration still asked and logged', () => {
    const limited = limitGuardianEmail(decision, { account: today(6), recipient: today(0) }, NOW);

    expect(limited).toEqual({
      action: 'guardian-email-held',
      code: 'guardian/account-mail-limit',
      fields: decision.fields,
      log: decision.log,
    });
    expect('request' in limited).toBe(false);
  });

  it('holds the mail when the address’s day is full', () => {
    expect(
      limitGuardianEmail(decision, { account: undefined, recipient: today(4) }, NOW),
    ).toMatchObject({ action: 'guardian-email-held', code: 'guardian/recipient-mail-limit' });
  });
});
