import { describe, expect, it } from 'vitest';
import type { Registration } from '../registration.ts';
import type { SuiteContext } from './context.ts';
import type { ConsentMail } from './harness.ts';
import { expectBackendError, signUp, uploadSomePicture } from './helpers.ts';
import { REGISTRATION } from './registrationCases.ts';

const DAY_MS = 86_400_000;
/** GUARDIAN_LINK_VALID_DAYS of `@apex/core`: a parent's link lives as long as a guardian's. */
const LINK_VALID_DAYS = 7;
const POLL_MS = 100;

/**
 * Who may consent (issue 38): an account declared under 18 keeps nothing more until a parent
 * confirms it through a mailed link, and its own address never stands for a guardian's. Needs
 * `harness.latestMail` and `harness.verifyEmail`.
 */
export function describeAccountAgeCases(context: SuiteContext): void {
  const { harness } = context;
  const backend = () => context.backend();
  const edition = harness.registrationEditionIds?.[0] ?? '2024';

  /** The newest mail of `kind` to `to`, once the server has queued it. */
  async function mailTo(to: string, kind: ConsentMail['kind']): Promise<ConsentMail | undefined> {
    const deadline = Date.now() + (harness.serverReactionMs ?? 0);
    for (;;) {
      const mail = await harness.latestMail?.(to);
      if (mail?.kind === kind || Date.now() >= deadline) return mail;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  function tokenOf(mail: ConsentMail | undefined): string {
    const token = mail?.link === undefined ? null : new URL(mail.link).searchParams.get('token');
    if (token === null || token === '') throw new Error('the mail carries no link with a token');
    return token;
  }

  /** A verified under-18 account naming `parentEmail`, and its parent's link. */
  async function childAccount(parentEmail: string) {
    const account = await signUp(backend().auth, 'child', { adult: false, parentEmail });
    await harness.verifyEmail?.(account.email);
    const mail = await mailTo(parentEmail, 'parent-confirm');
    return { ...account, mail, token: tokenOf(mail) };
  }

  /** Saves until the server lets it (a trigger writes the confirmation a moment later). */
  async function saveWhenAllowed(uid: string): Promise<Registration> {
    const deadline = Date.now() + (harness.serverReactionMs ?? 0);
    for (;;) {
      try {
        return await backend().registrations.save(uid, edition, REGISTRATION);
      } catch (error) {
        if (Date.now() >= deadline) throw error;
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    }
  }

  describe.skipIf(harness.latestMail === undefined || harness.verifyEmail === undefined)(
    'who may consent (issue 38)',
    () => {
      it("mails an under-18 account's parent a link, and refuses a registration and a picture until they confirm", async () => {
        const parent = `parent.${Date.now().toString(36)}@example.com`;
        const { user, mail } = await childAccount(parent);

        expect(mail).toMatchObject({ kind: 'parent-confirm', language: 'en' });
        expect(new URL(mail?.link ?? '').pathname).toBe('/parent');
        await expectBackendError(
          backend().registrations.save(user.uid, edition, REGISTRATION),
          'registration/parent-not-confirmed',
        );
        await expectBackendError(
          uploadSomePicture(backend().files, user.uid),
          'storage/parent-not-confirmed',
        );
        expect(await backend().registrations.read(user.uid, edition)).toBeNull();
      });

      it('lets the parent, who needs no account, see the request and confirm it once', async () => {
        const parent = `parent.${Date.now().toString(36)}@example.com`;
        const { user, email, password, token } = await childAccount(parent);
        await backend().auth.signOut();

        const request = await backend().parents.describe(token);
        expect(request.accountEmail).toBe(email.toLowerCase());
        // The server's clock may run apart from ours (the memory backend's sits in the edition).
        expect(request.expiresAt).toBeInstanceOf(Date);
        await backend().parents.confirm(token);
        await expectBackendError(backend().parents.confirm(token), 'guardian/link-used');

        await backend().auth.signIn(email, password);
        const saved = await saveWhenAllowed(user.uid);
        expect(saved.candidateName).toBe(REGISTRATION.candidateName);
      });

      it("does not record consent when an under-18 account names its own address as the guardian's", async () => {
        const parent = `parent.${Date.now().toString(36)}@example.com`;
        const { user, email, password, token } = await childAccount(parent);
        await backend().auth.signOut();
        await backend().parents.confirm(token);
        await backend().auth.signIn(email, password);

        await saveWhenAllowed(user.uid);
        await backend().registrations.save(user.uid, edition, {
          ...REGISTRATION,
          guardianEmail: email,
        });

        // The guardian's link goes to that address; nothing is confirmed by the saving alone.
        const asked = await mailTo(email, 'guardian-confirm');
        expect(asked?.kind).toBe('guardian-confirm');
        const stored = await backend().registrations.read(user.uid, edition);
        expect(stored?.guardianStatus).toBe('awaiting-guardian');
        expect(stored?.guardianConfirmedAt).toBeNull();
      });

      it('asks a new Google account its age: no registration or picture until it answers', async () => {
        const user = await backend().auth.signInWithGoogle();
        expect(await backend().auth.ageDeclared()).toBe(false);
        await expectBackendError(
          backend().registrations.save(user.uid, edition, REGISTRATION),
          'registration/age-not-declared',
        );
        await expectBackendError(
          uploadSomePicture(backend().files, user.uid),
          'storage/age-not-declared',
        );

        await backend().auth.declareAge({ adult: true });

        expect(await backend().auth.ageDeclared()).toBe(true);
        const saved = await saveWhenAllowed(user.uid);
        expect(saved.candidateName).toBe(REGISTRATION.candidateName);
        await expect(uploadSomePicture(backend().files, user.uid)).resolves.toMatch(/\S/);
        // The first answer stands.
        await expectBackendError(
          backend().auth.declareAge({ adult: false, parentEmail: 'someone@example.com' }),
          'auth/age-already-declared',
        );
      });

      it("takes a Google account's under-18 answer as sign-up does: the parent is mailed, the account waits", async () => {
        const parent = `parent.${Date.now().toString(36)}@example.com`;
        const user = await backend().auth.signInWithGoogle();
        await expectBackendError(
          backend().auth.declareAge({
            adult: false,
            parentEmail: harness.googleAccount.email.toUpperCase(),
          }),
          'auth/invalid-email',
        );
        expect(await backend().auth.ageDeclared()).toBe(false);

        await backend().auth.declareAge({ adult: false, parentEmail: parent });

        const mail = await mailTo(parent, 'parent-confirm');
        expect(mail).toMatchObject({ kind: 'parent-confirm', language: 'en' });
        await expectBackendError(
          backend().registrations.save(user.uid, edition, REGISTRATION),
          'registration/parent-not-confirmed',
        );
        await backend().auth.signOut();
        await backend().parents.confirm(tokenOf(mail));
        await backend().auth.signInWithGoogle();
        const saved = await saveWhenAllowed(user.uid);
        expect(saved.candidateName).toBe(REGISTRATION.candidateName);
      });

      it('counts an e-mail sign-up as answered, and refuses the question signed out', async () => {
        await signUp(backend().auth);
        expect(await backend().auth.ageDeclared()).toBe(true);
        await backend().auth.signOut();
        await expectBackendError(backend().auth.ageDeclared(), 'auth/unauthenticated');
        await expectBackendError(
          backend().auth.declareAge({ adult: true }),
          'auth/unauthenticated',
        );
      });

      it("refuses the account's own address as its parent's", async () => {
        const email = `self.${Date.now().toString(36)}@example.com`;
        await expectBackendError(
          backend().auth.createAccount(email, 'Secret#123', undefined, {
            adult: false,
            parentEmail: email.toUpperCase(),
          }),
          'auth/invalid-email',
        );
      });

      it.skipIf(harness.advanceClock === undefined || harness.runRetention === undefined)(
        "deletes an under-18 account nobody confirmed once its parent's link has expired",
        async () => {
          const parent = `parent.${Date.now().toString(36)}@example.com`;
          const { email, password, token } = await childAccount(parent);
          await backend().auth.signOut();

          await harness.advanceClock?.(LINK_VALID_DAYS * DAY_MS + 1000);
          await harness.runRetention?.();

          await expectBackendError(backend().parents.describe(token), 'guardian/link-unknown');
          await expectBackendError(
            backend().auth.signIn(email, password),
            'auth/invalid-credential',
          );
        },
      );
    },
  );
}
