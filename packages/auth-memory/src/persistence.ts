import type { RegistrationDetails, SubscriptionTopic } from '@apex/auth-port';
import { isSubscriptionTopic, isValidRegistrationDetails } from '@apex/core';
import { ORGANISER_AUDIT_ACTIONS } from '@apex/server';
import * as v from 'valibot';
import type {
  AccountAgeRecord,
  AccountLogRecord,
  CertificateRecord,
  ConsentLogEntry,
  ConsentMailDocument,
  CredentialStatusRecord,
  MemoryState,
  OrganiserAuditRecord,
  ParentTokenRecord,
  PublishRunRecord,
  ResultRecord,
} from './state.ts';
import { newSubscriberKey } from './state.ts';

export const DEFAULT_STORAGE_KEY = 'apex.memory-backend';
/**
 * Bumped when the stored shape changes; older data is then ignored rather than misread. 3: the
 * subscribers' ids are the server's HMAC under the key's UTF-8 bytes (issue 37).
 */
const STORAGE_VERSION = 3;

/*
 * The stored state's shape, checked with valibot as it is read back: anything malformed yields no
 * state at all, except in the lists marked "dropping" (records the memory "server" writes, and
 * registrations saved before issue 28's fields), where an entry that does not fit is dropped.
 */

const text = v.string();
const textOrNull = v.nullable(v.string());
const language = v.picklist(['en', 'hi']);
const topic = v.custom<SubscriptionTopic>(
  (value) => typeof value === 'string' && isSubscriptionTopic(value),
);
const achievement = v.picklist(['participation', 'merit', 'prize']);
/** Checked by its keys and passed on whole (written only by the memory "server"). */
const whole = <T>(shape: v.GenericSchema) => v.custom<T>((value) => v.is(shape, value));
/** A JSON object of `item`s by key (an array is no record here). */
function dict<TItem extends v.GenericSchema>(item: TItem) {
  return v.pipe(
    v.unknown(),
    v.check((value) => !Array.isArray(value)),
    v.record(v.string(), item),
  );
}
/** Empty when absent: added to the state after version 2 began. */
const emptyRecord = () => ({});
const emptyList = () => [];

function dropping<T>(item: v.GenericSchema<unknown, T>) {
  return v.pipe(
    v.array(v.unknown()),
    v.transform((items) =>
      items.flatMap((entry) => {
        const parsed = v.safeParse(item, entry);
        return parsed.success ? [parsed.output] : [];
      }),
    ),
  );
}

function droppingRecord<T>(item: v.GenericSchema<unknown, T>) {
  return v.pipe(
    dict(v.unknown()),
    v.transform((entries) => {
      const kept: Record<string, T> = {};
      for (const [key, entry] of Object.entries(entries)) {
        const parsed = v.safeParse(item, entry);
        if (parsed.success) kept[key] = parsed.output;
      }
      return kept;
    }),
  );
}

const account = v.pipe(
  v.object({
    uid: text,
    email: text,
    displayName: textOrNull,
    photoURL: textOrNull,
    emailVerified: v.boolean(),
    password: v.nullable(v.object({ salt: text, hash: text })),
    roles: v.optional(v.unknown()),
    google: v.optional(v.unknown()),
  }),
  v.transform(({ roles, google, ...rest }) => ({
    ...rest,
    ...(Array.isArray(roles) && roles.includes('organiser')
      ? { roles: ['organiser' as const] }
      : {}),
    ...(google === true ? { google: true } : {}),
  })),
);

const profile = v.object({ username: text, email: text, profilePicture: v.exactOptional(text) });

const mail = v.object({
  kind: v.picklist(['passwordReset', 'verifyEmail', 'changeEmail']),
  to: text,
  sentAt: text,
  code: text,
  link: text,
  // Mail saved before languages were recorded went out in English.
  language: v.optional(language, 'en'),
});

