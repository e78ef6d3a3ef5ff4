import { describe, expect, it } from 'vitest';
import type { UserProfile } from '../user.ts';
import type { SuiteContext } from './context.ts';
import {
  DEFAULT_PROFILE_LIMITS,
  expectBackendError,
  signUp,
  uploadSomePicture,
} from './helpers.ts';

/**
 * What the Firestore rules refuse, refused alike by every adapter: a value that breaks a limit on
 * create or update is `profile/permission-denied` and leaves the document as it was.
 */
export function describeProfileLimitCases(context: SuiteContext): void {
  const backend = () => context.backend();
  const limits = context.harness.profileLimits ?? DEFAULT_PROFILE_LIMITS;

  async function signedUpWithProfile() {
    const { user, email } = await signUp(backend().auth);
    const profile: UserProfile = { username: 'Asha', email };
    await backend().profiles.create(user.uid, profile);
    return { uid: user.uid, profile };
  }

  describe('profile limits', () => {
    it('accepts a username of exactly the limit, and an empty one', async () => {
      const { uid, profile } = await signedUpWithProfile();
      const longest = 'x'.repeat(limits.usernameMaxLength);

      await backend().profiles.update(uid, { username: longest });
      expect(await backend().profiles.read(uid)).toEqual({ ...profile, username: longest });
      await backend().profiles.update(uid, { username: '' });
      expect(await backend().profiles.read(uid)).toEqual({ ...profile, username: '' });
    });

    it('refuses a username one character over the limit, on create and on update', async () => {
      const { uid, profile } = await signedUpWithProfile();
      const tooLong = 'x'.repeat(limits.usernameMaxLength + 1);

      await expectBackendError(
        backend().profiles.create(uid, { ...profile, username: tooLong }),
        'profile/permission-denied',
      );
      await expectBackendError(
        backend().profiles.update(uid, { username: tooLong }),
        'profile/permission-denied',
      );
      expect(await backend().profiles.read(uid)).toEqual(profile);
    });

    it('refuses an empty email and one over the limit', async () => {
      const { uid, profile } = await signedUpWithProfile();
      const tooLong = `${'x'.repeat(limits.emailMaxLength - 11)}@example.com`;

      await expectBackendError(
        backend().profiles.update(uid, { email: '' }),
        'profile/permission-denied',
      );
      await expectBackendError(
        backend().profiles.update(uid, { email: tooLong }),
        'profile/permission-denied',
      );
      expect(await backend().profiles.read(uid)).toEqual(profile);
    });

    it('stores only username, email and profilePicture', async () => {
      const { user, email } = await signUp(backend().auth);
      const withExtra = { username: 'Asha', email, role: 'admin' };

      await backend().profiles.create(user.uid, withExtra);

      expect(await backend().profiles.read(user.uid)).toEqual({ username: 'Asha', email });
    });

    it.each([
      ['on another host', 'https://evil.example/profile_pictures/me/avatar.png'],
      ['a javascript: URL', 'javascript:alert(1)'],
      ['a data: URL made up by the caller', 'data:image/png;base64,iVBORw0KGgo='],
    ])('refuses a picture URL %s', async (_, profilePicture) => {
      const { uid, profile } = await signedUpWithProfile();

      await expectBackendError(
        backend().profiles.update(uid, { profilePicture }),
        'profile/permission-denied',
      );
      expect(await backend().profiles.read(uid)).toEqual(profile);
    });

    it("refuses another user's picture URL", async () => {
      const { user: other } = await signUp(backend().auth, 'other');
      const theirs = await uploadSomePicture(backend().files, other.uid);
      await backend().auth.signOut();
      const { uid, profile } = await signedUpWithProfile();

      await expectBackendError(
        backend().profiles.update(uid, { profilePicture: theirs }),
        'profile/permission-denied',
      );
      expect(await backend().profiles.read(uid)).toEqual(profile);
    });
  });
}
