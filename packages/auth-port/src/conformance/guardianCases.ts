import { describe, expect, it } from 'vitest';
import { isBackendError } from '../errors.ts';
import type { Registration } from '../registration.ts';
import type { SuiteContext } from './context.ts';
import type { ConsentMail } from './harness.ts';
import { expectBackendError, signUp } from './helpers.ts';
import { REGISTRATION } from './registrationCases.ts';

const DAY_MS = 86_400_000;
/** GUARDIAN_LINK_VALID_DAYS and GUARDIAN_RESENDS_PER_DAY of `@apex/core` (the port depends on nothing). */
const LINK_VALID_DAYS = 7;
const RESENDS_PER_DAY = 3;
/** GUARDIAN_MAILS_PER_ACCOUNT_PER_DAY and GUARDIAN_MAILS_PER_RECIPIENT_PER_DAY (issue 38). */
const MAILS_PER_ACCOUNT = 6;
const MAILS_PER_RECIPIENT = 4;
/** A limit case saves seven times and waits out one server reaction to see no mail came. */
const LIMIT_CASE_MS = 90_000;
const POLL_MS = 100;

/** The one-time token in a guardian mail's link. */
function tokenOf(mail: ConsentMail | undefined): string {
  const token = mail?.link === undefined ? null : new URL(mail.link).searchParams.get('token');
  if (token === null || token === '') throw new Error('the mail carries no link with a token');
  return token;
}

/**
 * Guardian confirmation, "email plus" (issue 28): what the server does after a save, and what the
 * guardian's page can do with the mailed link. Needs `harness.latestMail`.
 */