const subscriber = v.object({
  email: text,
  language,
  topics: v.record(topic, v.object({ status: v.picklist(['pending', 'confirmed']), since: text })),
  mailed: v.array(v.object({ topic, at: text })),
});

const subscriptionToken = v.object({
  subscriber: text,
  topic,
  purpose: v.picklist(['confirm', 'unsubscribe']),
  expiresAt: textOrNull,
  usedAt: textOrNull,
});

/**
 * A stored registration, its details judged by the same rule as a save. One saved before guardian
 * confirmation (issue 28) has no server fields: it was never verified, so it is dropped.
 */
const registration = v.object({
  editionId: text,
  uid: text,
  details: v.custom<RegistrationDetails>(
    (value) => v.is(v.record(v.string(), v.unknown()), value) && isValidRegistrationDetails(value),
  ),
  consentedAt: text,
  guardianConfirmedAt: textOrNull,
  guardianMethod: v.optional(v.nullable(v.picklist(['account-email', 'guardian-email'])), null),
  guardianRequestedAt: textOrNull,
  deleteAt: text,
  guardianResends: v.optional(v.nullable(v.object({ day: text, count: v.number() })), null),
});

const guardianToken = v.object({ editionId: text, uid: text, expiresAt: text, usedAt: textOrNull });
const registrationEnd = v.object({
  editionId: text,
  uid: text,
  reason: v.picklist(['guardian-withdrawal', 'guardian-decline', 'guardian-unconfirmed']),
  at: text,
});
const manageToken = v.object({ editionId: text, uid: text });

const logEntry = whole<ConsentLogEntry>(
  v.object({
    editionId: text,
    uid: text,
    registrationNumber: text,
    kind: v.picklist(['consent', 'confirmation', 'decline', 'withdrawal', 'retention-deletion']),
    method: v.optional(
      v.picklist([
        'account-email',
        'guardian-email',
        'guardian-email-pending',
        'guardian-manage',
        'guardian-unconfirmed',
      ]),
    ),
    noticeVersion: text,
    noticeLanguage: language,
    at: text,
  }),
);

const consentMail = whole<ConsentMailDocument>(
  v.object({
    id: text,
    to: text,
    createdAt: text,
    kind: v.picklist([
      'guardian-confirm',
      'consent-notice',
      'consent-withdrawn',
      'result',
      'result-corrected',
      'subscription-confirm',
      'parent-confirm',
    ]),
    language,
    message: v.object({
      subject: text,
      text: text,
      html: text,
      headers: v.optional(v.record(v.string(), v.string())),
    }),
  }),
);

// Results, certificates and publish runs (issue 29) are written only by the memory "server", so
// a shape check of their keys is enough.
const result = whole<ResultRecord>(
  v.object({
    editionId: text,
    uid: text,
    registrationNumber: text,
    certificateId: text,
    publishedAt: text,
    achievement,
    mailedAt: textOrNull,
    scorePercent: v.number(),
    grade: v.number(),
  }),
);

/** Revocation bits (issue 38): only the memory "server" writes them. */
const credentialStatus = whole<CredentialStatusRecord>(
  v.object({ next: v.number(), revoked: dict(v.array(v.number())) }),
);
const noCredentialStatus = (): CredentialStatusRecord => ({ next: 0, revoked: {} });

const certificate = whole<CertificateRecord>(
  v.object({
    id: text,
    uid: text,
    candidateName: text,
    editionId: text,
    editionName: text,
    issuedOn: text,
    organiserName: text,
    achievement,
    withdrawnAt: textOrNull,
    credential: v.optional(text),
  }),
);

const publishRun = whole<PublishRunRecord>(
  v.object({
    total: v.number(),
    written: v.number(),
    startedAt: text,
    finishedAt: textOrNull,
    rowsDigest: v.optional(textOrNull),
  }),
);

