import { EDITIONS, isSubscriptionTopic, PROFILE_PICTURE_MAX_BYTES } from '@apex/core';
import { createMemoryClock } from './clock.ts';
import { DEFAULT_GOOGLE_ACCOUNT, DEMO_ACCOUNTS } from './demoAccounts.ts';
import { DEVELOPMENT_CREDENTIAL_KEY } from './developmentCredentialKey.ts';
import { FaultQueue } from './faults.ts';
import { mailboxOf } from './mailbox.ts';
import { withAttemptResults } from './memoryAttemptResults.ts';
import { createMemoryAttempts } from './memoryAttempts.ts';
import {
  completeEmailChange,
  completeEmailVerification,
  completePasswordReset,
  createMemoryAuth,
} from './memoryAuth.ts';
import { createMemoryFiles } from './memoryFiles.ts';
import { createMemoryGuardian } from './memoryGuardian.ts';
import { createMemoryOrganiserAttempts } from './memoryOrganiserAttempts.ts';
import { withOrganiserAudit } from './memoryOrganiserAudit.ts';
import { createMemoryPapers, seedSamplePapers, seedStoredPapers } from './memoryPapers.ts';
import { createMemoryParents } from './memoryParents.ts';
import { createMemoryProfiles } from './memoryProfiles.ts';
import { createMemoryRegistrations, sweepExpired } from './memoryRegistrations.ts';
import {
  createMemoryCertificates,
  createMemoryOrganiser,
  createMemoryResults,
  DEFAULT_ORGANISER_NAME,
} from './memoryResults.ts';
import { createMemorySubscriptions } from './memorySubscriptions.ts';
import { createOperationRunner } from './operations.ts';
import { createEditionIndexes } from './organiserIndex.ts';
import { DEFAULT_STORAGE_KEY, localStoragePersistence } from './persistence.ts';
import { seedAccounts } from './seed.ts';
import { seededRegistrations } from './seedRegistrations.ts';
import { seedSampleEdition } from './seedSampleEdition.ts';
import {
  type ConsentMailDocument,
  findAccountByEmail,
  type MailKind,
  type MailRecord,
  type MemoryState,
  type RegistrationRecord,
} from './state.ts';
import { MemoryStore } from './store.ts';
import type {
  ConsentMail,
  MemoryBackend,
  MemoryBackendOptions,
  PasswordResetMail,
  StoredRegistration,
  StoredSubscription,
} from './types.ts';

const MAIL_NAMES: Record<MailKind, string> = {
  passwordReset: 'password-reset',
  verifyEmail: 'verification',
  changeEmail: 'change-of-address',
};

function logMail(mail: MailRecord): void {
  console.info(
    `[memory backend] ${MAIL_NAMES[mail.kind]} mail (${mail.language}) to ${mail.to}: ${mail.link}`,
  );
}

function mailsOf(store: MemoryStore, kind: MailKind): PasswordResetMail[] {
  return store
    .read()
    .outbox.filter((mail) => mail.kind === kind)
    .map(toMail);
}

function toMail(record: MailRecord): PasswordResetMail {
  return {
    to: record.to,
    sentAt: new Date(record.sentAt),
    code: record.code,
    link: record.link,
    language: record.language,
  };
}

function toSubscriptions(state: MemoryState): StoredSubscription[] {
  return Object.values(state.subscribers).flatMap((subscriber) =>
    Object.entries(subscriber.topics).flatMap(([topic, entry]) =>
      entry !== undefined && isSubscriptionTopic(topic)
        ? [{ email: subscriber.email, topic, status: entry.status, since: new Date(entry.since) }]
        : [],
    ),
  );
}

function toStoredRegistration(record: RegistrationRecord): StoredRegistration {
  return {
    editionId: record.editionId,
    uid: record.uid,
    details: { ...record.details },
    consentedAt: new Date(record.consentedAt),
    guardianConfirmedAt:
      record.guardianConfirmedAt === null ? null : new Date(record.guardianConfirmedAt),
    guardianMethod: record.guardianMethod,
    deleteAt: new Date(record.deleteAt),
  };
}

/** The first one-time link a mail's text carries: the guardian's or the confirmation link. */
const TOKEN_LINK = /\bhttps?:\/\/\S+[?&]token=[\w%-]+/;
/** The certificate's page a result mail carries. */
const CERTIFICATE_LINK = /\bhttps?:\/\/\S+\/certificate\/[\w%-]+/;
/** The guardian's own page a mail to a guardian carries (issue 38). */
const MANAGE_LINK = /\bhttps?:\/\/\S+\/guardian\/manage\?token=[\w%-]+/;
/** The https link of a `List-Unsubscribe` header. */
const UNSUBSCRIBE_LINK = /<(https?:[^>]+)>/;

function toConsentMail(document: ConsentMailDocument): ConsentMail {
  const pattern =
    document.kind === 'result' || document.kind === 'result-corrected'
      ? CERTIFICATE_LINK
      : TOKEN_LINK;
  const link = document.kind === 'consent-notice' ? null : pattern.exec(document.message.text);
  const manage = MANAGE_LINK.exec(document.message.text);
  const unsubscribe = UNSUBSCRIBE_LINK.exec(document.message.headers?.['List-Unsubscribe'] ?? '');
  return {
    id: document.id,
    to: document.to,
    kind: document.kind,
    language: document.language,
    ...document.message,
    createdAt: new Date(document.createdAt),
    ...(link === null ? {} : { link: link[0] }),
    ...(manage === null ? {} : { manageLink: manage[0] }),
    ...(unsubscribe?.[1] === undefined ? {} : { unsubscribeLink: unsubscribe[1] }),
  };
}

function defaultSiteOrigin(): string {
  return globalThis.location?.origin ?? 'http://localhost:5173';
}

