import { describe, expect, it, vi } from 'vitest';
import {
  clearReloadGuard,
  currentAddress,
  mayReload,
  openSessionStorage,
  reloadOnce,
  sessionStorageOrNull,
} from './reloadOnce.ts';

/** A Storage whose every call throws, as a browser that blocks site data does. */
function blockedStorage(): Storage {
  const blocked = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  return {
    length: 0,
    clear: blocked,
    getItem: blocked,
    key: blocked,
    removeItem: blocked,
    setItem: blocked,
  };
}

describe('reloadOnce', () => {
  it('reloads the first time for an address, then never again for it', () => {
    const storage = window.sessionStorage;
    storage.clear();
    const reload = vi.fn();
    expect(reloadOnce('/register?mode=signup', storage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(mayReload('/register?mode=signup', storage)).toBe(false);
    expect(reloadOnce('/register?mode=signup', storage, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('judges each address apart, and a cleared guard allows a reload again', () => {
    const storage = window.sessionStorage;
    storage.clear();
    const reload = vi.fn();
    reloadOnce('/apex', storage, reload);
    expect(reloadOnce('/register', storage, reload)).toBe(true);
    clearReloadGuard(storage);
    expect(reloadOnce('/register', storage, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(3);
  });

  it('never reloads without a guard: no storage, or storage that throws', () => {
    const reload = vi.fn();
    expect(reloadOnce('/apex', null, reload)).toBe(false);
    expect(reloadOnce('/apex', blockedStorage(), reload)).toBe(false);
    expect(mayReload('/apex', blockedStorage())).toBe(false);
    expect(() => clearReloadGuard(blockedStorage())).not.toThrow();
    expect(() => clearReloadGuard(null)).not.toThrow();
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not reload when the guard cannot be written', () => {
    const full: Storage = { ...blockedStorage(), getItem: () => null };
    const reload = vi.fn();
    expect(reloadOnce('/apex', full, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('sessionStorageOrNull', () => {
  it('gives session storage, or null where reading it throws', () => {
    expect(sessionStorageOrNull()).toBe(window.sessionStorage);
    const getter = vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(sessionStorageOrNull()).toBeNull();
    getter.mockRestore();
  });
});

describe('openSessionStorage', () => {
  it('reads session storage, so the browser has opened it before the router needs it', () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    expect(openSessionStorage()).toBe(window.sessionStorage);
    expect(getItem).toHaveBeenCalled();
    getItem.mockRestore();
  });

  it('gives null where storage is blocked, whether getting it or reading it throws', () => {
    const getter = vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(openSessionStorage()).toBeNull();
    getter.mockImplementation(blockedStorage);
    expect(openSessionStorage()).toBeNull();
    getter.mockRestore();
  });
});

it('judges a page by its path and query, not its hash', () => {
  expect(currentAddress({ pathname: '/register', search: '?mode=reset' })).toBe(
    '/register?mode=reset',
  );
});
