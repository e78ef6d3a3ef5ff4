import type { UserProfile } from '@apex/auth-port';
import { describe, expect, it } from 'vitest';
import { createMemoryBackend } from './createMemoryBackend.ts';

async function signedIn() {
  const backend = createMemoryBackend();
  const user = await backend.auth.createAccount('asha@example.com', 'Secret#123');
  return { backend, uid: user.uid };
}

describe('memory profiles, beyond the shared contract', () => {
  it('refuses to update a profile that does not exist, as Firestore updateDoc does', async () => {
    const { backend, uid } = await signedIn();

    await expect(backend.profiles.update(uid, { username: 'Asha' })).rejects.toMatchObject({
      code: 'profile/not-found',
    });
    expect(await backend.profiles.read(uid)).toBeNull();
  });

  it('replaces the whole document on create, as setDoc does', async () => {
    const { backend, uid } = await signedIn();
    const profilePicture = await backend.files.uploadProfilePicture(
      uid,
      new Blob([new Uint8Array([1])], { type: 'image/png' }),
    );
    await backend.profiles.create(uid, {
      username: 'Asha',
      email: 'asha@example.com',
      profilePicture,
    });

    await backend.profiles.create(uid, { username: 'Asha V', email: 'asha@example.com' });

    expect(await backend.profiles.read(uid)).toEqual({
      username: 'Asha V',
      email: 'asha@example.com',
    });
  });

  it('stores only the profile fields, whatever else a caller passes', async () => {
    const { backend, uid } = await signedIn();
    const withExtra = { username: 'Asha', email: 'asha@example.com', admin: true };
    await backend.profiles.create(uid, withExtra satisfies UserProfile);
    await backend.profiles.update(uid, {
      username: 'Asha V',
      role: 'owner',
    } as Partial<UserProfile>);

    expect(await backend.profiles.read(uid)).toEqual({
      username: 'Asha V',
      email: 'asha@example.com',
    });
  });

  it('hands out copies, so changing a read result changes nothing stored', async () => {
    const { backend, uid } = await signedIn();
    await backend.profiles.create(uid, { username: 'Asha', email: 'asha@example.com' });

    const read = await backend.profiles.read(uid);
    if (read) Object.assign(read, { username: 'Tampered' });

    expect(await backend.profiles.read(uid)).toMatchObject({ username: 'Asha' });
  });
});

describe('seedProfile', () => {
  it('stores a fixture as given, and later writes may keep its picture', async () => {
    const backend = createMemoryBackend();
    const { uid } = await backend.auth.createAccount('asha@example.com', 'Secret#123');
    const profilePicture = 'https://files.example/a.png';

    await backend.controls.seedProfile(uid, {
      username: 'Asha',
      email: 'asha@example.com',
      profilePicture,
    });
    await backend.profiles.update(uid, { username: 'Asha Rao' });

    expect(await backend.profiles.read(uid)).toEqual({
      username: 'Asha Rao',
      email: 'asha@example.com',
      profilePicture,
    });
  });
});
