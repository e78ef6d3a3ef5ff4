import { describe, expect, it } from 'vitest';
import type { Registration, RegistrationDetails } from '../registration.ts';
import type { SuiteContext } from './context.ts';
import { expectBackendError, signUp } from './helpers.ts';

/**
 * A complete registration as core's `toRegistrationDetails` gives it (the port depends on nothing,
 * so the notice's version is spelled here; the memory adapter's test holds it to core's
 * `CONSENT_NOTICE_VERSION`). Its guardian's address is nobody's account, so it awaits the guardian.
 */
export const REGISTRATION: RegistrationDetails = {
  candidateName: 'Asha Rao',
  grade: 7,
  schoolName: 'Kendriya Vidyalaya No. 1',
  schoolCity: 'Pune',
  schoolState: 'Maharashtra',
  guardianName: 'Meera Rao',
  guardianEmail: 'meera@example.com',
  guardianMobile: '+919876543210',
  consent: true,
  noticeVersion: '2026-11-processors-named',
  noticeLanguage: 'en',
};

/** 12 symbols and a check symbol, grouped 4-4-5, from the alphabet without 0, O, 1 and I. */
const NUMBER_SHAPE = /^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{5}$/;

/** Callers outside TypeScript can send anything; the cast stands in for them. */
function unchecked(details: Record<string, unknown>): RegistrationDetails {
  return details as unknown as RegistrationDetails;
}

/** The stored registration without the server's time, for comparing two reads. */
function withoutTime(registration: Registration | null) {
  if (registration === null) return null;
  const { consentedAt: _, ...rest } = registration;
  return rest;
}

