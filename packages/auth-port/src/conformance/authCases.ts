import { describe, expect, it } from 'vitest';
import type { SuiteContext } from './context.ts';
import {
  currentUid,
  expectBackendError,
  PASSWORD,
  recordAuthStates,
  signUp,
  uniqueEmail,
} from './helpers.ts';

function sameAddress(actual: string | null, expected: string): boolean {
  return actual?.toLowerCase() === expected.toLowerCase();
}

export function describeAuthCases(context: SuiteContext): void {
  const { harness } = context;
  const auth = () => context.backend().auth;

  describe('sign-up', () => {
    it('creates an account and signs it in', async () => {
      const email = uniqueEmail('asha');
      const user = await auth().createAccount(email, PASSWORD);

      expect(user.uid).not.toBe('');
      expect(sameAddress(user.email, email)).toBe(true);
      expect(await currentUid(auth())).toBe(user.uid);
    });

    it('refuses an address that already has an account', async () => {
      const { email } = await signUp(auth());
      await auth().signOut();

      await expectBackendError(auth().createAccount(email, PASSWORD), 'auth/email-already-in-use');
      expect(await currentUid(auth())).toBeNull();
    });

    it('compares addresses without regard to letter case', async () => {
      const { email } = await signUp(auth());
      await auth().signOut();

      await expectBackendError(
        auth().createAccount(email.toUpperCase(), PASSWORD),
        'auth/email-already-in-use',
      );
    });

    it('refuses a malformed address', async () => {
      await expectBackendError(
        auth().createAccount('not-an-email', PASSWORD),
        'auth/invalid-email',
      );
    });

    it('refuses a password shorter than 6 characters', async () => {
      await expectBackendError(
        auth().createAccount(uniqueEmail('short'), 'Ab#1x'),
        'auth/weak-password',
      );
      expect(await currentUid(auth())).toBeNull();
    });
  });

  describe('sign-in', () => {
    it('signs in again after signing out, as the same account', async () => {
      const { user, email, password } = await signUp(auth());
      await auth().signOut();

      const again = await auth().signIn(email, password);

      expect(again.uid).toBe(user.uid);
      expect(sameAddress(again.email, email)).toBe(true);
      expect(await currentUid(auth())).toBe(user.uid);
    });

    it('accepts the address in any letter case', async () => {
      const { user, email, password } = await signUp(auth());
      await auth().signOut();

      const again = await auth().signIn(email.toUpperCase(), password);

      expect(again.uid).toBe(user.uid);
    });

    it('switches to the other account when someone else signs in', async () => {
      const { user: first, email, password } = await signUp(auth(), 'first');
      await auth().signOut();
      const { user: second } = await signUp(auth(), 'second');
      const watched = recordAuthStates(auth());
      await watched.waitForCount(1);

      await auth().signIn(email, password);
      await watched.waitForCount(2);
      watched.stop();

      expect(watched.uids).toEqual([second.uid, first.uid]);
    });

    it('refuses a wrong password with the non-enumerating code', async () => {
      const { email } = await signUp(auth());
      await auth().signOut();

      await expectBackendError(auth().signIn(email, 'Wrong#999'), 'auth/invalid-credential');
      expect(await currentUid(auth())).toBeNull();
    });

    it('refuses an unknown address with the same code as a wrong password', async () => {
      await expectBackendError(
        auth().signIn(uniqueEmail('nobody'), PASSWORD),
        'auth/invalid-credential',
      );
      expect(await currentUid(auth())).toBeNull();
    });
  });

  describe('sign-out', () => {
    it('signs the user out', async () => {
      await signUp(auth());

      await auth().signOut();

      expect(await currentUid(auth())).toBeNull();
    });

    it('succeeds when nobody is signed in', async () => {
      await expect(auth().signOut()).resolves.toBeUndefined();
      expect(await currentUid(auth())).toBeNull();
    });
  });

  describe('auth state listener', () => {
    it('gets the current state first, then every change, until unsubscribed', async () => {
      const watched = recordAuthStates(auth());
      await watched.waitForCount(1);
      expect(watched.uids).toEqual([null]);

      const { user, email, password } = await signUp(auth());
      await watched.waitForCount(2);
      await auth().signOut();
      await watched.waitForCount(3);
      watched.stop();

      // A second listener tells us when the next change has been delivered, so the absence of a
      // call on the first one is observed, not guessed with a delay.
      const sentinel = recordAuthStates(auth());
      await sentinel.waitForCount(1);
      await auth().signIn(email, password);
      await sentinel.waitForCount(2);

      expect(watched.uids).toEqual([null, user.uid, null]);
      expect(sentinel.uids).toEqual([null, user.uid]);
      sentinel.stop();
    });

    it('gives a listener added while signed in the signed-in user first', async () => {
      const { user, email } = await signUp(auth());

      const watched = recordAuthStates(auth());
      await watched.waitForCount(1);
      watched.stop();

      const [first] = watched.states;
      expect(first?.uid).toBe(user.uid);
      expect(sameAddress(first?.email ?? null, email)).toBe(true);
    });

    it('tolerates unsubscribing twice', async () => {
      const watched = recordAuthStates(auth());
      await watched.waitForCount(1);
      watched.stop();
      expect(() => watched.stop()).not.toThrow();
    });
  });

  describe('password reset', () => {
    it('sends the mail for a registered address', async () => {
      const { email } = await signUp(auth());
      await auth().signOut();

      await expect(auth().sendPasswordReset(email)).resolves.toBeUndefined();

      if (harness.passwordResetRecipients) {
        const recipients = await harness.passwordResetRecipients();
        expect(recipients.some((to) => sameAddress(to, email))).toBe(true);
      }
    });

    it('succeeds for an unknown address without sending anything', async () => {
      const unknown = uniqueEmail('nobody');

      await expect(auth().sendPasswordReset(unknown)).resolves.toBeUndefined();

      if (harness.passwordResetRecipients) {
        const recipients = await harness.passwordResetRecipients();
        expect(recipients.some((to) => sameAddress(to, unknown))).toBe(false);
      }
    });
  });

  describe('Google sign-in', () => {
    it('signs in as the Google account, with its email and name', async () => {
      const user = await auth().signInWithGoogle();

      expect(sameAddress(user.email, harness.googleAccount.email)).toBe(true);
      expect(user.displayName).toBe(harness.googleAccount.displayName);
      expect(await currentUid(auth())).toBe(user.uid);
    });

    it('returns to the same account on the next Google sign-in', async () => {
      const first = await auth().signInWithGoogle();
      await auth().signOut();

      const second = await auth().signInWithGoogle();

      expect(second.uid).toBe(first.uid);
    });
  });
}
