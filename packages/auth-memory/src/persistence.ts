import type { SubscriptionTopic, UserProfile } from '@apex/auth-port';
import { isSubscriptionTopic, isValidRegistrationDetails } from '@apex/core';
import type { PasswordHash } from './passwords.ts';
import type {
  AccountRecord,
  CertificateRecord,
  ConsentLogEntry,
  ConsentLogKind,
  ConsentMailDocument,
  EmailChangeRecord,
  GuardianMethod,
  GuardianTokenRecord,
  MailRecord,
  MemoryState,
  PublishRunRecord,
  RegistrationRecord,
  ResultRecord,
  SubscriberRecord,
  SubscriptionTokenRecord,
} from './state.ts';
import { newSubscriberKey } from './state.ts';

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
  const account = {
    uid,
    email,
    displayName,
    photoURL,
    emailVerified,
    password,
    ...(Array.isArray(value.roles) && value.roles.includes('organiser')
      ? { roles: ['organiser' as const] }
      : {}),
  };
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
    (kind !== 'passwordReset' && kind !== 'verifyEmail' && kind !== 'changeEmail') ||
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

function readSubscriber(value: unknown): SubscriberRecord | undefined {
  if (!isObject(value) || !isObject(value.topics) || !Array.isArray(value.mailed)) return undefined;
  const { email, language } = value;
  if (typeof email !== 'string' || (language !== 'en' && language !== 'hi')) return undefined;
  const topics: SubscriberRecord['topics'] = {};
  for (const [topic, entry] of Object.entries(value.topics)) {
    if (!isSubscriptionTopic(topic) || !isObject(entry) || typeof entry.since !== 'string') {
      return undefined;
    }
    if (entry.status !== 'pending' && entry.status !== 'confirmed') return undefined;
    topics[topic] = { status: entry.status, since: entry.since };
  }
  const mailed: { topic: SubscriptionTopic; at: string }[] = [];
  for (const entry of value.mailed) {
    if (!isObject(entry) || typeof entry.at !== 'string') return undefined;
    if (typeof entry.topic !== 'string' || !isSubscriptionTopic(entry.topic)) return undefined;
    mailed.push({ topic: entry.topic, at: entry.at });
  }
  return { email, language, topics, mailed };
}

function readSubscriptionToken(value: unknown): SubscriptionTokenRecord | undefined {
  if (!isObject(value)) return undefined;
  const { subscriber, topic, purpose, expiresAt, usedAt } = value;
  if (typeof subscriber !== 'string' || typeof topic !== 'string') return undefined;
  if (!isSubscriptionTopic(topic)) return undefined;
  if (purpose !== 'confirm' && purpose !== 'unsubscribe') return undefined;
  if (!isStringOrNull(expiresAt) || !isStringOrNull(usedAt)) return undefined;
  return { subscriber, topic, purpose, expiresAt, usedAt };
}

function readEmailChange(value: unknown): EmailChangeRecord | undefined {
  if (!isObject(value) || typeof value.uid !== 'string' || typeof value.email !== 'string') {
    return undefined;
  }
  return { uid: value.uid, email: value.email };
}

const isMethod = (value: unknown): value is GuardianMethod =>
  value === 'account-email' || value === 'guardian-email';

function readResends(value: unknown): RegistrationRecord['guardianResends'] | undefined {
  if (value === null) return null;
  if (!isObject(value) || typeof value.day !== 'string' || typeof value.count !== 'number') {
    return undefined;
  }
  return { day: value.day, count: value.count };
}

/**
 * A stored registration, its details judged by the same rule as a save. One saved before guardian
 * confirmation (issue 28) has no server fields and a role instead of a notice version: it was never
 * verified, so it is not kept.
 */