export function describeGuardianCases(context: SuiteContext): void {
  const { harness } = context;
  const backend = () => context.backend();
  const registrations = () => context.backend().registrations;
  const guardian = () => context.backend().guardian;
  const edition = harness.registrationEditionIds?.[0] ?? '2024';
  const guardianEmail = REGISTRATION.guardianEmail;

  async function verifiedAccount(name = 'family') {
    const account = await signUp(backend().auth, name);
    if (harness.verifyEmail === undefined) throw new Error('the harness cannot verify an address');
    await harness.verifyEmail(account.email);
    return account;
  }

  /** Reads until `accept` holds, for a server that reacts a moment after the save. */
  async function readUntil(
    uid: string,
    accept: (registration: Registration | null) => boolean,
  ): Promise<Registration | null> {
    const deadline = Date.now() + (harness.serverReactionMs ?? 0);
    for (;;) {
      const registration = await registrations().read(uid, edition);
      if (accept(registration) || Date.now() >= deadline) return registration;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  /** The newest mail of `kind` to `to`, once the server has queued it. */
  async function mailTo(to: string, kind: ConsentMail['kind']): Promise<ConsentMail | undefined> {
    const deadline = Date.now() + (harness.serverReactionMs ?? 0);
    for (;;) {
      const mail = await harness.latestMail?.(to);
      if (mail?.kind === kind || Date.now() >= deadline) return mail;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  /** A registration awaiting the guardian, and the token of the link mailed to them. */
  async function awaitingRegistration() {
    const account = await verifiedAccount();
    const saved = await registrations().save(account.user.uid, edition, REGISTRATION);
    const mail = await mailTo(guardianEmail, 'guardian-confirm');
    return { ...account, saved, mail, token: tokenOf(mail) };
  }

  const confirmed = (registration: Registration | null) =>
    registration?.guardianStatus === 'confirmed';

  describe.skipIf(harness.latestMail === undefined)('guardian confirmation', () => {
    it("confirms at once when the guardian's address is the account's verified one, and mails a notice", async () => {
      const { user, email } = await verifiedAccount();

      await registrations().save(user.uid, edition, {
        ...REGISTRATION,
        guardianEmail: email.toUpperCase(),
      });

      const stored = await readUntil(user.uid, confirmed);
      expect(stored?.guardianStatus).toBe('confirmed');
      expect(stored?.guardianConfirmedAt).toBeInstanceOf(Date);
      const notice = await mailTo(email, 'consent-notice');
      expect(notice).toMatchObject({ kind: 'consent-notice', language: 'en' });
      expect(notice?.text).toContain(REGISTRATION.candidateName);
    });

    it("awaits the guardian when the address is another's, mailing them a one-time link", async () => {
      const { user, mail } = await awaitingRegistration();

      const stored = await registrations().read(user.uid, edition);
      expect(stored).toMatchObject({
        guardianStatus: 'awaiting-guardian',
        guardianConfirmedAt: null,
      });
      expect(mail).toMatchObject({ kind: 'guardian-confirm', language: 'en' });
      // The address may be a stranger's (issue 38): the child's first name only, no school.
      expect(mail?.text).toContain(REGISTRATION.candidateName.split(' ')[0]);
      expect(mail?.text).not.toContain(REGISTRATION.candidateName);
      expect(mail?.text).not.toContain(REGISTRATION.schoolName);
      expect(new URL(mail?.link ?? '').pathname).toBe('/guardian');
    });

    it('mails the guardian in the language the registration was made in', async () => {
      const { user } = await verifiedAccount();

      await registrations().save(user.uid, edition, { ...REGISTRATION, noticeLanguage: 'hi' });

      const mail = await mailTo(guardianEmail, 'guardian-confirm');
      expect(mail?.language).toBe('hi');
      expect(new URL(mail?.link ?? '').pathname).toBe('/hi/guardian');
    });

    it('describes the request to the guardian, who needs no account', async () => {
      const { email, saved, token } = await awaitingRegistration();
      await backend().auth.signOut();

      const request = await guardian().describe(token);

      expect(request).toMatchObject({
        candidateFirstName: REGISTRATION.candidateName.split(' ')[0],
        grade: REGISTRATION.grade,
        guardianName: REGISTRATION.guardianName,
        registrantEmail: email.toLowerCase(),
        editionId: edition,
        language: 'en',
      });
      // Until the guardian confirms, the reader may be a stranger (issue 38): no full name, no school.
      expect(request).not.toHaveProperty('candidateName');
      expect(request).not.toHaveProperty('schoolName');
      expect(JSON.stringify(request)).not.toContain(REGISTRATION.schoolName);
      expect(request.expiresAt).toBeInstanceOf(Date);
      // Seven days from the save, both by the server's clock (it may run apart from ours).
      const days = (request.expiresAt.getTime() - saved.consentedAt.getTime()) / DAY_MS;
      expect(Math.abs(days - LINK_VALID_DAYS)).toBeLessThan(1);
    });

    it('counts the registration once the guardian confirms; the link then is used', async () => {
      const { user, email, password, token } = await awaitingRegistration();
      await backend().auth.signOut();

      await guardian().confirm(token);

      await expectBackendError(guardian().confirm(token), 'guardian/link-used');
      await expectBackendError(guardian().describe(token), 'guardian/link-used');
      await expectBackendError(guardian().decline(token), 'guardian/link-used');
      await backend().auth.signIn(email, password);
      const stored = await readUntil(user.uid, confirmed);
      expect(stored?.guardianStatus).toBe('confirmed');
      expect(stored?.guardianConfirmedAt).toBeInstanceOf(Date);
    });

    it('deletes the registration when the guardian declines', async () => {
      const { user, email, password, token } = await awaitingRegistration();
      await backend().auth.signOut();

      await guardian().decline(token);

      await expectBackendError(guardian().describe(token), 'guardian/link-unknown');
      await backend().auth.signIn(email, password);
      expect(await readUntil(user.uid, (registration) => registration === null)).toBeNull();
      // The registrant's page can say the guardian declined (issue 38).
      expect((await registrations().readEnd(user.uid, edition))?.reason).toBe('guardian-decline');
    });

    it('refuses a link it does not know', async () => {
      const unknown = 'A'.repeat(43);

      await expectBackendError(guardian().describe(unknown), 'guardian/link-unknown');
      await expectBackendError(guardian().confirm(unknown), 'guardian/link-unknown');
      await expectBackendError(guardian().decline(''), 'guardian/link-unknown');
    });

    it.skipIf(harness.advanceClock === undefined)(
      'refuses a link after its seven days, leaving the registration awaiting',
      async () => {
        const { user, token } = await awaitingRegistration();

        await harness.advanceClock?.(LINK_VALID_DAYS * DAY_MS + 60_000);

        await expectBackendError(guardian().describe(token), 'guardian/link-expired');
        await expectBackendError(guardian().confirm(token), 'guardian/link-expired');
        expect((await registrations().read(user.uid, edition))?.guardianStatus).toBe(
          'awaiting-guardian',
        );
      },
    );

    it('resends a fresh link (the old one stops working), at most three times a day', async () => {
      const { user, token } = await awaitingRegistration();

      for (let sent = 0; sent < RESENDS_PER_DAY; sent += 1) {
        await registrations().resendGuardianMail(user.uid, edition);
      }
      await expectBackendError(
        registrations().resendGuardianMail(user.uid, edition),
        'guardian/resend-limit',
      );

      const fresh = tokenOf(await mailTo(guardianEmail, 'guardian-confirm'));
      expect(fresh).not.toBe(token);
      const old = await guardian()
        .describe(token)
        .then(
          () => null,
          (error: unknown) => (isBackendError(error) ? error.code : String(error)),
        );
      expect(['guardian/link-unknown', 'guardian/link-used']).toContain(old);
      await guardian().confirm(fresh);
      expect((await readUntil(user.uid, confirmed))?.guardianStatus).toBe('confirmed');
    });

    it.skipIf(harness.advanceClock === undefined)(
      'allows three more resends the next day',
      async () => {
        const { user } = await awaitingRegistration();
        for (let sent = 0; sent < RESENDS_PER_DAY; sent += 1) {
          await registrations().resendGuardianMail(user.uid, edition);
        }

        await harness.advanceClock?.(DAY_MS);

        await expect(
          registrations().resendGuardianMail(user.uid, edition),
        ).resolves.toBeUndefined();
      },
    );

    it("starts over when the guardian's address changes, and keeps the answer when it does not", async () => {
      const { user, token } = await awaitingRegistration();
      await guardian().confirm(token);
      await readUntil(user.uid, confirmed);

      // Not the candidate (name, grade, school: issue 38 asks again for those), the school's city.
      await registrations().save(user.uid, edition, { ...REGISTRATION, schoolCity: 'Nashik' });
      const kept = await registrations().read(user.uid, edition);
      expect(kept).toMatchObject({ schoolCity: 'Nashik', guardianStatus: 'confirmed' });

      const other = 'another.guardian@example.com';
      await registrations().save(user.uid, edition, { ...REGISTRATION, guardianEmail: other });
      const reset = await readUntil(
        user.uid,
        (registration) => registration?.guardianStatus === 'awaiting-guardian',
      );
      expect(reset).toMatchObject({
        guardianStatus: 'awaiting-guardian',
        guardianConfirmedAt: null,
      });
      expect(tokenOf(await mailTo(other, 'guardian-confirm'))).not.toBe(token);
    });

    it("keeps the guardian's answer when the address changes only in letter case (the same address)", async () => {
      const { user, token } = await awaitingRegistration();
      await guardian().confirm(token);
      await readUntil(user.uid, confirmed);

      const recased = guardianEmail.toUpperCase();
      await registrations().save(user.uid, edition, { ...REGISTRATION, guardianEmail: recased });

      // A server that took it for a new address would restart consent a moment after the save.
      const stored = await readUntil(
        user.uid,
        (registration) => registration?.guardianStatus !== 'confirmed',
      );
      expect(stored).toMatchObject({ guardianEmail: recased, guardianStatus: 'confirmed' });
      expect(stored?.guardianConfirmedAt).toBeInstanceOf(Date);
      // Nor is the guardian asked again: the one link they were sent is all.
      if (harness.mailCount !== undefined) {
        expect(await harness.mailCount(recased, 'guardian-confirm')).toBe(1);
      }
    });

    it.skipIf(harness.advanceClock === undefined || harness.runRetention === undefined)(
      "deletes a registration once its edition's data must be gone, with its guardian link",
      async () => {
        const { user, saved, token } = await awaitingRegistration();

        await harness.advanceClock?.(
          saved.deleteAt.getTime() - saved.consentedAt.getTime() + 60_000,
        );
        await harness.runRetention?.();

        expect(await registrations().read(user.uid, edition)).toBeNull();
        await expectBackendError(guardian().describe(token), 'guardian/link-unknown');
      },
    );

    it.skipIf(harness.advanceClock === undefined || harness.runRetention === undefined)(
      "deletes a registration its guardian did not confirm within the link's seven days and a grace day",
      async ({ skip }) => {
        const { user, email, password, token, saved } = await awaitingRegistration();
        // The edition itself must outlive the link's days and the grace day, or its own retention
        // takes the registration first (on Firebase the suite's edition is past its deletion day
        // by the real clock; the functions' emulator tests cover this rule there).
        const editionLeftMs = saved.deleteAt.getTime() - saved.consentedAt.getTime();
        if (editionLeftMs < (LINK_VALID_DAYS + 2) * DAY_MS) {
          skip("the suite's edition is deleted by its own retention before the grace day ends");
        }
        await backend().auth.signOut();
        const adult = await verifiedAccount('adult');
        await registrations().save(adult.user.uid, edition, {
          ...REGISTRATION,
          guardianEmail: adult.email,
        });
        await readUntil(adult.user.uid, confirmed);
        await backend().auth.signOut();
        await backend().auth.signIn(email, password);

        // The link's seven days are over, the grace day is not: it waits on.
        await harness.advanceClock?.((LINK_VALID_DAYS + 0.5) * DAY_MS);
        await harness.runRetention?.();
        expect((await registrations().read(user.uid, edition))?.guardianStatus).toBe(
          'awaiting-guardian',
        );
        expect(await registrations().readEnd(user.uid, edition)).toBeNull();

        await harness.advanceClock?.(0.5 * DAY_MS + 60_000);
        await harness.runRetention?.();

        expect(await registrations().read(user.uid, edition)).toBeNull();
        await expectBackendError(guardian().describe(token), 'guardian/link-unknown');
        // The registrant's page says why; the log tells it from a family's withdrawal.
        expect((await registrations().readEnd(user.uid, edition))?.reason).toBe(
          'guardian-unconfirmed',
        );
        if (harness.consentLogOf !== undefined) {
          const log = await harness.consentLogOf(edition, user.uid);
          expect(log.map(({ kind }) => kind)).toEqual(['consent', 'retention-deletion']);
          expect(log.at(-1)).toEqual({
            kind: 'retention-deletion',
            method: 'guardian-unconfirmed',
          });
        }
        // A confirmed registration stays, however long it waits for its exam.
        await backend().auth.signOut();
        await backend().auth.signIn(adult.email, adult.password);
        expect((await registrations().read(adult.user.uid, edition))?.guardianStatus).toBe(
          'confirmed',
        );
      },
    );

    it('forgets the links of a withdrawn registration, and tells its page nothing more', async () => {
      const { user, token } = await awaitingRegistration();

      await registrations().withdraw(user.uid, edition);

      await expectBackendError(guardian().describe(token), 'guardian/link-unknown');
      // The family withdrew it themselves: no guardian's reason to show.
      expect(await registrations().readEnd(user.uid, edition)).toBeNull();
    });

    /** How many guardian links `to` has been mailed, once the server had its moment to react. */
    async function settledLinkCount(to: string, expected: number): Promise<number> {
      const count = harness.mailCount;
      if (count === undefined) throw new Error('the harness cannot count mails');
      const deadline = Date.now() + (harness.serverReactionMs ?? 0);
      for (;;) {
        const sent = await count(to, 'guardian-confirm');
        if (sent > expected || Date.now() >= deadline) return sent;
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    }

    it.skipIf(harness.mailCount === undefined)(
      "sends an account's guardian links at most six times a day, however often the address changes (issue 38)",
      async () => {
        const { user } = await verifiedAccount();
        for (let sent = 0; sent < MAILS_PER_ACCOUNT; sent += 1) {
          const address = `guardian.${sent}@example.com`;
          await registrations().save(user.uid, edition, {
            ...REGISTRATION,
            guardianEmail: address,
          });
          expect(tokenOf(await mailTo(address, 'guardian-confirm'))).toHaveLength(43);
        }

        const seventh = 'guardian.6@example.com';
        await registrations().save(user.uid, edition, { ...REGISTRATION, guardianEmail: seventh });

        // Saved, and awaiting a guardian who is not mailed today; asking again is refused.
        expect((await registrations().read(user.uid, edition))?.guardianEmail).toBe(seventh);
        await expectBackendError(
          registrations().resendGuardianMail(user.uid, edition),
          'guardian/account-mail-limit',
        );
        expect(await settledLinkCount(seventh, 0)).toBe(0);
        if (harness.advanceClock !== undefined) {
          await harness.advanceClock(DAY_MS);
          await registrations().resendGuardianMail(user.uid, edition);
          expect(await settledLinkCount(seventh, 0)).toBe(1);
        }
      },
      LIMIT_CASE_MS,
    );

    it.skipIf(harness.mailCount === undefined)(
      'sends one address at most four guardian links a day, from every account together (issue 38)',
      async () => {
        const first = await awaitingRegistration();
        for (let sent = 1; sent < MAILS_PER_RECIPIENT; sent += 1) {
          await registrations().resendGuardianMail(first.user.uid, edition);
        }
        expect(await settledLinkCount(guardianEmail, MAILS_PER_RECIPIENT - 1)).toBe(
          MAILS_PER_RECIPIENT,
        );

        const second = await verifiedAccount('second');
        await registrations().save(second.user.uid, edition, REGISTRATION);

        expect(await registrations().read(second.user.uid, edition)).toMatchObject({
          guardianStatus: 'awaiting-guardian',
        });
        await expectBackendError(
          registrations().resendGuardianMail(second.user.uid, edition),
          'guardian/recipient-mail-limit',
        );
        expect(await settledLinkCount(guardianEmail, MAILS_PER_RECIPIENT)).toBe(
          MAILS_PER_RECIPIENT,
        );
      },
      LIMIT_CASE_MS,
    );

    it("refuses to resend another account's mail, or without an account", async () => {
      const { user: other } = await awaitingRegistration();
      await backend().auth.signOut();
      await expectBackendError(
        registrations().resendGuardianMail(other.uid, edition),
        'auth/unauthenticated',
      );
      await verifiedAccount('someone');

      await expectBackendError(
        registrations().resendGuardianMail(other.uid, edition),
        'registration/permission-denied',
      );
    });

    it.skipIf(harness.closeRegistrationWindow === undefined)(
      'refuses to create or change a registration outside the window, but lets it be withdrawn',
      async () => {
        const { user } = await verifiedAccount();
        await registrations().save(user.uid, edition, REGISTRATION);

        await harness.closeRegistrationWindow?.();

        await expectBackendError(
          registrations().save(user.uid, edition, { ...REGISTRATION, grade: 10 }),
          'registration/window-closed',
        );
        await registrations().withdraw(user.uid, edition);
        expect(await registrations().read(user.uid, edition)).toBeNull();
      },
    );
  });
}
