import { describe, expect, it } from 'vitest';
import type { Registration } from '../registration.ts';
import type { SuiteContext } from './context.ts';
import type { ConsentMail } from './harness.ts';
import { signUp } from './helpers.ts';
import { REGISTRATION } from './registrationCases.ts';

const POLL_MS = 100;

/**
 * Consent follows the child (issue 38): a confirmed registration whose candidate's name, grade or
 * school changes awaits the guardian again, who is mailed a fresh link. Needs `harness.latestMail`
 * and `harness.verifyEmail`.
 */
export function describeChildChangeCases(context: SuiteContext): void {
  const { harness } = context;
  const backend = () => context.backend();
  const edition = harness.registrationEditionIds?.[0] ?? '2024';

  async function until<T>(read: () => Promise<T>, accept: (value: T) => boolean): Promise<T> {
    const deadline = Date.now() + (harness.serverReactionMs ?? 0);
    for (;;) {
      const value = await read();
      if (accept(value) || Date.now() >= deadline) return value;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  const guardianMail = () =>
    until(
      () => harness.latestMail?.(REGISTRATION.guardianEmail) ?? Promise.resolve(undefined),
      (mail: ConsentMail | undefined) => mail?.kind === 'guardian-confirm',
    );

  describe.skipIf(harness.latestMail === undefined || harness.verifyEmail === undefined)(
    'consent follows the child (issue 38)',
    () => {
      it('asks the guardian again when a confirmed registration names another candidate', async () => {
        const { user, email, password } = await signUp(backend().auth, 'family');
        await harness.verifyEmail?.(email);
        await backend().registrations.save(user.uid, edition, REGISTRATION);
        const first = await guardianMail();
        const token = new URL(first?.link ?? 'http://x').searchParams.get('token') ?? '';
        await backend().auth.signOut();
        await backend().guardian.confirm(token);
        await backend().auth.signIn(email, password);
        const read = () => backend().registrations.read(user.uid, edition);
        const confirmed = (registration: Registration | null) =>
          registration?.guardianStatus === 'confirmed';
        expect((await until(read, confirmed))?.guardianStatus).toBe('confirmed');

        await backend().registrations.save(user.uid, edition, {
          ...REGISTRATION,
          candidateName: 'Meena Rao',
        });

        const again = await until(read, (registration) => !confirmed(registration));
        expect(again?.guardianStatus).toBe('awaiting-guardian');
        expect(again?.candidateName).toBe('Meena Rao');
        const second = await guardianMail();
        expect(second?.link).toBeDefined();
        expect(second?.link).not.toBe(first?.link);
        // The request names the child by first name only (issue 38): the new one.
        expect(second?.text).toContain('Meena');
      });
    },
  );
}