function readRegistration(value: unknown): RegistrationRecord | undefined {
  if (!isObject(value)) return undefined;
  const { editionId, uid, details, consentedAt, guardianConfirmedAt, guardianRequestedAt } = value;
  const { guardianMethod = null, deleteAt } = value;
  const guardianResends = readResends(value.guardianResends ?? null);
  if (typeof editionId !== 'string' || typeof uid !== 'string') return undefined;
  if (typeof consentedAt !== 'string' || !isObject(details)) return undefined;
  if (!isValidRegistrationDetails(details)) return undefined;
  if (!isStringOrNull(guardianConfirmedAt) || !isStringOrNull(guardianRequestedAt))
    return undefined;
  if (typeof deleteAt !== 'string' || guardianResends === undefined) return undefined;
  if (guardianMethod !== null && !isMethod(guardianMethod)) return undefined;
  return {
    editionId,
    uid,
    details,
    consentedAt,
    guardianConfirmedAt,
    guardianMethod,
    guardianRequestedAt,
    deleteAt,
    guardianResends,
  };
}

function readToken(value: unknown): GuardianTokenRecord | undefined {
  if (!isObject(value)) return undefined;
  const { editionId, uid, expiresAt, usedAt } = value;
  if (typeof editionId !== 'string' || typeof uid !== 'string') return undefined;
  if (typeof expiresAt !== 'string' || !isStringOrNull(usedAt)) return undefined;
  return { editionId, uid, expiresAt, usedAt };
}

const LOG_KINDS: readonly string[] = [
  'consent',
  'confirmation',
  'decline',
  'withdrawal',
  'retention-deletion',
] satisfies ConsentLogKind[];

function readLogEntry(value: unknown): ConsentLogEntry | undefined {
  if (!isObject(value)) return undefined;
  const { editionId, uid, registrationNumber, kind, method, noticeVersion, noticeLanguage, at } =
    value;
  const strings = [editionId, uid, registrationNumber, noticeVersion, at];
  if (!strings.every((item) => typeof item === 'string')) return undefined;
  if (typeof kind !== 'string' || !LOG_KINDS.includes(kind)) return undefined;
  if (method !== undefined && method !== 'guardian-email-pending' && !isMethod(method)) {
    return undefined;
  }
  if (noticeLanguage !== 'en' && noticeLanguage !== 'hi') return undefined;
  return value as unknown as ConsentLogEntry;
}

function readConsentMail(value: unknown): ConsentMailDocument | undefined {
  if (!isObject(value) || !isObject(value.message)) return undefined;
  const { id, to, kind, language, createdAt } = value;
  const { subject, text, html } = value.message;
  if (![id, to, createdAt, subject, text, html].every((item) => typeof item === 'string')) {
    return undefined;
  }
  if (
    kind !== 'guardian-confirm' &&
    kind !== 'consent-notice' &&
    kind !== 'result' &&
    kind !== 'subscription-confirm'
  ) {
    return undefined;
  }
  const { headers } = value.message;
  if (headers !== undefined && readRecord(headers, readString) === undefined) return undefined;
  if (language !== 'en' && language !== 'hi') return undefined;
  return value as unknown as ConsentMailDocument;
}

const ACHIEVEMENTS: readonly unknown[] = ['participation', 'merit', 'prize'];

// Results, certificates and publish runs (issue 29) are written only by the memory "server", so
// a shape check of their keys is enough; one that does not fit is dropped, not the whole state.
function readResult(value: unknown): ResultRecord | undefined {
  if (!isObject(value)) return undefined;
  const { editionId, uid, registrationNumber, certificateId, publishedAt, achievement } = value;
  if (![editionId, uid, registrationNumber, certificateId, publishedAt].every(isString)) {
    return undefined;
  }
  if (!ACHIEVEMENTS.includes(achievement) || !isStringOrNull(value.mailedAt)) return undefined;
  if (typeof value.scorePercent !== 'number' || typeof value.grade !== 'number') return undefined;
  return value as unknown as ResultRecord;
}