// Who may consent (issue 38): written only by the memory "server", so their shapes are enough.
const accountAge = whole<AccountAgeRecord>(
  v.object({
    adult: v.boolean(),
    parentEmail: textOrNull,
    wordingVersion: text,
    declaredAt: text,
    parentConfirmedAt: textOrNull,
  }),
);
const parentToken = whole<ParentTokenRecord>(
  v.object({ uid: text, expiresAt: text, usedAt: textOrNull }),
);
const accountLogRecord = whole<AccountLogRecord>(
  v.object({
    uid: text,
    kind: v.picklist(['age-declaration', 'parent-confirmation', 'unconfirmed-account-deletion']),
    method: v.optional(v.picklist(['self-declared-adult', 'parent-email-pending', 'parent-email'])),
    wordingVersion: v.string(),
    language,
    at: text,
  }),
);

const auditEntry = whole<OrganiserAuditRecord>(
  v.object({
    id: text,
    at: text,
    action: v.picklist(ORGANISER_AUDIT_ACTIONS),
    actor: text,
    subject: textOrNull,
    editionId: textOrNull,
    rows: v.nullable(v.number()),
  }),
);

const storedState = v.object({
  version: v.literal(STORAGE_VERSION),
  accounts: v.array(account),
  profiles: dict(profile),
  sessionUid: textOrNull,
  outbox: v.array(mail),
  resetCodes: dict(text),
  verifyCodes: dict(text),
  pictures: dict(text),
  subscribers: v.optional(dict(subscriber), emptyRecord),
  subscriptionTokens: v.optional(dict(subscriptionToken), emptyRecord),
  subscriberKey: v.optional(v.unknown()),
  emailChanges: v.optional(dict(v.object({ uid: text, email: text })), emptyRecord),
  registrations: v.optional(dropping(registration), emptyList),
  guardianTokens: v.optional(dict(guardianToken), emptyRecord),
  guardianManageTokens: v.optional(dict(manageToken), emptyRecord),
  consentLog: v.optional(v.array(logEntry), emptyList),
  mail: v.optional(v.array(consentMail), emptyList),
  results: v.optional(v.fallback(dropping(result), emptyList), emptyList),
  certificates: v.optional(v.fallback(droppingRecord(certificate), emptyRecord), emptyRecord),
  credentialStatus: v.optional(
    v.fallback(credentialStatus, noCredentialStatus),
    noCredentialStatus,
  ),
  publishRuns: v.optional(v.fallback(droppingRecord(publishRun), emptyRecord), emptyRecord),
  accountAges: v.optional(v.fallback(droppingRecord(accountAge), emptyRecord), emptyRecord),
  parentTokens: v.optional(v.fallback(droppingRecord(parentToken), emptyRecord), emptyRecord),
  accountLog: v.optional(v.array(accountLogRecord), emptyList),
  organiserAudit: v.optional(v.fallback(dropping(auditEntry), emptyList), emptyList),
  papers: v.optional(v.fallback(droppingRecord(text), emptyRecord), emptyRecord),
  assignments: v.optional(v.fallback(droppingRecord(text), emptyRecord), emptyRecord),
  registrationEnds: v.optional(v.fallback(dropping(registrationEnd), emptyList), emptyList),
  attempts: v.optional(v.fallback(droppingRecord(text), emptyRecord), emptyRecord),
  attemptGrants: v.optional(v.fallback(droppingRecord(text), emptyRecord), emptyRecord),
  guardianMailCounts: v.optional(
    v.fallback(droppingRecord(v.object({ day: text, count: v.number() })), emptyRecord),
    emptyRecord,
  ),
});

/** Parses stored JSON; anything malformed or from another version yields undefined. */
export function parseState(json: string): MemoryState | undefined {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return undefined;
  }
  const parsed = v.safeParse(storedState, data);
  if (!parsed.success) return undefined;
  const { version: _version, subscriberKey, ...state } = parsed.output;
  return {
    ...state,
    // A state saved without one gets a fresh key.
    subscriberKey: typeof subscriberKey === 'string' ? subscriberKey : newSubscriberKey(),
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
