import { createMemoryBackend } from '@apex/auth-memory';
import type { Backend } from '@apex/auth-port';
import { describe, expect, it } from 'vitest';
import { GRADE_8_DETAILS } from '../testing/registrationForm.ts';
import { serverNow } from '../testing/testAccounts.ts';
import { devMailboxOf } from './devMailbox.ts';

describe('devMailboxOf', () => {
  it("verifies the address with the memory backend's newest verification mail", async () => {
    const backend = createMemoryBackend();
    await backend.auth.createAccount('Asha@Example.com', 'Secret@123');
    const mailbox = devMailboxOf(backend);

    expect(await mailbox?.openVerificationMail('Asha@Example.com')).toBe(true);
    expect((await backend.auth.reloadUser())?.emailVerified).toBe(true);
  });

  it('answers false when no verification mail went to the address', async () => {
    const backend = createMemoryBackend();
    expect(await devMailboxOf(backend)?.openVerificationMail('nobody@example.com')).toBe(false);
  });

  it("shows the newest consent mail to an address, with the guardian's link", async () => {
    const backend = createMemoryBackend({ now: serverNow });
    const user = await backend.auth.signInWithGoogle();
    // A new Google account answers the age question before it registers anyone (issue 38).
    await backend.auth.declareAge({ adult: true });
    await backend.registrations.save(user.uid, '2024', GRADE_8_DETAILS);

    const mail = devMailboxOf(backend)?.latestConsentMail(' Asha@Example.com ');

    // A guardian's request names the child by first name only (issue 38).
    expect(mail?.subject).toContain(GRADE_8_DETAILS.candidateName.split(' ')[0]);
    expect(mail?.subject).not.toContain(GRADE_8_DETAILS.candidateName);
    expect(mail?.link).toMatch(/\/guardian\?token=[\w-]{43}$/);
    expect(devMailboxOf(backend)?.latestConsentMail('nobody@example.com')).toBeUndefined();
  });

  it('is absent for a backend without an outbox, and before a backend has loaded', () => {
    const { controls: _controls, ...plain } = createMemoryBackend();
    const other: Backend = plain;
    expect(devMailboxOf(other)).toBeUndefined();
    expect(devMailboxOf(undefined)).toBeUndefined();
  });
});

describe('devMailboxOf(...).mails', () => {
  it('lists every mail newest first, and follows an auth mail by its code', async () => {
    const backend = createMemoryBackend();
    await backend.auth.createAccount('asha@example.com', 'Secret@123');
    await backend.auth.sendPasswordReset('asha@example.com');
    const mailbox = devMailboxOf(backend);
    const [reset, verification] = mailbox?.mails ?? [];

    expect([reset?.kind, verification?.kind]).toEqual(['passwordReset', 'verifyEmail']);
    if (verification === undefined || reset === undefined) throw new Error('no mail');
    await mailbox?.followCode(verification);
    await mailbox?.resetPassword(reset, 'Fresh#4567');

    expect((await backend.auth.reloadUser())?.emailVerified).toBe(true);
    await backend.auth.signOut();
    await expect(backend.auth.signIn('asha@example.com', 'Fresh#4567')).resolves.toBeDefined();
  });
});