function readCertificate(value: unknown): CertificateRecord | undefined {
  if (!isObject(value)) return undefined;
  const { id, uid, candidateName, editionId, editionName, issuedOn, organiserName } = value;
  if (![id, uid, candidateName, editionId, editionName, issuedOn, organiserName].every(isString)) {
    return undefined;
  }
  if (!ACHIEVEMENTS.includes(value.achievement) || !isStringOrNull(value.withdrawnAt)) {
    return undefined;
  }
  if (value.credential !== undefined && !isString(value.credential)) return undefined;
  return value as unknown as CertificateRecord;
}

function readPublishRun(value: unknown): PublishRunRecord | undefined {
  if (!isObject(value) || typeof value.total !== 'number' || typeof value.written !== 'number') {
    return undefined;
  }
  if (!isString(value.startedAt) || !isStringOrNull(value.finishedAt)) return undefined;
  return value as unknown as PublishRunRecord;
}

function isString(value: unknown): value is string {
  return typeof value === 'string';
}

/** A record whose entries that do not parse are dropped. */
function readRecordDroppingStale<T>(
  value: unknown,
  read: (item: unknown) => T | undefined,
): Record<string, T> {
  const record: Record<string, T> = {};
  if (!isObject(value)) return record;
  for (const [key, item] of Object.entries(value)) {
    const parsed = read(item);
    if (parsed !== undefined) record[key] = parsed;
  }
  return record;
}

/** A list whose items that do not parse are dropped, not the whole state. */
function readListDroppingStale<T>(value: unknown, read: (item: unknown) => T | undefined) {
  if (value === undefined) return [];
  if (!Array.isArray(value)) return undefined;
  return value.map(read).filter((item): item is T => item !== undefined);
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
  // Double opt-in (issue 30): the single opt-in `subscriptions` saved before it were never
  // confirmed, so they are not carried over; a state saved before it gets a fresh key.
  const subscribers =
    data.subscribers === undefined ? {} : readRecord(data.subscribers, readSubscriber);
  const subscriptionTokens =
    data.subscriptionTokens === undefined
      ? {}
      : readRecord(data.subscriptionTokens, readSubscriptionToken);
  const subscriberKey =
    typeof data.subscriberKey === 'string' ? data.subscriberKey : newSubscriberKey();
  const emailChanges =
    data.emailChanges === undefined ? {} : readRecord(data.emailChanges, readEmailChange);
  // Added with exam registration (issue 13): older data has none yet; issue 28's server fields
  // came later, and a registration saved before them is dropped (readRegistration).
  const registrations = readListDroppingStale(data.registrations, readRegistration);
  // Added with guardian confirmation (issue 28).
  const guardianTokens =
    data.guardianTokens === undefined ? {} : readRecord(data.guardianTokens, readToken);
  const consentLog = data.consentLog === undefined ? [] : readList(data.consentLog, readLogEntry);
  const mail = data.mail === undefined ? [] : readList(data.mail, readConsentMail);
  const { sessionUid } = data;
  if (!accounts || !profiles || !outbox || !resetCodes || !isStringOrNull(sessionUid)) {
    return undefined;
  }
  if (!verifyCodes || !pictures || !subscribers || !subscriptionTokens || !registrations) {
    return undefined;
  }
  if (!emailChanges) return undefined;
  if (!guardianTokens || !consentLog || !mail) return undefined;
  return {
    accounts,
    profiles,
    outbox,
    resetCodes,
    verifyCodes,
    pictures,
    sessionUid,
    subscribers,
    subscriptionTokens,
    subscriberKey,
    emailChanges,
    registrations,
    guardianTokens,
    consentLog,
    mail,
    // Added with results (issue 29): older data has none yet.
    results: readListDroppingStale(data.results, readResult) ?? [],
    certificates: readRecordDroppingStale(data.certificates, readCertificate),
    publishRuns: readRecordDroppingStale(data.publishRuns, readPublishRun),
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
