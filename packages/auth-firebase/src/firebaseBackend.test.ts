import { BackendError } from '@apex/auth-port';
import { PROFILE_PICTURE_MAX_BYTES } from '@apex/core';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createFirebaseBackend } from './createFirebaseBackend.ts';
import { createFirebaseTestEnvironment, GOOGLE_ACCOUNT, PROJECT_ID } from './testing/harness.ts';

/**
 * Adapter behaviour beyond the shared conformance suite: Firebase's own error shapes, enumeration
 * protection, the popup contract and the rules the stand-ins enforce. Auth is the real emulator.
 */
const env = createFirebaseTestEnvironment();
beforeAll(() => env.start());
afterEach(() => env.cleanup());
afterAll(() => env.stop());

const PASSWORD = 'Secret#123';

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

interface OobCode {
  readonly email: string;
  readonly requestType: string;
}

async function passwordResetMails(): Promise<OobCode[]> {
  const response = await fetch(
    `${env.authEmulatorUrl}/emulator/v1/projects/${PROJECT_ID}/oobCodes`,
  );
  const body = (await response.json()) as { oobCodes: OobCode[] };
  return body.oobCodes.filter((code) => code.requestType === 'PASSWORD_RESET');
}

describe('Firebase auth on the emulator, with email-enumeration protection on', () => {
  it('answers a wrong password and an unknown email alike, with auth/invalid-credential', async () => {
    const backend = env.createBackend();
    await backend.auth.createAccount('asha@example.com', PASSWORD);
    await backend.auth.signOut();

    const wrongPassword = await rejection(backend.auth.signIn('asha@example.com', 'Wrong#123'));
    const unknownEmail = await rejection(backend.auth.signIn('nobody@example.com', PASSWORD));
    expect(wrongPassword.code).toBe('auth/invalid-credential');
    expect(unknownEmail.code).toBe('auth/invalid-credential');
    expect(wrongPassword.message).toBe(unknownEmail.message);
    expect(wrongPassword.message).not.toMatch(/Firebase/);
  });

  it('refuses a second account for the same email with auth/email-already-in-use', async () => {
    const backend = env.createBackend();
    await backend.auth.createAccount('ravi@example.com', PASSWORD);
    const error = await rejection(backend.auth.createAccount('ravi@example.com', PASSWORD));
    expect(error.code).toBe('auth/email-already-in-use');
  });

  it('maps a malformed email and a weak password to their codes', async () => {
    const backend = env.createBackend();
    expect((await rejection(backend.auth.createAccount('not-an-email', PASSWORD))).code).toBe(
      'auth/invalid-email',
    );
    const weak = await rejection(backend.auth.createAccount('weak@example.com', '123'));
    expect(weak.code).toBe('auth/weak-password');
    expect(weak.message).toBe('Password should be at least 6 characters.');
  });

  it('sends a reset mail to a known address and succeeds silently for an unknown one', async () => {
    const backend = env.createBackend();
    await backend.auth.createAccount('meera@example.com', PASSWORD);
    await backend.auth.signOut();

    await backend.auth.sendPasswordReset('meera@example.com');
    await expect(backend.auth.sendPasswordReset('stranger@example.com')).resolves.toBeUndefined();

    const mails = await passwordResetMails();
    expect(mails.map((mail) => mail.email)).toEqual(['meera@example.com']);
  });

  it('reports the current state at once, then each change, until unsubscribed', async () => {
    const backend = env.createBackend();
    const seen: (string | null)[] = [];
    const unsubscribe = backend.auth.onAuthStateChanged((user) => seen.push(user?.email ?? null));
    await vi.waitFor(() => expect(seen).toEqual([null]));

    await backend.auth.createAccount('kabir@example.com', PASSWORD);
    await vi.waitFor(() => expect(seen).toEqual([null, 'kabir@example.com']));
    await backend.auth.signOut();
    await vi.waitFor(() => expect(seen).toEqual([null, 'kabir@example.com', null]));

    unsubscribe();
    await backend.auth.signIn('kabir@example.com', PASSWORD);
    expect(seen).toHaveLength(3);
  });

  it('hands back plain port users, never Firebase User objects', async () => {
    const backend = env.createBackend();
    const user = await backend.auth.createAccount('plain@example.com', PASSWORD);
    expect(Object.keys(user).sort()).toEqual(['displayName', 'email', 'photoURL', 'uid']);
    expect(user.email).toBe('plain@example.com');
  });
});

