import { describe, expect, it } from 'vitest';
import type { SuiteContext } from './context.ts';
import { expectBackendError, registerSomeoneElse, signUp, uploadSomePicture } from './helpers.ts';

export function describeProfileCases(context: SuiteContext): void {
  const backend = () => context.backend();

  describe('profiles', () => {
    it('reads a profile that does not exist yet as null', async () => {
      const { user } = await signUp(backend().auth);

      expect(await backend().profiles.read(user.uid)).toBeNull();
    });

    it('creates a profile and reads it back', async () => {
      const { user, email } = await signUp(backend().auth);

      await backend().profiles.create(user.uid, { username: 'Asha', email });

      expect(await backend().profiles.read(user.uid)).toEqual({ username: 'Asha', email });
    });

    it('updates one field and keeps the others', async () => {
      const { user, email } = await signUp(backend().auth);
      await backend().profiles.create(user.uid, { username: 'Asha', email });

      await backend().profiles.update(user.uid, { username: 'Asha Rao' });

      expect(await backend().profiles.read(user.uid)).toEqual({ username: 'Asha Rao', email });
    });

    it('adds a picture URL and keeps the name and email', async () => {
      const { user, email } = await signUp(backend().auth);
      await backend().profiles.create(user.uid, { username: 'Asha', email });
      const profilePicture = await uploadSomePicture(backend().files, user.uid);

      await backend().profiles.update(user.uid, { profilePicture });

      expect(await backend().profiles.read(user.uid)).toEqual({
        username: 'Asha',
        email,
        profilePicture,
      });
    });

    it('keeps the profile after signing out and in again', async () => {
      const { user, email, password } = await signUp(backend().auth);
      await backend().profiles.create(user.uid, { username: 'Asha', email });
      await backend().auth.signOut();
      await backend().auth.signIn(email, password);

      expect(await backend().profiles.read(user.uid)).toEqual({ username: 'Asha', email });
    });

    it("refuses to create another user's profile", async () => {
      const other = await registerSomeoneElse(backend().auth);
      await signUp(backend().auth);

      await expectBackendError(
        backend().profiles.create(other.uid, { username: 'Mallory', email: 'm@example.com' }),
        'profile/permission-denied',
      );
    });

    it("refuses to update another user's profile and leaves it unchanged", async () => {
      const { user: other, email, password } = await signUp(backend().auth, 'other');
      await backend().profiles.create(other.uid, { username: 'Ravi', email });
      await backend().auth.signOut();
      await signUp(backend().auth);

      await expectBackendError(
        backend().profiles.update(other.uid, { username: 'Mallory' }),
        'profile/permission-denied',
      );

      await backend().auth.signOut();
      await backend().auth.signIn(email, password);
      expect(await backend().profiles.read(other.uid)).toEqual({ username: 'Ravi', email });
    });

    it("refuses to read another user's profile", async () => {
      const { user: other, email } = await signUp(backend().auth, 'other');
      await backend().profiles.create(other.uid, { username: 'Ravi', email });
      await backend().auth.signOut();
      await signUp(backend().auth);

      await expectBackendError(backend().profiles.read(other.uid), 'profile/permission-denied');
    });

    it('needs a signed-in user for every profile call', async () => {
      const { user, email } = await signUp(backend().auth);
      await backend().profiles.create(user.uid, { username: 'Asha', email });
      await backend().auth.signOut();

      await expectBackendError(backend().profiles.read(user.uid), 'auth/unauthenticated');
      await expectBackendError(
        backend().profiles.create(user.uid, { username: 'Asha', email }),
        'auth/unauthenticated',
      );
      await expectBackendError(
        backend().profiles.update(user.uid, { username: 'Someone' }),
        'auth/unauthenticated',
      );
    });
  });
}
