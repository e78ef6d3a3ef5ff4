import { BackendError } from '@apex/auth-port';
import { STORED_PICTURE_MAX_BYTES } from '@apex/core';
import { delay, http } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createFirebaseBackend } from './createFirebaseBackend.ts';
import {
  createFirebaseTestEnvironment,
  PROJECT_ID,
  verificationRecipients,
} from './testing/harness.ts';

/**
 * What the shared conformance suite does not cover: Firebase's own messages, tidied, the popup contract,
 * and refusals that only the server side (the rules, here their msw stand-ins) can make.
 */
const env = createFirebaseTestEnvironment();
beforeAll(() => env.start());
afterEach(() => env.cleanup());
afterAll(() => env.stop());

const PASSWORD = 'Secret#123';
const CONFIG = { apiKey: 'demo-api-key', projectId: PROJECT_ID, appId: '1:0:web:0' };

async function rejection(promise: Promise<unknown>): Promise<BackendError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(BackendError);
  return error as BackendError;
}

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

describe('refusals only the rules make', () => {
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

  it('stores the one picture at profile_pictures/{uid}/avatar with its content type only', async () => {
    const backend = env.createBackend();
    const { uid } = await backend.auth.createAccount('one@example.com', PASSWORD);
    const png = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });

    await backend.files.uploadProfilePicture(uid, png);
    await backend.files.uploadProfilePicture(uid, png);

    // The Java Storage emulator keeps its own store; the stand-in's is the one we can see into.
    if (!env.usesRealStorage) {
      expect([...env.storage.objects().keys()]).toEqual([`profile_pictures/${uid}/avatar`]);
    }
  });
});

// The stand-ins are what can be made to hang; the Java emulators always answer.
describe.skipIf(env.usesRealStorage)('bounded waits', () => {
  it('gives up on a profile write that gets no answer, with profile/timeout', async () => {
    const backend = env.createBackend({ writeTimeoutMs: 200 });
    const { uid } = await backend.auth.createAccount('slow@example.com', PASSWORD);
    env.server.use(http.post(/documents:commit/, () => delay('infinite')));

    const error = await rejection(
      backend.profiles.create(uid, { username: 'Slow', email: 'slow@example.com' }),
    );

    expect(error.code).toBe('profile/timeout');
  });

  it('gives up on an upload that gets no answer, with storage/timeout', async () => {
    const backend = env.createBackend({ writeTimeoutMs: 200 });
    const { uid } = await backend.auth.createAccount('slowup@example.com', PASSWORD);
    env.server.use(http.post(/firebasestorage/, () => delay('infinite')));
    const png = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });

    const error = await rejection(backend.files.uploadProfilePicture(uid, png));

    expect(error.code).toBe('storage/timeout');
  });

  it('cancels an upload in progress when its signal aborts, and stores nothing', async () => {
    const backend = env.createBackend();
    const { uid } = await backend.auth.createAccount('cancel@example.com', PASSWORD);
    const big = new Blob([new Uint8Array(STORED_PICTURE_MAX_BYTES)], { type: 'image/jpeg' });
    const controller = new AbortController();

    const error = await rejection(
      backend.files.uploadProfilePicture(uid, big, {
        signal: controller.signal,
        onProgress: ({ bytesTransferred }) => {
          if (bytesTransferred > 0) controller.abort();
        },
      }),
    );

    expect(error.code).toBe('storage/canceled');
    if (!env.usesRealStorage) expect(env.storage.objects().size).toBe(0);
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
