// @vitest-environment jsdom
import { BackendError } from '@apex/auth-port';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryBackend } from './createMemoryBackend.ts';
import { DEFAULT_STORAGE_KEY, parseState, serializeState } from './persistence.ts';
import { emptyState } from './state.ts';

const PASSWORD = 'Secret#123';
const persisted = () => createMemoryBackend({ persist: 'localStorage', logMail: false });

function latestUid(backend: ReturnType<typeof createMemoryBackend>): string | null {
  let uid: string | null = null;
  backend.auth.onAuthStateChanged((user) => {
    uid = user?.uid ?? null;
  })();
  return uid;
}

afterEach(() => {
  localStorage.clear();
});

describe('persistence to localStorage', () => {
  it('keeps the account, profile, picture and session across a reload', async () => {
    const first = persisted();
    const user = await first.auth.createAccount('asha@example.com', PASSWORD);
    const picture = await first.files.uploadProfilePicture(
      user.uid,
      new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }),
    );
    await first.profiles.create(user.uid, { username: 'Asha', email: 'asha@example.com' });
    await first.profiles.update(user.uid, { profilePicture: picture });

    const reloaded = persisted();

    expect(latestUid(reloaded)).toBe(user.uid);
    expect(await reloaded.profiles.read(user.uid)).toEqual({
      username: 'Asha',
      email: 'asha@example.com',
      profilePicture: picture,
    });
    await reloaded.auth.signOut();
    await expect(reloaded.auth.signIn('asha@example.com', PASSWORD)).resolves.toMatchObject({
      uid: user.uid,
    });
  });

  it('never stores a password in plain text', async () => {
    await persisted().auth.createAccount('asha@example.com', PASSWORD);

    const stored = localStorage.getItem(DEFAULT_STORAGE_KEY) ?? '';
    expect(stored).toContain('asha@example.com');
    expect(stored).not.toContain(PASSWORD);
  });

  it('salts each account, so equal passwords are stored differently', async () => {
    const backend = persisted();
    await backend.auth.createAccount('one@example.com', PASSWORD);
    await backend.auth.createAccount('two@example.com', PASSWORD);

    const hashes = parseState(localStorage.getItem(DEFAULT_STORAGE_KEY) ?? '')?.accounts.map(
      (account) => account.password?.hash,
    );
    expect(hashes).toHaveLength(2);
    expect(hashes?.[0]).not.toBe(hashes?.[1]);
  });

  it('lets two open backends (tabs) see each other’s sign-in and sign-out', async () => {
    const tabA = persisted();
    const tabB = persisted();
    const seenByB: (string | null)[] = [];
    tabB.auth.onAuthStateChanged((user) => seenByB.push(user?.uid ?? null));

    const user = await tabA.auth.createAccount('asha@example.com', PASSWORD);
    // The browser tells other tabs of a storage change; a same-document change needs this nudge.
    window.dispatchEvent(new StorageEvent('storage', { key: DEFAULT_STORAGE_KEY }));
    await tabA.auth.signOut();
    window.dispatchEvent(new StorageEvent('storage', { key: DEFAULT_STORAGE_KEY }));

    expect(seenByB).toEqual([null, user.uid, null]);
    await expect(tabB.auth.createAccount('asha@example.com', PASSWORD)).rejects.toMatchObject({
      code: 'auth/email-already-in-use',
    });
  });

  it('gives a new listener one first call even when another tab changed the session', async () => {
    const tabA = persisted();
    const tabB = persisted();
    const user = await tabA.auth.createAccount('asha@example.com', PASSWORD);

    const seenByB: (string | null)[] = [];
    tabB.auth.onAuthStateChanged((state) => seenByB.push(state?.uid ?? null));

    expect(seenByB).toEqual([user.uid]);
  });

  it('keeps backends with different storage keys apart', async () => {
    await createMemoryBackend({ persist: 'localStorage', storageKey: 'a' }).auth.createAccount(
      'asha@example.com',
      PASSWORD,
    );

    const other = createMemoryBackend({ persist: 'localStorage', storageKey: 'b' });
    await expect(other.auth.signIn('asha@example.com', PASSWORD)).rejects.toMatchObject({
      code: 'auth/invalid-credential',
    });
  });

  it('keeps the language each mail went out in across a reload', async () => {
    const first = persisted();
    first.auth.setLanguage('hi');
    await first.auth.createAccount('asha@example.com', PASSWORD);

    const second = persisted();

    expect(second.controls.verificationOutbox.map((mail) => mail.language)).toEqual(['hi']);
  });

  it('writes nothing when persistence is off', async () => {
    await createMemoryBackend().auth.createAccount('asha@example.com', PASSWORD);

    expect(localStorage.length).toBe(0);
  });

  it('starts empty when the stored data is unreadable', async () => {
    localStorage.setItem(DEFAULT_STORAGE_KEY, '{not json');

    const backend = persisted();

    expect(latestUid(backend)).toBeNull();
    await expect(backend.auth.createAccount('asha@example.com', PASSWORD)).resolves.toBeDefined();
  });

  it('keeps working in memory, with one warning, when storage refuses writes', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const backend = persisted();

    const user = await backend.auth.createAccount('asha@example.com', PASSWORD);
    await backend.auth.signOut();
    await backend.auth.signIn('asha@example.com', PASSWORD);

    expect(latestUid(backend)).toBe(user.uid);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('when storage fails', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('runs in memory only, with a warning, when storage is blocked outright', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });

    const backend = persisted();
    const user = await backend.auth.createAccount('asha@example.com', PASSWORD);
    await backend.profiles.create(user.uid, { username: 'Asha', email: 'asha@example.com' });

    expect(await backend.profiles.read(user.uid)).toEqual({
      username: 'Asha',
      email: 'asha@example.com',
    });
    expect(backend.controls.savedToStorage).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/memory only/);
  });

  it('keeps a change storage refused, rather than reading the older stored state back', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const backend = persisted();
    const user = await backend.auth.createAccount('asha@example.com', PASSWORD);
    await backend.profiles.create(user.uid, { username: 'Asha', email: 'asha@example.com' });
    expect(backend.controls.savedToStorage).toBe(true);
    const refuse = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });

    await backend.profiles.update(user.uid, { username: 'Asha Rao' });

    expect(backend.controls.savedToStorage).toBe(false);
    expect(await backend.profiles.read(user.uid)).toMatchObject({ username: 'Asha Rao' });
    refuse.mockRestore();
    await backend.profiles.update(user.uid, { email: 'rao@example.com' });
    expect(backend.controls.savedToStorage).toBe(true);
    expect(await persisted().profiles.read(user.uid)).toEqual({
      username: 'Asha Rao',
      email: 'rao@example.com',
    });
  });
});

