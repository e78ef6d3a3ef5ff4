import { describe, expect, it } from 'vitest';
import { createMemoryBackend } from './createMemoryBackend.ts';

const PASSWORD = 'Secret#123';

describe('memory auth, beyond the shared contract', () => {
  it('stores and returns the address in lower case, as Firebase does', async () => {
    const user = await createMemoryBackend().auth.createAccount('  Asha@Example.COM ', PASSWORD);

    expect(user.email).toBe('asha@example.com');
  });

  it.each(['', 'asha', 'asha@', '@example.com', 'asha@example', 'asha @example.com'])(
    'refuses the malformed address %j',
    async (email) => {
      await expect(createMemoryBackend().auth.createAccount(email, PASSWORD)).rejects.toMatchObject(
        {
          code: 'auth/invalid-email',
        },
      );
    },
  );

  it('asks for a password when none is given', async () => {
    const backend = createMemoryBackend();

    await expect(backend.auth.createAccount('asha@example.com', '')).rejects.toMatchObject({
      code: 'auth/missing-password',
    });
    await expect(backend.auth.signIn('asha@example.com', '')).rejects.toMatchObject({
      code: 'auth/missing-password',
    });
  });

  it('accepts a 6-character password and refuses a 5-character one', async () => {
    const backend = createMemoryBackend();

    await expect(backend.auth.createAccount('five@example.com', 'Ab#1x')).rejects.toMatchObject({
      code: 'auth/weak-password',
    });
    await expect(backend.auth.createAccount('six@example.com', 'Ab#1xy')).resolves.toBeDefined();
  });

  it('tells a listener the current state synchronously, on subscribe', () => {
    const states: (string | null)[] = [];

    createMemoryBackend().auth.onAuthStateChanged((user) => states.push(user?.uid ?? null));

    expect(states).toEqual([null]);
  });

  it('treats the same function subscribed twice as two subscriptions', async () => {
    const backend = createMemoryBackend();
    const calls: (string | null)[] = [];
    const listener = (user: { uid: string } | null) => calls.push(user?.uid ?? null);
    const first = backend.auth.onAuthStateChanged(listener);
    backend.auth.onAuthStateChanged(listener);
    first();

    const user = await backend.auth.createAccount('asha@example.com', PASSWORD);

    expect(calls).toEqual([null, null, user.uid]);
  });

  it('gives each account its own uid', async () => {
    const backend = createMemoryBackend();
    const one = await backend.auth.createAccount('one@example.com', PASSWORD);
    const two = await backend.auth.createAccount('two@example.com', PASSWORD);

    expect(one.uid).not.toBe(two.uid);
  });

  it('lets only one of two simultaneous sign-ups with one address succeed', async () => {
    const backend = createMemoryBackend();

    const results = await Promise.allSettled([
      backend.auth.createAccount('asha@example.com', PASSWORD),
      backend.auth.createAccount('ASHA@example.com', PASSWORD),
    ]);

    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    const rejected = results.find((result) => result.status === 'rejected');
    expect(rejected?.reason).toMatchObject({ code: 'auth/email-already-in-use' });
  });
});