export function describeRegistrationCases(context: SuiteContext): void {
  const { harness } = context;
  const backend = () => context.backend();
  const registrations = () => context.backend().registrations;
  const edition = harness.registrationEditionIds?.[0] ?? '2024';

  /** A signed-in account whose address is verified: registering needs one. */
  async function verifiedAccount(name = 'family') {
    const account = await signUp(backend().auth, name);
    if (harness.verifyEmail === undefined) throw new Error('the harness cannot verify an address');
    await harness.verifyEmail(account.email);
    return account;
  }

  describe('registrations', () => {
    it('reads a registration that does not exist yet as null', async () => {
      const { user } = await signUp(backend().auth);

      expect(await registrations().read(user.uid, edition)).toBeNull();
    });

    it('saves a registration once the address is verified, and reads it back', async () => {
      const { user } = await verifiedAccount();

      const saved = await registrations().save(user.uid, edition, REGISTRATION);

      expect(saved).toMatchObject({ ...REGISTRATION, editionId: edition });
      expect(saved.registrationNumber).toMatch(NUMBER_SHAPE);
      expect(saved.consentedAt).toBeInstanceOf(Date);
      expect(Number.isNaN(saved.consentedAt.getTime())).toBe(false);
      expect(saved.deleteAt).toBeInstanceOf(Date);
      // The edition's deletion day (core's registrationDeleteAt), which for a past edition saved
      // under a pretended clock may lie before the server's real time of consent.
      expect(Number.isNaN(saved.deleteAt.getTime())).toBe(false);
      expect(await registrations().read(user.uid, edition)).toEqual(saved);
    });

    it('stores the mobile number only when given', async () => {
      const { user } = await verifiedAccount();
      const { guardianMobile: _, ...withoutMobile } = REGISTRATION;

      await registrations().save(user.uid, edition, withoutMobile);

      const stored = await registrations().read(user.uid, edition);
      expect(stored).toMatchObject(withoutMobile);
      expect(stored).not.toHaveProperty('guardianMobile');
    });

    it('keeps one registration per account and edition: registering again replaces it', async () => {
      const { user } = await verifiedAccount();
      const first = await registrations().save(user.uid, edition, REGISTRATION);
      const { guardianMobile: _, ...changed } = {
        ...REGISTRATION,
        grade: 8,
        noticeLanguage: 'hi' as const,
      };

      const second = await registrations().save(user.uid, edition, changed);

      expect(second).toMatchObject({ ...changed, editionId: edition });
      expect(second).not.toHaveProperty('guardianMobile');
      expect(second.registrationNumber).toBe(first.registrationNumber);
      expect(await registrations().read(user.uid, edition)).toEqual(second);
      if (harness.storedRegistrations) {
        const mine = (await harness.storedRegistrations()).filter(
          (entry) => entry.uid === user.uid,
        );
        expect(mine).toEqual([{ editionId: edition, uid: user.uid }]);
      }
    });

    it('withdraws a registration, deleting it, and resolves when there is none', async () => {
      const { user } = await verifiedAccount();
      await registrations().save(user.uid, edition, REGISTRATION);

      await registrations().withdraw(user.uid, edition);

      expect(await registrations().read(user.uid, edition)).toBeNull();
      await expect(registrations().withdraw(user.uid, edition)).resolves.toBeUndefined();
    });

    it('gives each account its own number, the same after withdrawing and registering again', async () => {
      const { user: other } = await verifiedAccount('other');
      const theirs = await registrations().save(other.uid, edition, REGISTRATION);
      await backend().auth.signOut();
      const { user } = await verifiedAccount();

      const mine = await registrations().save(user.uid, edition, REGISTRATION);
      await registrations().withdraw(user.uid, edition);
      const again = await registrations().save(user.uid, edition, REGISTRATION);

      expect(mine.registrationNumber).not.toBe(theirs.registrationNumber);
      expect(again.registrationNumber).toBe(mine.registrationNumber);
      if (harness.expectedRegistrationNumber) {
        expect(mine.registrationNumber).toBe(
          await harness.expectedRegistrationNumber(edition, user.uid),
        );
      }
    });

    it('lets a Google account register once it has answered the age question: Google has verified its address', async () => {
      const user = await backend().auth.signInWithGoogle();
      await backend().auth.declareAge({ adult: true });

      const saved = await registrations().save(user.uid, edition, REGISTRATION);

      expect(await registrations().read(user.uid, edition)).toEqual(saved);
    });

    it('refuses an unverified account with registration/email-not-verified, storing nothing', async () => {
      const { user } = await signUp(backend().auth);

      await expectBackendError(
        registrations().save(user.uid, edition, REGISTRATION),
        'registration/email-not-verified',
      );

      expect(await registrations().read(user.uid, edition)).toBeNull();
    });

    it.each([
      ['consent that is not given', { consent: false }],
      ['a grade outside 6 to 10', { grade: 11 }],
      ['a name with digits', { candidateName: 'Asha 2' }],
      ['a name of one letter', { guardianName: 'M' }],
      ['a school name over 120 characters', { schoolName: 'S'.repeat(121) }],
      ['a state that is not in the list', { schoolState: 'Bombay' }],
      ['a mobile number not normalised', { guardianMobile: '98765 43210' }],
      ['a malformed email', { guardianEmail: 'meera@example' }],
      ['a role (only a parent or guardian registers)', { consentRole: 'parent' }],
      ['another version of the notice', { noticeVersion: '2020-01-old' }],
      ['a notice language the site does not have', { noticeLanguage: 'fr' }],
      ['a confirmation the client wrote itself', { guardianConfirmedAt: new Date() }],
      ['a guardian method the client wrote itself', { guardianMethod: 'account-email' }],
      ['a deletion day the client wrote itself', { deleteAt: new Date(2099, 0, 1) }],
      ['any other key', { dateOfBirth: '2012-04-01' }],
    ])('refuses %s with registration/invalid and keeps what was stored', async (_, changes) => {
      const { user } = await verifiedAccount();
      const stored = await registrations().save(user.uid, edition, REGISTRATION);

      await expectBackendError(
        registrations().save(user.uid, edition, unchecked({ ...REGISTRATION, ...changes })),
        'registration/invalid',
      );

      expect(withoutTime(await registrations().read(user.uid, edition))).toEqual(
        withoutTime(stored),
      );
    });

    it('refuses an edition that takes no registrations', async () => {
      const { user } = await verifiedAccount();

      await expectBackendError(
        registrations().save(user.uid, 'not-an-edition', REGISTRATION),
        'registration/unknown-edition',
      );
    });

    it("refuses to read, change or withdraw another account's registration", async () => {
      const { user: other, email, password } = await verifiedAccount('other');
      const theirs = await registrations().save(other.uid, edition, REGISTRATION);
      await backend().auth.signOut();
      const { user } = await verifiedAccount();
      await registrations().save(user.uid, edition, REGISTRATION);

      await expectBackendError(
        registrations().read(other.uid, edition),
        'registration/permission-denied',
      );
      await expectBackendError(
        registrations().save(other.uid, edition, { ...REGISTRATION, grade: 10 }),
        'registration/permission-denied',
      );
      await expectBackendError(
        registrations().withdraw(other.uid, edition),
        'registration/permission-denied',
      );

      await backend().auth.signOut();
      await backend().auth.signIn(email, password);
      expect(withoutTime(await registrations().read(other.uid, edition))).toEqual(
        withoutTime(theirs),
      );
    });

    it('needs a signed-in user for every registration call', async () => {
      const { user } = await verifiedAccount();
      await registrations().save(user.uid, edition, REGISTRATION);
      await backend().auth.signOut();

      await expectBackendError(registrations().read(user.uid, edition), 'auth/unauthenticated');
      await expectBackendError(
        registrations().save(user.uid, edition, REGISTRATION),
        'auth/unauthenticated',
      );
      await expectBackendError(registrations().withdraw(user.uid, edition), 'auth/unauthenticated');
    });

    it("deleting the account deletes the account's registrations", async () => {
      const { user, email, password } = await verifiedAccount();
      await registrations().save(user.uid, edition, REGISTRATION);

      await backend().auth.deleteAccount({ method: 'password', password });

      if (harness.storedRegistrations) {
        const left = (await harness.storedRegistrations()).filter(
          (entry) => entry.uid === user.uid,
        );
        expect(left).toEqual([]);
      }
      // Through the port: the address can sign up afresh, and has no registration.
      const fresh = await backend().auth.createAccount(email, password);
      expect(await registrations().read(fresh.uid, edition)).toBeNull();
    });
  });
}