/**
 * A complete backend in memory (optionally kept in localStorage): the default for `pnpm dev` and
 * for every UI test. It follows the conformance suite of `@apex/auth-port`, plus controls for tests.
 */
export function createMemoryBackend(options: MemoryBackendOptions = {}): MemoryBackend {
  const persisted = options.persist === 'localStorage';
  const store = new MemoryStore(
    persisted ? localStoragePersistence(options.storageKey ?? DEFAULT_STORAGE_KEY) : null,
  );
  const faults = new FaultQueue();
  let latencyMs = options.latencyMs ?? 0;
  const clock = createMemoryClock(options.now);
  const server = { clock, siteOrigin: options.siteOrigin ?? defaultSiteOrigin() };
  if (options.papers !== undefined) seedSamplePapers(store, options.papers);
  if (options.storedPapers !== undefined) {
    seedStoredPapers(store, options.storedPapers, options.editions ?? EDITIONS);
  }
  const seeded = options.seedDemoAccounts ? seedAccounts(store, DEMO_ACCOUNTS) : Promise.resolve();
  // Retention on start: what the scheduled function would have deleted by now is gone.
  const ready = seeded.then(() => sweepExpired(store, clock));
  const runner = createOperationRunner({ ready, faults, latencyMs: () => latencyMs });
  const shouldLogMail = options.logMail ?? persisted;
  const indexes = createEditionIndexes();
  const organiserName = options.organiserName ?? DEFAULT_ORGANISER_NAME;

  return {
    auth: createMemoryAuth({
      store,
      runner,
      googleAccount: options.googleAccount ?? DEFAULT_GOOGLE_ACCOUNT,
      onMail: shouldLogMail ? logMail : () => {},
      clock,
      siteOrigin: server.siteOrigin,
    }),
    profiles: createMemoryProfiles(store, runner),
    files: createMemoryFiles(store, runner, PROFILE_PICTURE_MAX_BYTES),
    subscriptions: createMemorySubscriptions(store, runner, server),
    registrations: createMemoryRegistrations(store, runner, server),
    guardian: createMemoryGuardian(store, runner, clock, server.siteOrigin),
    parents: createMemoryParents(store, runner, clock),
    // The built-in test's results publish through the audited publish (issue 40, step 5).
    organiser: withAttemptResults(
      withOrganiserAudit(
        {
          ...createMemoryOrganiser(
            store,
            runner,
            {
              ...server,
              organiserName,
              credentialKey: options.credentialKey ?? DEVELOPMENT_CREDENTIAL_KEY,
            },
            indexes,
          ),
          ...createMemoryPapers(store, runner, options.papers),
          ...createMemoryOrganiserAttempts(store, runner, clock, options.editions ?? EDITIONS),
        },
        store,
        runner,
        clock,
      ),
      { store, runner, clock, editions: options.editions ?? EDITIONS },
    ),
    results: createMemoryResults(store, runner),
    certificates: createMemoryCertificates(store, runner, clock, {
      siteOrigin: server.siteOrigin,
      credentialKey: options.credentialKey ?? DEVELOPMENT_CREDENTIAL_KEY,
    }),
    attempts: createMemoryAttempts(store, runner, clock, options.editions ?? EDITIONS),
    controls: {
      failNext: (operation, code, message) => faults.add(operation, code, message),
      get outbox() {
        return mailsOf(store, 'passwordReset');
      },
      get verificationOutbox() {
        return mailsOf(store, 'verifyEmail');
      },
      verifyEmail: async (code) => {
        await ready;
        completeEmailVerification(store, code);
      },
      get emailChangeOutbox() {
        return mailsOf(store, 'changeEmail');
      },
      changeEmail: async (code) => {
        await ready;
        completeEmailChange(store, code);
      },
      get savedToStorage() {
        return store.isSaved();
      },
      seedProfile: async (uid, profile) => {
        await ready;
        store.update((state) => {
          state.profiles[uid] = { ...profile };
          if (profile.profilePicture !== undefined) state.pictures[uid] = profile.profilePicture;
        });
      },
      get subscriptions() {
        return toSubscriptions(store.read());
      },
      get registrations() {
        return store.read().registrations.map(toStoredRegistration);
      },
      get consentMail() {
        return store.read().mail.map(toConsentMail);
      },
      get mailbox() {
        return mailboxOf(store.read());
      },
      get consentLog() {
        return store.read().consentLog.map((entry) => ({ ...entry }));
      },
      advanceClock(ms) {
        clock.advance(ms);
      },
      setLatency(ms) {
        latencyMs = ms;
      },
      completePasswordReset: async (code, newPassword) => {
        await ready;
        return completePasswordReset(store, code, newPassword);
      },
      grantOrganiser: async (email) => {
        await ready;
        store.update((state) => {
          const account = findAccountByEmail(state, email);
          if (account === undefined) throw new Error(`no account has the address ${email}`);
          state.accounts = state.accounts.map((entry) =>
            entry === account ? { ...entry, roles: ['organiser'] } : entry,
          );
        });
      },
      seedSampleEdition: async (count, editionId) => {
        await ready;
        seedSampleEdition(store, clock, indexes, organiserName, count, editionId);
      },
      seedRegistrations: async (count, editionId) => {
        await ready;
        const seeded = store.update((state) => {
          const offset = state.registrations.filter((entry) =>
            entry.uid.startsWith('seed-'),
          ).length;
          const made = seededRegistrations(count, editionId, clock.now(), offset);
          state.registrations = [...state.registrations, ...made];
          return made;
        });
        // The organiser's indexes are built as the registrations are written, as Firestore's
        // are, not by the console's first query.
        if (seeded.length > 0) indexes.warm(store.read().registrations, editionId);
      },
    },
  };
}
