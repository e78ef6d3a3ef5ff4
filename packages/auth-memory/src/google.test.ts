import { describe, expect, it } from 'vitest';
import { createMemoryBackend } from './createMemoryBackend.ts';
import { DEFAULT_GOOGLE_ACCOUNT } from './demoAccounts.ts';

describe('Google sign-in', () => {
  it('completes at once as the demo Google account, photo included', async () => {
    const user = await createMemoryBackend().auth.signInWithGoogle();

    expect(user).toMatchObject({
      email: DEFAULT_GOOGLE_ACCOUNT.email,
      displayName: DEFAULT_GOOGLE_ACCOUNT.displayName,
      photoURL: DEFAULT_GOOGLE_ACCOUNT.photoURL,
    });
  });

  it('completes as the configured account', async () => {
    const backend = createMemoryBackend({
      googleAccount: { email: 'Kiran@Example.com', displayName: 'Kiran' },
    });

    const user = await backend.auth.signInWithGoogle();

    expect(user).toMatchObject({
      email: 'kiran@example.com',
      displayName: 'Kiran',
      photoURL: null,
    });
  });

  it('joins an email account of the same address instead of making a second one', async () => {
    const backend = createMemoryBackend({
      googleAccount: { email: 'asha@example.com', displayName: 'Asha G' },
    });
    const byPassword = await backend.auth.createAccount('asha@example.com', 'Secret#123');
    await backend.auth.signOut();

    const byGoogle = await backend.auth.signInWithGoogle();
    await backend.auth.signOut();

    expect(byGoogle.uid).toBe(byPassword.uid);
    expect(byGoogle.displayName).toBe('Asha G');
    await expect(backend.auth.signIn('asha@example.com', 'Secret#123')).resolves.toMatchObject({
      uid: byPassword.uid,
    });
  });

  it('cannot sign in with a password on a Google-only account', async () => {
    const backend = createMemoryBackend();
    await backend.auth.signInWithGoogle();
    await backend.auth.signOut();

    await expect(
      backend.auth.signIn(DEFAULT_GOOGLE_ACCOUNT.email, 'Anything#1'),
    ).rejects.toMatchObject({ code: 'auth/invalid-credential' });
  });
});

describe('a Google name longer than a profile allows', () => {
  it('stays whole on the account, as Firebase keeps it, and a profile refuses it as it is', async () => {
    const longName = 'Meera '.repeat(15).trim();
    const backend = createMemoryBackend({
      googleAccount: { email: 'meera@example.com', displayName: longName },
    });

    const user = await backend.auth.signInWithGoogle();

    expect(user.displayName).toBe(longName);
    await expect(
      backend.profiles.create(user.uid, { username: longName, email: 'meera@example.com' }),
    ).rejects.toMatchObject({ code: 'profile/permission-denied' });
  });
});
