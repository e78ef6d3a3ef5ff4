import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryBackend } from './createMemoryBackend.ts';

const PASSWORD = 'Secret#123';

async function registered() {
  const backend = createMemoryBackend();
  await backend.auth.createAccount('Asha@Example.com', PASSWORD);
  await backend.auth.signOut();
  return backend;
}

describe('password-reset outbox', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2024-10-05T09:30:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('holds one readable mail per reset of a registered address, oldest first', async () => {
    const backend = await registered();

    await backend.auth.sendPasswordReset('asha@example.com');
    vi.setSystemTime(new Date('2024-10-05T09:31:00Z'));
    await backend.auth.sendPasswordReset('ASHA@example.com');

    const [first, second, ...rest] = backend.controls.outbox;
    expect(rest).toEqual([]);
    expect(first?.to).toBe('asha@example.com');
    expect(first?.sentAt).toEqual(new Date('2024-10-05T09:30:00Z'));
    expect(second?.sentAt).toEqual(new Date('2024-10-05T09:31:00Z'));
    expect(first?.code).toMatch(/^[0-9a-f]{32}$/);
    expect(first?.link).toContain(`oobCode=${first?.code}`);
    expect(first?.code).not.toBe(second?.code);
  });

  it('stays empty for an unknown address, which still succeeds', async () => {
    const backend = await registered();

    await expect(backend.auth.sendPasswordReset('nobody@example.com')).resolves.toBeUndefined();

    expect(backend.controls.outbox).toEqual([]);
  });

  it('refuses a malformed address', async () => {
    const backend = await registered();

    await expect(backend.auth.sendPasswordReset('asha')).rejects.toMatchObject({
      code: 'auth/invalid-email',
    });
  });
});

describe('the language of the mails', () => {
  it('is English until a language is set', async () => {
    const backend = await registered();

    await backend.auth.sendPasswordReset('asha@example.com');

    expect(backend.controls.verificationOutbox.map((mail) => mail.language)).toEqual(['en']);
    expect(backend.controls.outbox.map((mail) => mail.language)).toEqual(['en']);
  });

  it('is the one in force when each mail was sent, and its link carries it', async () => {
    const backend = createMemoryBackend();
    backend.auth.setLanguage('hi');
    await backend.auth.createAccount('asha@example.com', PASSWORD);
    await backend.auth.signOut();

    await backend.auth.sendPasswordReset('asha@example.com');
    backend.auth.setLanguage('en');
    await backend.auth.sendPasswordReset('asha@example.com');

    const [verification] = backend.controls.verificationOutbox;
    expect(verification?.language).toBe('hi');
    expect(backend.controls.outbox.map((mail) => mail.language)).toEqual(['hi', 'en']);
    expect(new URL(backend.controls.outbox[0]?.link ?? '').searchParams.get('lang')).toBe('hi');
  });
});

describe('controls.completePasswordReset', () => {
  it('sets the new password with the mailed code, once', async () => {
    const backend = await registered();
    await backend.auth.sendPasswordReset('asha@example.com');
    const code = backend.controls.outbox[0]?.code ?? '';

    await backend.controls.completePasswordReset(code, 'Fresh#456');

    await expect(backend.auth.signIn('asha@example.com', PASSWORD)).rejects.toMatchObject({
      code: 'auth/invalid-credential',
    });
    await expect(backend.auth.signIn('asha@example.com', 'Fresh#456')).resolves.toBeDefined();
    await expect(backend.controls.completePasswordReset(code, 'Other#789')).rejects.toMatchObject({
      code: 'auth/invalid-action-code',
    });
  });

  it('refuses a weak new password and keeps the code usable', async () => {
    const backend = await registered();
    await backend.auth.sendPasswordReset('asha@example.com');
    const code = backend.controls.outbox[0]?.code ?? '';

    await expect(backend.controls.completePasswordReset(code, 'abc')).rejects.toMatchObject({
      code: 'auth/weak-password',
    });
    await expect(
      backend.controls.completePasswordReset(code, 'Fresh#456'),
    ).resolves.toBeUndefined();
  });
});

describe('mail logging', () => {
  it('logs each mail with its link when asked', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const backend = createMemoryBackend({ logMail: true });
    await backend.auth.createAccount('asha@example.com', PASSWORD);

    await backend.auth.sendPasswordReset('asha@example.com');

    expect(info).toHaveBeenCalledWith(
      expect.stringContaining(backend.controls.outbox[0]?.link ?? '?'),
    );
  });

  it('names the language each mail went out in', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const backend = createMemoryBackend({ logMail: true });
    backend.auth.setLanguage('hi');

    await backend.auth.createAccount('asha@example.com', PASSWORD);

    expect(info).toHaveBeenCalledWith(expect.stringContaining('verification mail (hi) to'));
  });

  it('is quiet by default, so test output stays clean', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const backend = await registered();

    await backend.auth.sendPasswordReset('asha@example.com');

    expect(info).not.toHaveBeenCalled();
  });
});
