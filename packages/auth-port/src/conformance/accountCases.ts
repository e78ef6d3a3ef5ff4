import { describe, expect, it } from 'vitest';
import type { SuiteContext } from './context.ts';
import {
  currentUid,
  DEFAULT_PROFILE_LIMITS,
  expectBackendError,
  includesAddress,
  PASSWORD,
  signUp,
  uniqueEmail,
  uploadSomePicture,
} from './helpers.ts';

/** Verified addresses, the name kept on the account, and deleting the account. */
export function describeAccountCases(context: SuiteContext): void {
  const { harness } = context;
  const backend = () => context.backend();
  const auth = () => context.backend().auth;
  const limits = harness.profileLimits ?? DEFAULT_PROFILE_LIMITS;

  describe('email verification', () => {
    it('starts a new account unverified and sends it a verification mail', async () => {
      const { user, email } = await signUp(auth());

      expect(user.emailVerified).toBe(false);
      if (harness.verificationRecipients) {
        expect(includesAddress(await harness.verificationRecipients(), email)).toBe(true);
      }
    });

    it('sends the mail again on request', async () => {
      const { email } = await signUp(auth());

      await expect(auth().sendEmailVerification()).resolves.toBeUndefined();

      if (harness.verificationRecipients) {
        const recipients = await harness.verificationRecipients();
        const toThisAddress = recipients.filter((to) => includesAddress([to], email));
        expect(toThisAddress).toHaveLength(2);
      }
    });

    it('needs a signed-in user to send the mail', async () => {
      await expectBackendError(auth().sendEmailVerification(), 'auth/unauthenticated');
    });

    it('reads as verified after the link in the mail was followed', async (test) => {
      if (!harness.verifyEmail) return test.skip('the harness cannot follow a mail link');
      const { email, password } = await signUp(auth());

      await harness.verifyEmail(email);
      await auth().signOut();
      const again = await auth().signIn(email, password);

      expect(again.emailVerified).toBe(true);
    });

    it('counts a Google account as verified', async () => {
      const user = await auth().signInWithGoogle();

      expect(user.emailVerified).toBe(true);
    });

    it('reloads the signed-in account as verified once the link was followed, without a new sign-in', async (test) => {
      if (!harness.verifyEmail) return test.skip('the harness cannot follow a mail link');
      const { user, email } = await signUp(auth());
      expect((await auth().reloadUser())?.emailVerified).toBe(false);

      await harness.verifyEmail(email);

      const reloaded = await auth().reloadUser();
      expect(reloaded?.uid).toBe(user.uid);
      expect(reloaded?.emailVerified).toBe(true);
    });

    it('reloads nobody when signed out', async () => {
      expect(await auth().reloadUser()).toBeNull();
    });
  });

  describe('sign-in providers', () => {
    it('names password for an account made with email and password', async () => {
      const { user } = await signUp(auth());

      expect(user.providers).toEqual(['password']);
    });

    it('names google for an account that signed in with Google', async () => {
      const user = await auth().signInWithGoogle();

      expect(user.providers).toContain('google');
    });
  });

  describe('name on the account', () => {
    it('keeps the username given at sign-up, trimmed, across sign-in', async () => {
      const email = uniqueEmail('named');
      const user = await auth().createAccount(email, PASSWORD, '  Asha Rao  ');
      await auth().signOut();

      const again = await auth().signIn(email, PASSWORD);

      expect(user.displayName).toBe('Asha Rao');
      expect(again.displayName).toBe('Asha Rao');
    });

    it('cuts a name longer than the profile allows to the limit', async () => {
      const user = await auth().createAccount(
        uniqueEmail('long'),
        PASSWORD,
        'y'.repeat(limits.usernameMaxLength + 10),
      );

      expect(user.displayName).toBe('y'.repeat(limits.usernameMaxLength));
    });

    it('leaves the name empty when none is given', async () => {
      const { user } = await signUp(auth());

      expect(user.displayName ?? '').toBe('');
    });
  });

  describe('deleting the account', () => {
    it('removes the profile, the picture and the account, and signs out', async () => {
      const { user, email, password } = await signUp(auth());
      const profilePicture = await uploadSomePicture(backend().files, user.uid);
      await backend().profiles.create(user.uid, { username: 'Asha', email, profilePicture });

      await auth().deleteAccount({ method: 'password', password });

      expect(await currentUid(auth())).toBeNull();
      await expectBackendError(auth().signIn(email, password), 'auth/invalid-credential');
      const fresh = await auth().createAccount(email, PASSWORD);
      expect(fresh.uid).not.toBe(user.uid);
    });

    it('deletes nothing when the password is wrong', async () => {
      const { user, email } = await signUp(auth());
      await backend().profiles.create(user.uid, { username: 'Asha', email });

      await expectBackendError(
        auth().deleteAccount({ method: 'password', password: 'Wrong#999' }),
        'auth/invalid-credential',
      );

      expect(await currentUid(auth())).toBe(user.uid);
      expect(await backend().profiles.read(user.uid)).toEqual({ username: 'Asha', email });
    });

    it('needs a signed-in user', async () => {
      await expectBackendError(
        auth().deleteAccount({ method: 'password', password: PASSWORD }),
        'auth/unauthenticated',
      );
    });

    it('re-authenticates a Google account with Google, then deletes it', async () => {
      const first = await auth().signInWithGoogle();
      await backend().profiles.create(first.uid, {
        username: 'Google',
        email: harness.googleAccount.email,
      });

      await auth().deleteAccount({ method: 'google' });

      expect(await currentUid(auth())).toBeNull();
      const second = await auth().signInWithGoogle();
      expect(second.uid).not.toBe(first.uid);
      expect(await backend().profiles.read(second.uid)).toBeNull();
    });
  });

  describe('changing the sign-in address', () => {
    it.skipIf(harness.followEmailChange === undefined)(
      "changes it, and the profile's, only once the link mailed to the new address is followed",
      async () => {
        const { user, email, password } = await signUp(auth(), 'mover');
        await backend().profiles.create(user.uid, { username: 'Asha', email });
        const newEmail = uniqueEmail('moved');

        await expect(
          auth().changeEmail(newEmail.toUpperCase(), { method: 'password', password }),
        ).resolves.toBeUndefined();
        expect((await auth().reloadUser())?.email).toBe(email);

        await harness.followEmailChange?.(newEmail);

        const reloaded = await auth().reloadUser();
        expect(reloaded?.email).toBe(newEmail);
        expect(reloaded?.emailVerified).toBe(true);
        expect(await backend().profiles.read(user.uid)).toEqual({
          username: 'Asha',
          email: newEmail,
        });
        await auth().signOut();
        await expect(auth().signIn(newEmail, password)).resolves.toMatchObject({ uid: user.uid });
      },
    );

    it('changes nothing when the password is wrong', async () => {
      const { user, email } = await signUp(auth(), 'stay');

      await expectBackendError(
        auth().changeEmail(uniqueEmail('elsewhere'), { method: 'password', password: 'Wrong#999' }),
        'auth/invalid-credential',
      );

      expect(await currentUid(auth())).toBe(user.uid);
      expect((await auth().reloadUser())?.email).toBe(email);
    });

    it("refuses a malformed address, and another account's", async () => {
      const other = await signUp(auth(), 'taken');
      await auth().signOut();
      const { password } = await signUp(auth(), 'wants');

      await expectBackendError(
        auth().changeEmail('not-an-address', { method: 'password', password }),
        'auth/invalid-email',
      );
      await expectBackendError(
        auth().changeEmail(other.email, { method: 'password', password }),
        'auth/email-already-in-use',
      );
    });

    it('needs a signed-in user', async () => {
      await expectBackendError(
        auth().changeEmail(uniqueEmail('nobody'), { method: 'password', password: PASSWORD }),
        'auth/unauthenticated',
      );
    });
  });
}
