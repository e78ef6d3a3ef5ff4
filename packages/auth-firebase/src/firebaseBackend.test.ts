import { delay, http } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createFirebaseBackend } from './createFirebaseBackend.ts';
import {
  createFirebaseTestEnvironment,
  describeOnFirestore,
  PROJECT_ID,
  rejection,
  verificationRecipients,
} from './testing/harness.ts';

/**
 * What the shared conformance suite does not cover: Firebase's own messages, tidied, the popup
 * contract (both on the Auth emulator alone), and refusals that only firestore.rules makes (on the
 * real Firestore emulator). Storage's part is in files.storage-model.test.ts.
 */
const env = createFirebaseTestEnvironment();
beforeAll(() => env.start());
afterEach(() => env.cleanup());
afterAll(() => env.stop());

const PASSWORD = 'Secret#123';
const CONFIG = { apiKey: 'demo-api-key', projectId: PROJECT_ID, appId: '1:0:web:0' };

describe('messages that cross the port', () => {
  it('are the same code for a wrong password and an unknown email, so nobody learns who has an account', async () => {
    const backend = env.createBackend();
    await backend.auth.createAccount('asha@example.com', PASSWORD);
    await backend.auth.signOut();

    const wrongPassword = await rejection(backend.auth.signIn('asha@example.com', 'Wrong#123'));
    const unknownEmail = await rejection(backend.auth.signIn('nobody@example.com', PASSWORD));
    expect(wrongPassword.code).toBe('auth/invalid-credential');
    expect(unknownEmail.code).toBe(wrongPassword.code);
    expect(`${wrongPassword.message} ${unknownEmail.message}`).not.toMatch(/Firebase|\(auth\//);
  });

  it('keeps the service sentence for a weak password, without the code in brackets', async () => {
    const weak = await rejection(env.createBackend().auth.createAccount('weak@example.com', '123'));
    expect(weak.message).toBe('Password should be at least 6 characters.');
  });

  it('hands back plain port users, never Firebase User objects', async () => {
    const user = await env.createBackend().auth.createAccount('plain@example.com', PASSWORD);
    expect(Object.keys(user).sort()).toEqual([
      'displayName',
      'email',
      'emailVerified',
      'photoURL',
      'providers',
      'roles',
      'uid',
    ]);
    expect(user.roles).toEqual([]);
  });
});

describe('Google popup', () => {
  it('is opened synchronously, inside the click, before any await', async () => {
    const popupSignIn = vi.fn(() => new Promise<never>(() => {}));
    const backend = createFirebaseBackend({ config: CONFIG, appName: 'popup-sync', popupSignIn });
    void backend.auth.signInWithGoogle();
    expect(popupSignIn).toHaveBeenCalledTimes(1);
    await backend.dispose();
  });

  it.each([
    'auth/popup-closed-by-user',
    'auth/cancelled-popup-request',
    'auth/popup-blocked',
    'auth/too-many-requests',
    'auth/network-request-failed',
  ])('failing with %s rejects with the port error of that code', async (code) => {
    const backend = createFirebaseBackend({
      config: CONFIG,
      appName: `popup-${code}`,
      popupSignIn: () =>
        Promise.reject(Object.assign(new Error(`Firebase: Error (${code}).`), { code })),
    });
    const error = await rejection(backend.auth.signInWithGoogle());
    expect(error.code).toBe(code);
    expect(error.message).not.toMatch(/Firebase|\(auth\//);
    await backend.dispose();
  });
});

// Refusals only firestore.rules makes, judged by the real rules engine: the adapter's part is to
// name them with the port's code.
describeOnFirestore('refusals only the rules make', () => {
  it('refuses a username longer than the rules allow', async () => {
    const backend = env.createBackend();
    const { uid } = await backend.auth.createAccount('long@example.com', PASSWORD);
    const error = await rejection(
      backend.profiles.create(uid, { username: 'x'.repeat(61), email: 'long@example.com' }),
    );
    expect(error.code).toBe('profile/permission-denied');
    expect(await backend.profiles.read(uid)).toBeNull();
  });

  it('accepts a profile made from an account without a display name (empty username)', async () => {
    const backend = env.createBackend();
    const { uid } = await backend.auth.createAccount('nameless@example.com', PASSWORD);
    await backend.profiles.create(uid, { username: '', email: 'nameless@example.com' });
    expect(await backend.profiles.read(uid)).toEqual({
      username: '',
      email: 'nameless@example.com',
    });
  });

  it('refuses a picture URL that is not http(s)', async () => {
    const backend = env.createBackend();
    const { uid } = await backend.auth.createAccount('url@example.com', PASSWORD);
    await backend.profiles.create(uid, { username: 'Url', email: 'url@example.com' });
    const error = await rejection(
      backend.profiles.update(uid, { profilePicture: 'javascript:alert(1)' }),
    );
    expect(error.code).toBe('profile/permission-denied');
  });

  // An emulator always answers: msw holds the call in front of it, as a lost network would.
  it('gives up on a profile write that gets no answer, with profile/timeout', async () => {
    const backend = env.createBackend({ writeTimeoutMs: 200 });
    const { uid } = await backend.auth.createAccount('slow@example.com', PASSWORD);
    env.server.use(http.post(/documents:commit/, () => delay('infinite')));

    const error = await rejection(
      backend.profiles.create(uid, { username: 'Slow', email: 'slow@example.com' }),
    );

    expect(error.code).toBe('profile/timeout');
  });
});

describe('sign-up', () => {
  it('keeps the name on the account and sends the verification mail', async () => {
    const backend = env.createBackend();

    const user = await backend.auth.createAccount('named@example.com', PASSWORD, ' Asha ');

    expect(user.displayName).toBe('Asha');
    expect(await verificationRecipients(env.authEmulatorUrl)).toContain('named@example.com');
  });
});
