// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryBackend } from './createMemoryBackend.ts';
import { DEMO_ACCOUNTS } from './demoAccounts.ts';

afterEach(() => {
  localStorage.clear();
});

describe('demo accounts', () => {
  it.each(DEMO_ACCOUNTS.map((demo) => [demo.email, demo] as const))(
    '%s signs in with its listed password, verified, and has its listed profile',
    async (_email, demo) => {
      const backend = createMemoryBackend({ seedDemoAccounts: true });

      const user = await backend.auth.signIn(demo.email, demo.password);

      expect(user.emailVerified).toBe(true);
      const profile = await backend.profiles.read(user.uid);
      if (demo.profile === undefined) {
        expect(profile).toBeNull();
      } else {
        expect(profile).toEqual({ ...demo.profile, email: demo.email });
      }
    },
  );

  it('are absent unless asked for', async () => {
    const [first] = DEMO_ACCOUNTS;
    if (first === undefined) throw new Error('there are demo accounts');

    await expect(
      createMemoryBackend().auth.signIn(first.email, first.password),
    ).rejects.toMatchObject({ code: 'auth/invalid-credential' });
  });

  it('are not seeded over what a visitor changed before a reload', async () => {
    const [first] = DEMO_ACCOUNTS;
    if (first === undefined) throw new Error('there are demo accounts');
    const options = { persist: 'localStorage', seedDemoAccounts: true, logMail: false } as const;
    const before = createMemoryBackend(options);
    const user = await before.auth.signIn(first.email, first.password);
    await before.profiles.update(user.uid, { username: 'Renamed' });

    const after = createMemoryBackend(options);

    const again = await after.auth.signIn(first.email, first.password);
    expect(again.uid).toBe(user.uid);
    expect(await after.profiles.read(user.uid)).toMatchObject({ username: 'Renamed' });
  });
});
