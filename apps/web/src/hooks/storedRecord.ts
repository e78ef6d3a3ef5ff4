/** The two web storages: kept across browser restarts, or for this tab only. */
export type WebStore = 'localStorage' | 'sessionStorage';

/**
 * A JSON object kept in web storage under `key`, or null when there is none, storage is blocked
 * (some private modes, blocked cookies), or what is there is not a JSON object. Never throws.
 */
export function readStoredRecord(store: WebStore, key: string): Record<string, unknown> | null {
  let stored: string | null;
  try {
    stored = window[store].getItem(key);
  } catch {
    return null;
  }
  if (stored === null) return null;
  let data: unknown;
  try {
    data = JSON.parse(stored);
  } catch {
    return null;
  }
  return typeof data === 'object' && data !== null && !Array.isArray(data)
    ? (data as Record<string, unknown>)
    : null;
}

/** Keeps `value` as JSON under `key`. Never throws: without storage nothing is kept. */
export function writeStoredRecord(store: WebStore, key: string, value: object): void {
  try {
    window[store].setItem(key, JSON.stringify(value));
  } catch {
    // Storage blocked or full: the page works on, only what it would have kept is forgotten.
  }
}
