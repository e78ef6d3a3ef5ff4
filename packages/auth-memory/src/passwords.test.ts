import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashPassword, toHex, verifyPassword } from './passwords.ts';
import { sha256 } from './sha256.ts';

const encode = (text: string) => new TextEncoder().encode(text);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sha256 (the fallback outside secure contexts)', () => {
  it.each([
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    [
      'abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq',
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    ],
  ])('digests %j as FIPS 180-4 says', (message, expected) => {
    expect(toHex(sha256(encode(message)))).toBe(expected);
  });

  it('agrees with crypto.subtle on a multi-block message', async () => {
    const message = encode('ä'.repeat(300));
    const subtle = new Uint8Array(await crypto.subtle.digest('SHA-256', message));

    expect(toHex(sha256(message))).toBe(toHex(subtle));
  });
});

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('Secret#123');

    expect(stored.hash).not.toContain('Secret');
    await expect(verifyPassword('Secret#123', stored)).resolves.toBe(true);
    await expect(verifyPassword('secret#123', stored)).resolves.toBe(false);
  });

  it('gives the same hash without crypto.subtle, so stored accounts still sign in', async () => {
    const stored = await hashPassword('Secret#123');
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });

    await expect(verifyPassword('Secret#123', stored)).resolves.toBe(true);
    await expect(verifyPassword('Wrong#123', stored)).resolves.toBe(false);
  });
});
