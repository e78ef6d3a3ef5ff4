import type { UserProfile } from '@apex/auth-port';
import { isSubscriptionTopic, isValidRegistrationDetails } from '@apex/core';
import type { PasswordHash } from './passwords.ts';
import type {
  AccountRecord,
  MailRecord,
  MemoryState,
  RegistrationRecord,
  SubscriptionRecord,
} from './state.ts';

export const DEFAULT_STORAGE_KEY = 'apex.memory-backend';
/** Bumped when the stored shape changes; older data is then ignored rather than misread. */
const STORAGE_VERSION = 2;

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isStringOrNull(value: unknown): value is string | null {
  return value === null || typeof value === 'string';
}

function readPassword(value: unknown): PasswordHash | null | undefined {
  if (value === null) return null;
  if (!isObject(value) || typeof value.salt !== 'string' || typeof value.hash !== 'string') {
    return undefined;
  }
  return { salt: value.salt, hash: value.hash };
}

function readAccount(value: unknown): AccountRecord | undefined {
  if (!isObject(value)) return undefined;
  const { uid, email, displayName, photoURL, emailVerified } = value;
  const password = readPassword(value.password);
  if (typeof uid !== 'string' || typeof email !== 'string' || password === undefined) {
    return undefined;
  }
  if (!isStringOrNull(displayName) || !isStringOrNull(photoURL)) return undefined;
  if (typeof emailVerified !== 'boolean') return undefined;
  const account = { uid, email, displayName, photoURL, emailVerified, password };
  return value.google === true ? { ...account, google: true } : account;
}

function readProfile(value: unknown): UserProfile | undefined {
  if (!isObject(value)) return undefined;
  const { username, email, profilePicture } = value;
  if (typeof username !== 'string' || typeof email !== 'string') return undefined;
  if (profilePicture === undefined) return { username, email };
  if (typeof profilePicture !== 'string') return undefined;
  return { username, email, profilePicture };
}

function readMail(value: unknown): MailRecord | undefined {
  if (!isObject(value)) return undefined;
  const { kind, to, sentAt, code, link, language = 'en' } = value;
  if (
    (kind !== 'passwordReset' && kind !== 'verifyEmail') ||
    typeof to !== 'string' ||
    typeof sentAt !== 'string' ||
    typeof code !== 'string' ||
    typeof link !== 'string' ||
    // Mail saved before languages were recorded went out in English.
    (language !== 'en' && language !== 'hi')
  ) {
    return undefined;
  }
  return { kind, to, sentAt, code, link, language };
}

function readSubscription(value: unknown): SubscriptionRecord | undefined {
  if (!isObject(value)) return undefined;
  const { email, topic, subscribedAt } = value;
  if (typeof email !== 'string' || typeof subscribedAt !== 'string') return undefined;
  if (typeof topic !== 'string' || !isSubscriptionTopic(topic)) return undefined;
  return { email, topic, subscribedAt };
}

/** A stored registration, its details judged by the same rule as a save. */
function readRegistration(value: unknown): RegistrationRecord | undefined {
  if (!isObject(value)) return undefined;
  const { editionId, uid, details, consentedAt } = value;
  if (typeof editionId !== 'string' || typeof uid !== 'string') return undefined;
  if (typeof consentedAt !== 'string' || !isObject(details)) return undefined;
  if (!isValidRegistrationDetails(details)) return undefined;
  return { editionId, uid, details, consentedAt };
}

function readList<T>(value: unknown, read: (item: unknown) => T | undefined): T[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const items: T[] = [];
  for (const item of value) {
    const parsed = read(item);
    if (parsed === undefined) return undefined;
    items.push(parsed);
  }
  return items;
}

function readRecord<T>(
  value: unknown,
  read: (item: unknown) => T | undefined,
): Record<string, T> | undefined {
  if (!isObject(value)) return undefined;
  const record: Record<string, T> = {};
  for (const [key, item] of Object.entries(value)) {
    const parsed = read(item);
    if (parsed === undefined) return undefined;
    record[key] = parsed;
  }
  return record;
}

const readString = (item: unknown) => (typeof item === 'string' ? item : undefined);

/** Parses stored JSON; anything malformed or from another version yields undefined. */
export function parseState(text: string): MemoryState | undefined {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isObject(data) || data.version !== STORAGE_VERSION) return undefined;
  const accounts = readList(data.accounts, readAccount);
  const profiles = readRecord(data.profiles, readProfile);
  const outbox = readList(data.outbox, readMail);
  const resetCodes = readRecord(data.resetCodes, readString);
  const verifyCodes = readRecord(data.verifyCodes, readString);
  const pictures = readRecord(data.pictures, readString);
  // Added after the lists' first release: data saved before it simply has no subscriptions yet.
  const subscriptions =
    data.subscriptions === undefined ? [] : readList(data.subscriptions, readSubscription);
  // Added with exam registration (issue 13): older data has none yet.
  const registrations =
    data.registrations === undefined ? [] : readList(data.registrations, readRegistration);
  const { sessionUid } = data;
  if (!accounts || !profiles || !outbox || !resetCodes || !isStringOrNull(sessionUid)) {
    return undefined;
  }
  if (!verifyCodes || !pictures || !subscriptions || !registrations) return undefined;
  return {
    accounts,
    profiles,
    outbox,
    resetCodes,
    verifyCodes,
    pictures,
    sessionUid,
    subscriptions,
    registrations,
  };
}

export function serializeState(state: MemoryState): string {
  return JSON.stringify({ version: STORAGE_VERSION, ...state });
}

/** Where state is kept between page loads. */
export interface Persistence {
  load(): MemoryState | undefined;
  /** False when the state could not be written; it then lives in memory only. */
  save(state: MemoryState): boolean;
  /** Calls back when another tab changed the stored state. */
  watch(onChange: () => void): void;
}

/**
 * Keeps the state in `localStorage` under one key. Storage that is blocked (some privacy settings
 * throw on any access), full or unavailable must not break the site: the backend then runs on in
 * memory, and each time storage starts failing a warning says changes will not survive a reload.
 */
export function localStoragePersistence(key: string): Persistence {
  let failing = false;
  const report = (action: string, error: unknown) => {
    if (failing) return;
    failing = true;
    console.warn(
      `[memory backend] could not ${action} localStorage; working in memory only, so changes will not survive a reload.`,
      error,
    );
  };
  return {
    load() {
      try {
        const text = globalThis.localStorage?.getItem(key) ?? null;
        return text === null ? undefined : parseState(text);
      } catch (error) {
        report('read', error);
        return undefined;
      }
    },
    save(state) {
      try {
        globalThis.localStorage.setItem(key, serializeState(state));
        failing = false;
        return true;
      } catch (error) {
        report('write to', error);
        return false;
      }
    },
    watch(onChange) {
      if (typeof window === 'undefined') return;
      window.addEventListener('storage', (event) => {
        if (event.key === key) onChange();
      });
    },
  };
}
