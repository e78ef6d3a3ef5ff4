import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('Secret#123');

    expect(stored.hash).not.toContain('Secret');
    await expect(verifyPassword('Secret#123', stored)).resolves.toBe(true);
    await expect(verifyPassword('secret#123', stored)).resolves.toBe(false);
  });

  it('gives the same hash without crypto.subtle (http on a LAN), so stored accounts still sign in', async () => {
    const stored = await hashPassword('Secret#123');
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });

    await expect(verifyPassword('Secret#123', stored)).resolves.toBe(true);
    await expect(verifyPassword('Wrong#123', stored)).resolves.toBe(false);
  });
});