describe('parseState', () => {
  it('reads back what serializeState wrote', () => {
    const state = {
      ...emptyState(),
      accounts: [
        {
          uid: 'u1',
          email: 'a@example.com',
          displayName: null,
          photoURL: 'data:image/png;base64,AA==',
          emailVerified: true,
          password: { salt: 's', hash: 'h' },
        },
      ],
      profiles: { u1: { username: 'A', email: 'a@example.com', profilePicture: 'data:x' } },
      sessionUid: 'u1',
      outbox: [
        {
          kind: 'passwordReset' as const,
          to: 'a@example.com',
          sentAt: '2024-10-05T00:00:00.000Z',
          code: 'c',
          link: 'l',
          language: 'hi' as const,
        },
      ],
      resetCodes: { c: 'u1' },
      verifyCodes: { v: 'u1' },
      pictures: { u1: 'data:x' },
    };

    expect(parseState(serializeState(state))).toEqual(state);
  });

  it('reads a mail saved before languages were recorded as sent in English', () => {
    const mail = { kind: 'passwordReset', to: 'a@example.com', sentAt: 's', code: 'c', link: 'l' };
    const saved = JSON.stringify({ ...emptyState(), version: 3, outbox: [mail] });

    expect(parseState(saved)?.outbox).toEqual([{ ...mail, language: 'en' }]);
  });

  it.each([
    ['another version', JSON.stringify({ ...emptyState(), version: 0 })],
    ['an array', '[]'],
    [
      'a malformed account',
      JSON.stringify({ ...emptyState(), version: 3, accounts: [{ uid: 1 }] }),
    ],
    [
      'a malformed profile',
      JSON.stringify({ ...emptyState(), version: 3, profiles: { u: { username: 'x' } } }),
    ],
    [
      'a non-text picture',
      JSON.stringify({
        ...emptyState(),
        version: 3,
        profiles: { u: { username: 'x', email: 'e', profilePicture: 3 } },
      }),
    ],
    ['a malformed mail', JSON.stringify({ ...emptyState(), version: 3, outbox: [{ to: 'x' }] })],
    [
      'a mail in a language the site does not have',
      JSON.stringify({
        ...emptyState(),
        version: 3,
        outbox: [{ kind: 'verifyEmail', to: 'a', sentAt: 's', code: 'c', link: 'l', language: 3 }],
      }),
    ],
    ['a bad session', JSON.stringify({ ...emptyState(), version: 3, sessionUid: 5 })],
  ])('rejects %s', (_label, text) => {
    expect(parseState(text)).toBeUndefined();
  });
});

describe('errors', () => {
  it('are BackendErrors', async () => {
    await expect(persisted().auth.signIn('x@example.com', PASSWORD)).rejects.toBeInstanceOf(
      BackendError,
    );
  });
});
