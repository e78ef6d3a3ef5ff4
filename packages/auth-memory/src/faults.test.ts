import { BackendError } from '@apex/auth-port';
import { describe, expect, it } from 'vitest';
import { createMemoryBackend } from './createMemoryBackend.ts';

const PASSWORD = 'Secret#123';

describe('controls.failNext', () => {
  it('fails the next call of that operation with the code and message, then only that one', async () => {
    const backend = createMemoryBackend();
    backend.controls.failNext('auth.createAccount', 'auth/network-request-failed', 'Offline.');

    const failure = backend.auth.createAccount('asha@example.com', PASSWORD);
    await expect(failure).rejects.toBeInstanceOf(BackendError);
    await expect(failure).rejects.toMatchObject({
      code: 'auth/network-request-failed',
      message: 'Offline.',
    });
    await expect(backend.auth.createAccount('asha@example.com', PASSWORD)).resolves.toMatchObject({
      email: 'asha@example.com',
    });
  });

  it('leaves other operations alone', async () => {
    const backend = createMemoryBackend();
    const user = await backend.auth.createAccount('asha@example.com', PASSWORD);
    backend.controls.failNext('profiles.update', 'profile/unavailable');

    await expect(backend.profiles.read(user.uid)).resolves.toBeNull();
    await expect(backend.profiles.update(user.uid, { username: 'x' })).rejects.toMatchObject({
      code: 'profile/unavailable',
    });
  });

  it('queues several failures in order, with a default message', async () => {
    const backend = createMemoryBackend();
    backend.controls.failNext('auth.signOut', 'auth/network-request-failed');
    backend.controls.failNext('auth.signOut', 'unknown', 'Second.');

    const first = await backend.auth.signOut().catch((error: unknown) => error);
    const second = await backend.auth.signOut().catch((error: unknown) => error);

    expect(first).toMatchObject({ code: 'auth/network-request-failed' });
    expect(first).toHaveProperty('message', expect.stringContaining('auth.signOut'));
    expect(second).toMatchObject({ code: 'unknown', message: 'Second.' });
    await expect(backend.auth.signOut()).resolves.toBeUndefined();
  });

  it('changes nothing when it fails a call', async () => {
    const backend = createMemoryBackend();
    await backend.auth.createAccount('asha@example.com', PASSWORD);
    backend.controls.failNext('auth.signOut', 'auth/network-request-failed');

    await expect(backend.auth.signOut()).rejects.toBeInstanceOf(BackendError);

    const states: (string | null)[] = [];
    backend.auth.onAuthStateChanged((user) => states.push(user?.email ?? null))();
    expect(states).toEqual(['asha@example.com']);
  });
});