describe('Google sign-in', () => {
  it('completes as the Google account through the injected popup sign-in', async () => {
    const user = await env.createBackend().auth.signInWithGoogle();
    expect(user).toMatchObject({
      email: GOOGLE_ACCOUNT.email,
      displayName: GOOGLE_ACCOUNT.displayName,
    });
  });

  it('opens the popup synchronously, inside the click, before any await', () => {
    const popupSignIn = vi.fn(() => new Promise<never>(() => {}));
    const backend = createFirebaseBackend({
      config: { apiKey: 'demo-api-key', projectId: PROJECT_ID, appId: '1:0:web:0' },
      appName: 'popup-sync',
      popupSignIn,
    });
    void backend.auth.signInWithGoogle();
    expect(popupSignIn).toHaveBeenCalledTimes(1);
    return backend.dispose();
  });

  it.each([
    'auth/popup-closed-by-user',
    'auth/cancelled-popup-request',
    'auth/popup-blocked',
    'auth/too-many-requests',
    'auth/network-request-failed',
  ])('turns a popup failure %s into the port error with that code', async (code) => {
    const backend = createFirebaseBackend({
      config: { apiKey: 'demo-api-key', projectId: PROJECT_ID, appId: '1:0:web:0' },
      appName: `popup-${code}`,
      popupSignIn: () =>
        Promise.reject(Object.assign(new Error(`Firebase: Error (${code}).`), { code })),
    });
    const error = await rejection(backend.auth.signInWithGoogle());
    expect(error.code).toBe(code);
    expect(error.message).not.toMatch(/Firebase/);
    await backend.dispose();
  });
});

describe('profiles: users/{uid} under the Firestore rules', () => {
  it('lets the owner create, read and update their document', async () => {
    const backend = env.createBackend();
    const { uid } = await backend.auth.createAccount('owner@example.com', PASSWORD);
    expect(await backend.profiles.read(uid)).toBeNull();

    await backend.profiles.create(uid, { username: 'Owner', email: 'owner@example.com' });
    await backend.profiles.update(uid, { profilePicture: 'https://example.com/p.png' });
    expect(await backend.profiles.read(uid)).toEqual({
      username: 'Owner',
      email: 'owner@example.com',
      profilePicture: 'https://example.com/p.png',
    });
  });

  it("refuses another user's document, to read and to write", async () => {
    const backend = env.createBackend();
    const victim = await backend.auth.createAccount('victim@example.com', PASSWORD);
    await backend.profiles.create(victim.uid, { username: 'Victim', email: 'victim@example.com' });
    await backend.auth.signOut();
    await backend.auth.createAccount('mallory@example.com', PASSWORD);

    expect((await rejection(backend.profiles.read(victim.uid))).code).toBe(
      'profile/permission-denied',
    );
    const write = await rejection(backend.profiles.update(victim.uid, { username: 'Hacked' }));
    expect(write.code).toBe('profile/permission-denied');
  });

  it('refuses everything to a signed-out visitor', async () => {
    const backend = env.createBackend();
    const { uid } = await backend.auth.createAccount('shy@example.com', PASSWORD);
    await backend.auth.signOut();
    expect((await rejection(backend.profiles.read(uid))).code).toBe('profile/permission-denied');
  });

  it('refuses a username longer than the rules allow', async () => {
    const backend = env.createBackend();
    const { uid } = await backend.auth.createAccount('long@example.com', PASSWORD);
    const error = await rejection(
      backend.profiles.create(uid, { username: 'x'.repeat(61), email: 'long@example.com' }),
    );
    expect(error.code).toBe('profile/permission-denied');
  });
});

describe('files: profile_pictures/{uid}/{filename} under the Storage rules', () => {
  const png = () => new Blob([new Uint8Array([137, 80, 78, 71, 1, 2, 3])], { type: 'image/png' });

  it('uploads the owner picture and returns a URL that serves its bytes', async () => {
    const backend = env.createBackend();
    const { uid } = await backend.auth.createAccount('pic@example.com', PASSWORD);
    const url = await backend.files.uploadProfilePicture(uid, png(), 'me.png');
    expect(await env.harness.fetchBytes(url)).toEqual(new Uint8Array([137, 80, 78, 71, 1, 2, 3]));
  });

  it("refuses an upload into another user's folder", async () => {
    const backend = env.createBackend();
    await backend.auth.createAccount('intruder@example.com', PASSWORD);
    const error = await rejection(
      backend.files.uploadProfilePicture('someone-else', png(), 'x.png'),
    );
    expect(error.code).toBe('storage/unauthorized');
  });

  it('refuses files that are not images, and images over the size limit, before uploading', async () => {
    const backend = env.createBackend();
    const { uid } = await backend.auth.createAccount('files@example.com', PASSWORD);
    const text = new Blob(['hello'], { type: 'text/plain' });
    const huge = new Blob([new Uint8Array(PROFILE_PICTURE_MAX_BYTES + 1)], { type: 'image/png' });
    expect((await rejection(backend.files.uploadProfilePicture(uid, text, 'a.txt'))).code).toBe(
      'storage/invalid-content-type',
    );
    expect((await rejection(backend.files.uploadProfilePicture(uid, huge, 'a.png'))).code).toBe(
      'storage/file-too-large',
    );
    expect(env.storage.objects().size).toBe(0);
  });
});
