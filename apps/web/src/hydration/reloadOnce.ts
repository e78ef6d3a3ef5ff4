/**
 * Reloads the page once per address when its code is gone (a new deploy), never in a loop: the
 * address reloaded for is remembered in session storage, and a second failure there is explained
 * instead (docs/adr/0065-no-failure-blanks-the-page.md). Without usable session storage (blocked by the browser's
 * settings) there is no guard, so it never reloads by itself.
 */

const KEY = 'apex:reloaded-for';

/** Session storage, or null where reading it throws (storage blocked). */
export function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The address a reload is judged by: path and query, not the hash. */
export function currentAddress(location: Pick<Location, 'pathname' | 'search'>): string {
  return `${location.pathname}${location.search}`;
}

/** Whether a reload for `address` may still be tried (pure: it only reads the guard). */
export function mayReload(address: string, storage: Storage | null): boolean {
  if (storage === null) return false;
  try {
    return storage.getItem(KEY) !== address;
  } catch {
    return false;
  }
}

/**
 * Reloads for `address` unless that was already tried; records the try first. Returns whether it
 * reloads.
 */
export function reloadOnce(address: string, storage: Storage | null, reload: () => void): boolean {
  if (storage === null || !mayReload(address, storage)) return false;
  try {
    storage.setItem(KEY, address);
  } catch {
    // Unrecorded, a reload could repeat forever: explain instead.
    return false;
  }
  reload();
  return true;
}

/**
 * Opens session storage for this page: the first use of it in a page asks the browser process,
 * synchronously, whether the page may have it and then for its contents, 5 to 20 ms of a busy
 * phone's main thread. The router reads it as it is created (react-router keeps its view
 * transitions there), so entry-client opens it in a task of its own while the page's code
 * downloads, and the router's task stays short (docs/adr/0073-framework-mode.md). Returns it, or null
 * where storage is blocked.
 */
export function openSessionStorage(): Storage | null {
  const storage = sessionStorageOrNull();
  try {
    storage?.getItem(KEY);
  } catch {
    // Blocked after all: the router copes, and there is no guard to keep.
    return null;
  }
  return storage;
}

/** Forgets the guard once a page has loaded its code, so a later deploy may reload again. */
export function clearReloadGuard(storage: Storage | null): void {
  try {
    storage?.removeItem(KEY);
  } catch {
    // Nothing to forget where storage is blocked.
  }
}

/** Loads the page again (its own function, so tests can replace it). */
export function reloadPage(): void {
  window.location.reload();
}
