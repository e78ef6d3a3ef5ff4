import { describe, expect, it } from 'vitest';
import type { SuiteContext } from './context.ts';
import { signUp } from './helpers.ts';

/** The language of the mails: `auth.setLanguage` reaches the verification and reset mails. */
export function describeLanguageCases(context: SuiteContext): void {
  const { harness } = context;
  const auth = () => context.backend().auth;

  describe('mail language', () => {
    it('takes a language signed out or in, without sending anything', async () => {
      expect(() => auth().setLanguage('hi')).not.toThrow();
      const { email } = await signUp(auth());
      expect(() => auth().setLanguage('en')).not.toThrow();

      if (harness.passwordResetRecipients) {
        const recipients = await harness.passwordResetRecipients();
        expect(recipients.some((to) => to.toLowerCase() === email.toLowerCase())).toBe(false);
      }
    });

    it('sends the sign-up verification and a password reset in Hindi once Hindi is set', async (test) => {
      if (!harness.mailLanguage) return test.skip('the harness cannot read a mail’s language');
      auth().setLanguage('hi');
      const { email } = await signUp(auth());

      expect(await harness.mailLanguage('verification', email)).toBe('hi');

      await auth().signOut();
      await auth().sendPasswordReset(email);

      expect(await harness.mailLanguage('passwordReset', email)).toBe('hi');
    });

    it('follows the latest choice, back to English', async (test) => {
      if (!harness.mailLanguage) return test.skip('the harness cannot read a mail’s language');
      auth().setLanguage('hi');
      const { email } = await signUp(auth());
      auth().setLanguage('en');

      await auth().sendEmailVerification();
      await auth().signOut();
      await auth().sendPasswordReset(email);

      expect(await harness.mailLanguage('verification', email)).toBe('en');
      expect(await harness.mailLanguage('passwordReset', email)).toBe('en');
    });
  });
}
