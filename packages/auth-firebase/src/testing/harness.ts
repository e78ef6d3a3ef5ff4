import { createHash } from 'node:crypto';
import { type Backend, BackendError } from '@apex/auth-port';
import type { ConformanceHarness, StoredSubscription } from '@apex/auth-port/conformance';
import {
  describeError,
  EDITIONS,
  EMAIL_MAX_LENGTH,
  isSubscriptionTopic,
  registrationNumberFromDigest,
  registrationNumberSource,
  STORED_PICTURE_MAX_BYTES,
  SUBSCRIBES_PER_CALLER_PER_HOUR,
  USERNAME_MAX_LENGTH,
} from '@apex/core';
import { publicKeySet, statusReadingOf } from '@apex/core/credential';
import { ageHold } from '@apex/server';
import { SAMPLE_PAPERS } from '@apex/server/papers';
import {
  GoogleAuthProvider,
  inMemoryPersistence,
  reauthenticateWithCredential,
  signInWithCredential,
} from 'firebase/auth';
import { setLogLevel } from 'firebase/firestore/lite';
import { type SetupServer, setupServer } from 'msw/node';
import { describe, expect } from 'vitest';
import { createFirebaseBackend, type FirebaseBackend } from '../createFirebaseBackend.ts';
import type { EmulatorHosts, PopupReauthenticate, PopupSignIn } from '../options.ts';
import { announceSkip, type EmulatorProbe, probeEmulator } from '../rules/emulatorReachable.ts';
import {
  openWindows,
  type RulesWindow,
  rulesWindowsOf,
  withWindows,
} from '../rules/registrationWindows.ts';
import { readRepoFile } from '../rules/rulesFiles.ts';
import { mailLanguageProxy } from './mailLanguages.ts';
import { serverState } from './serverState.ts';
import { createStorageModel } from './storageModel.ts';

/**
 * Runs the port's conformance suite against Firebase: Auth is the real Auth emulator (started by
 * `firebase emulators:exec`, which sets FIREBASE_AUTH_EMULATOR_HOST), Firestore the real Java
 * emulator with the functions beside it (`test:emulators`, which CI runs). There is no model of
 * Firestore or its rules (docs/adr/0110): without the emulator (`pnpm test` on a machine without
 * Java) a suite that needs it is reported loudly as not run (`describeOnFirestore`). Storage is
 * the storage model, an msw handler that judges as storage.rules does, because the Storage
 * emulator's rules runtime does not run on this machine kind.
 */

export const PROJECT_ID = 'demo-apex';

const DAY_MS = 86_400_000;

/** The Functions emulator's address, from firebase.json (emulators:exec sets no variable for it). */
const FUNCTIONS_EMULATOR_HOST = (() => {
  const config = JSON.parse(readRepoFile('firebase.json')) as {
    emulators?: { functions?: { host?: string; port?: number } };
  };
  const functions = config.emulators?.functions;
  return `${functions?.host ?? '127.0.0.1'}:${functions?.port ?? 5001}`;
})();
export const BUCKET = `${PROJECT_ID}.appspot.com`;

/** `/credentials/status/<n>` as Hosting's rewrite hands it to the function, on the emulator. */
async function fetchStatusListFromFunction(url: string): Promise<string> {
  const response = await fetch(
    `http://${FUNCTIONS_EMULATOR_HOST}/${PROJECT_ID}/asia-south1/credentialStatusList${new URL(url).pathname}`,
  );
  if (!response.ok) throw new Error(`the status list answered ${response.status}`);
  return response.text();
}

/** The real Firestore emulator (`test:emulators`), or why it is not here. */
export const FIRESTORE: EmulatorProbe = await probeEmulator('FIRESTORE_EMULATOR_HOST');

/**
 * `describe(name, body)` on the real Firestore emulator. Without it the suite is registered
 * skipped under a title that says it DID NOT RUN and how to run it, with a banner line; where the
 * emulator is required (APEX_REQUIRE_REAL_FIRESTORE=1) the file has already failed to load.
 */
export function describeOnFirestore(name: string, body: () => void): void {
  if (FIRESTORE.skipReason === null) {
    describe(name, body);
    return;
  }
  announceSkip(name, FIRESTORE);
  describe.skip(`${name} (${FIRESTORE.skipReason})`, body);
}

export const GOOGLE_ACCOUNT = {
  sub: 'apex-conformance-google-user',
  email: 'google.user@example.com',
  displayName: 'Google User',
} as const;

function requireEnv(name: string): string {
  const value = process.env[name];
  if (value === undefined || value === '') {
    throw new Error(
      `${name} is not set: run these tests through \`pnpm --filter @apex/auth-firebase test\`, which starts the Auth emulator.`,
    );
  }
  return value;
}

/** The emulator accepts this unsigned stand-in for Google's id token. */
const emulatorGoogleCredential = () =>
  GoogleAuthProvider.credential(
    JSON.stringify({
      sub: GOOGLE_ACCOUNT.sub,
      email: GOOGLE_ACCOUNT.email,
      email_verified: true,
      name: GOOGLE_ACCOUNT.displayName,
    }),
  );

/** The emulator's fake Google id token stands in for the popup, which cannot open in Node. */
export const emulatorGoogleSignIn: PopupSignIn = (auth) =>
  signInWithCredential(auth, emulatorGoogleCredential());

/** The same for re-authenticating before an account is deleted. */
export const emulatorGoogleReauthenticate: PopupReauthenticate = (user) =>
  reauthenticateWithCredential(user, emulatorGoogleCredential());

/** The port error `promise` rejects with; fails the test when it resolves or rejects otherwise. */
export async function rejection(promise: Promise<unknown>): Promise<BackendError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(BackendError);
  return error as BackendError;
}

export interface FirebaseTestEnvironment {
  readonly harness: ConformanceHarness;
  readonly authEmulatorUrl: string;
  /** The Firestore emulator's `host:port`; null without it (the suites needing it do not run). */
  readonly firestoreHost: string | null;
  /** The storage model: Storage as storage.rules would judge it (no emulator runtime here). */
  readonly storage: ReturnType<typeof createStorageModel>;
  /**
   * The msw server in front of every request: it answers Storage (the storage model) and lets
   * the emulators answer for real; tests may add handlers (a hung call), which cleanup removes.
   */
  readonly server: SetupServer;
  /** A fresh backend on the emulators; `writeTimeoutMs` shortens the write deadline for a test. */
  createBackend(extra?: {
    readonly writeTimeoutMs?: number;
    readonly readTimeoutMs?: number;
  }): FirebaseBackend;
  start(): Promise<void>;
  stop(): Promise<void>;
  cleanup(): Promise<void>;
}

/**
 * One call to an emulator's admin API. The Firestore emulator answers 409 to clearing the
 * database while a transaction holds a lock (a trigger the last case set going, which now writes
 * in a transaction): that clear is tried again for a few seconds, until the trigger is done.
 */
async function emulatorRequest(url: string, init: RequestInit): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const response = await fetch(url, init);
    if (response.ok) return;
    if (response.status !== 409 || attempt === 20) {
      throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

interface OobCode {
  readonly email: string;
  readonly requestType: string;
  readonly oobCode: string;
}

/** The Auth emulator's log of out-of-band codes: the mails it has "sent". */
async function oobCodes(authEmulatorUrl: string, requestType: string): Promise<OobCode[]> {
  const response = await fetch(`${authEmulatorUrl}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  if (!response.ok) throw new Error(`oobCodes: ${response.status}`);
  const body = (await response.json()) as { oobCodes?: readonly OobCode[] };
  return (body.oobCodes ?? []).filter((code) => code.requestType === requestType);
}

/** Who the Auth emulator has "mailed" a reset link. */
export async function passwordResetRecipients(authEmulatorUrl: string): Promise<string[]> {
  return (await oobCodes(authEmulatorUrl, 'PASSWORD_RESET')).map((code) => code.email);
}

/** Who the Auth emulator has "mailed" a verification link. */
export async function verificationRecipients(authEmulatorUrl: string): Promise<string[]> {
  return (await oobCodes(authEmulatorUrl, 'VERIFY_EMAIL')).map((code) => code.email);
}

/** Applies the newest verification code sent to `email`, as following the link would. */
export async function verifyEmail(authEmulatorUrl: string, email: string): Promise<void> {
  const sent = (await oobCodes(authEmulatorUrl, 'VERIFY_EMAIL')).filter(
    (code) => code.email.toLowerCase() === email.toLowerCase(),
  );
  const latest = sent.at(-1);
  if (latest === undefined) throw new Error(`no verification mail to ${email}`);
  await emulatorRequest(
    `${authEmulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:update?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ oobCode: latest.oobCode }),
    },
  );
}

type RestValue = {
  readonly stringValue?: string;
  readonly mapValue?: { readonly fields?: Record<string, RestValue> };
};

/**
 * Lists `subscribers` on the Firestore emulator as its owner would, past the rules: one entry per
 * address and topic, with its status (the functions keep `{ email, topics: { [topic]: { status } } }`).
 */
async function emulatorSubscriptions(firestoreHost: string): Promise<StoredSubscription[]> {
  const url = `http://${firestoreHost}/v1/projects/${PROJECT_ID}/databases/(default)/documents/subscribers?pageSize=1000`;
  const response = await fetch(url, { headers: { Authorization: 'Bearer owner' } });
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  const body = (await response.json()) as {
    documents?: readonly { fields?: Record<string, RestValue> }[];
  };
  return (body.documents ?? []).flatMap((document) => {
    const email = document.fields?.email?.stringValue;
    const topics = document.fields?.topics?.mapValue?.fields ?? {};
    if (email === undefined) return [];
    return Object.entries(topics).flatMap(([topic, value]) => {
      const status = value.mapValue?.fields?.status?.stringValue;
      return isSubscriptionTopic(topic) && (status === 'pending' || status === 'confirmed')
        ? [{ email, topic, status }]
        : [];
    });
  });
}

interface StoredRegistrationKey {
  readonly editionId: string;
  readonly uid: string;
}

const REGISTRATION_PATH = /^editions\/([^/]+)\/registrations\/([^/]+)$/;

function registrationKeyOf(path: string): StoredRegistrationKey[] {
  const match = REGISTRATION_PATH.exec(path);
  const editionId = match?.[1];
  const uid = match?.[2];
  return editionId === undefined || uid === undefined ? [] : [{ editionId, uid }];
}

/** Lists every edition's registrations on the Firestore emulator as its owner would, past the rules. */
async function emulatorRegistrations(firestoreHost: string): Promise<StoredRegistrationKey[]> {
  const documents = `projects/${PROJECT_ID}/databases/(default)/documents`;
  const lists = await Promise.all(
    EDITIONS.map(async (edition) => {
      const url = `http://${firestoreHost}/v1/${documents}/editions/${edition.id}/registrations?pageSize=1000`;
      const response = await fetch(url, { headers: { Authorization: 'Bearer owner' } });
      if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
      const body = (await response.json()) as { documents?: readonly { name?: string }[] };
      return (body.documents ?? []).flatMap((document) =>
        registrationKeyOf((document.name ?? '').slice(`${documents}/`.length)),
      );
    }),
  );
  return lists.flat();
}

/**
 * Sets the `organiser` custom claim on the account with this address, as
 * `pnpm --filter @apex/functions organiser grant` does with the Admin SDK: through the Auth
 * emulator's admin API (`Bearer owner`), which takes the same `customAttributes`.
 */
export async function grantOrganiser(authEmulatorUrl: string, email: string): Promise<void> {
  const base = `${authEmulatorUrl}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}`;
  const headers = { 'Content-Type': 'application/json', Authorization: 'Bearer owner' };
  const lookup = await fetch(`${base}/accounts:lookup`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: [email] }),
  });
  if (!lookup.ok) throw new Error(`accounts:lookup ${email}: ${lookup.status}`);
  const { users } = (await lookup.json()) as { users?: readonly { localId: string }[] };
  const localId = users?.[0]?.localId;
  if (localId === undefined) throw new Error(`no account for ${email}`);
  await emulatorRequest(`${base}/accounts:update`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ localId, customAttributes: JSON.stringify({ organiser: true }) }),
  });
}

/** Google Cloud's metadata server (credentials on a cloud machine), by address and by name. */
const METADATA_HOSTS = new Set(['169.254.169.254', 'metadata.google.internal.']);

export interface FirebaseTestOptions {
  /**
   * The functions' retention (apps/functions `deleteExpiredRegistrations`), run as its schedule
   * would at `now`: the scheduler does not run in the emulators, so the suite calls it. Given by
   * the conformance suite, which may import it; the package's other tests do not need it.
   */
  readonly retention?: (now: Date) => Promise<unknown>;
  /**
   * The functions' scheduled close of overdue attempts (apps/functions `closeOverdueAttempts`),
   * run as its schedule would at `now` (issue 40). Given by the conformance suite.
   */
  readonly closeOverdueAttempts?: (now: Date) => Promise<unknown>;
}

/** The Indian day `days` from today, "YYYY-MM-DD". */
function indianDayFromToday(days: number): string {
  return new Date(Date.now() + days * DAY_MS + 330 * 60_000).toISOString().slice(0, 10);
}

/**
 * The editions the functions judge attempts by on the emulators (`emulatorEditions/current`,
 * apps/functions/src/examEditions.ts): core's with every grade on the built-in test, and, once
 * `batchToday`, a batch from yesterday to tomorrow (India) in place of the edition's own.
 */
function builtInEditions(batchToday: boolean): string {
  return JSON.stringify(
    EDITIONS.map((edition) => ({
      ...edition,
      tests: edition.tests.map(({ grade }) => ({ grade, delivery: { kind: 'built-in' } })),
      ...(batchToday
        ? {
            batches: [
              { name: 'Batch 1', start: indianDayFromToday(-1), end: indianDayFromToday(1) },
            ],
          }
        : {}),
    })),
  );
}

export function createFirebaseTestEnvironment(
  options: FirebaseTestOptions = {},
): FirebaseTestEnvironment {
  const authHost = requireEnv('FIREBASE_AUTH_EMULATOR_HOST');
  const firestoreHost =
    FIRESTORE.skipReason === null ? requireEnv('FIRESTORE_EMULATOR_HOST') : null;
  const emulators: EmulatorHosts = {
    auth: authHost,
    ...(firestoreHost === null
      ? {}
      : { firestore: firestoreHost, functions: FUNCTIONS_EMULATOR_HOST }),
  };
  const authEmulatorUrl = `http://${authHost}`;

  // The rules as they would be while every edition takes registrations; a test may close them.
  const openRules = () => openWindows(Date.now());
  // The functions run beside the Firestore emulator (`test:emulators` starts them), and what they
  // write is read back through the emulator.
  const functionsState = firestoreHost === null ? null : serverState(firestoreHost, PROJECT_ID);
  let windowsClosed = false;
  // How far `advanceClock` has moved the server's clock: the functions' own clock cannot move,
  // so retention is run at the real time plus this.
  let clockOffsetMs = 0;

  /** Gives the real rules engine firestore.rules with these registration windows. */
  async function loadRules(windows: readonly RulesWindow[]): Promise<void> {
    if (firestoreHost === null) return;
    await emulatorRequest(
      `http://${firestoreHost}/emulator/v1/projects/${PROJECT_ID}:securityRules`,
      {
        method: 'PUT',
        body: JSON.stringify({
          rules: { files: [{ content: withWindows(readRepoFile('firestore.rules'), windows) }] },
        }),
      },
    );
  }
  // storage.rules read the account's declared age from Firestore (issue 38): so does the model.
  const storage = createStorageModel(PROJECT_ID, BUCKET, async (uid, signInProvider) => {
    if (firestoreHost === null) return true;
    const google = signInProvider === 'google.com';
    const response = await fetch(
      `http://${firestoreHost}/v1/projects/${PROJECT_ID}/databases/(default)/documents/accountAges/${uid}`,
      { headers: { Authorization: 'Bearer owner' } },
    );
    if (!response.ok) {
      await response.text();
      return ageHold(null, google) === null;
    }
    const { fields = {} } = (await response.json()) as {
      fields?: Record<string, { booleanValue?: boolean }>;
    };
    const view = {
      adult: fields.adult?.booleanValue === true,
      parentConfirmedAt: fields.parentConfirmedAt ?? null,
    };
    return ageHold(view, google) === null;
  });
  const server = setupServer(...storage.handlers);
  // Between the backends and the Auth emulator once started, to see which language mail is sent in.
  const mailLanguages = mailLanguageProxy(authHost);
  const emulatorHosts = new Set([authHost, firestoreHost, FUNCTIONS_EMULATOR_HOST]);

  const live: FirebaseBackend[] = [];
  let created = 0;

  function createBackend(
    extra: { readonly writeTimeoutMs?: number; readonly readTimeoutMs?: number } = {},
  ): FirebaseBackend {
    created += 1;
    const backend = createFirebaseBackend({
      ...extra,
      config: {
        apiKey: 'demo-api-key',
        authDomain: `${PROJECT_ID}.firebaseapp.com`,
        projectId: PROJECT_ID,
        storageBucket: BUCKET,
        appId: '1:000000000000:web:0000000000000000000000',
      },
      appName: `conformance-${created}`,
      persistence: inMemoryPersistence,
      emulators: { ...emulators, auth: mailLanguages.host },
      popupSignIn: emulatorGoogleSignIn,
      popupReauthenticate: emulatorGoogleReauthenticate,
    });
    live.push(backend);
    return backend;
  }

  /**
   * On Firebase the server removes what an account leaves (its subscriptions) after the deletion,
   * in the `accountDeleted` function; the suite reads the stores as soon as `deleteAccount`
   * resolves, so here it resolves once the function has finished.
   */
  function withServerCleanUp(backend: FirebaseBackend): Backend {
    if (functionsState === null) return backend;
    const { auth } = backend;
    return {
      ...backend,
      auth: {
        ...auth,
        async deleteAccount(reauthentication) {
          const uid = (await auth.reloadUser())?.uid;
          await auth.deleteAccount(reauthentication);
          if (uid !== undefined) await functionsState.accountCleanedUp(uid);
        },
      },
    };
  }

  async function cleanup(): Promise<void> {
    await Promise.all(live.splice(0).map((backend) => backend.dispose()));
    await emulatorRequest(`${authEmulatorUrl}/emulator/v1/projects/${PROJECT_ID}/accounts`, {
      method: 'DELETE',
    });
    server.resetHandlers();
    mailLanguages.reset();
    if (windowsClosed) {
      windowsClosed = false;
      await loadRules(openRules());
    }
    storage.reset();
    clockOffsetMs = 0;
    if (firestoreHost !== null) {
      await emulatorRequest(
        `http://${firestoreHost}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`,
        { method: 'DELETE' },
      );
    }
  }

  /** Tells the functions which editions (and batches) attempts are judged by, on the emulators. */
  async function setAttemptEditions(batchToday: boolean): Promise<void> {
    if (firestoreHost === null) return;
    await emulatorRequest(
      `http://${firestoreHost}/v1/projects/${PROJECT_ID}/databases/(default)/documents/emulatorEditions/current`,
      {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
        body: JSON.stringify({
          fields: { editions: { stringValue: builtInEditions(batchToday) } },
        }),
      },
    );
  }

  /** The real emulator, for a harness call only a suite on it makes. */
  function requireFirestore(): string {
    if (firestoreHost === null) throw new Error(`no Firestore emulator: ${FIRESTORE.skipReason}`);
    return firestoreHost;
  }

  return {
    authEmulatorUrl,
    firestoreHost,
    storage,
    server,
    createBackend,
    cleanup,
    async start() {
      // Refusals are the point of many tests; Firestore would log each one as a warning.
      setLogLevel('silent');
      server.listen({
        onUnhandledRequest(request, print) {
          // The Auth, Firestore and Functions emulators answer for real.
          if (emulatorHosts.has(new URL(request.url).host)) return;
          // The Admin SDK the retention runs with looks for a cloud machine's metadata first;
          // the Firestore emulator needs no credential, so its failing is expected here.
          if (METADATA_HOSTS.has(new URL(request.url).host)) return;
          print.error();
        },
      });
      // New projects have email-enumeration protection on; the emulator starts with it off.
      await emulatorRequest(`${authEmulatorUrl}/emulator/v1/projects/${PROJECT_ID}/config`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ emailPrivacyConfig: { enableImprovedEmailPrivacy: true } }),
      });
      await mailLanguages.start();
      await loadRules(openRules());
    },
    async stop() {
      await cleanup();
      await mailLanguages.stop();
      server.close();
    },
    harness: {
      async createBackend(): Promise<Backend> {
        // Every grade on the built-in test, its batches past, until a test opens one (issue 40).
        await setAttemptEditions(false);
        return withServerCleanUp(createBackend());
      },
      async fetchBytes(url) {
        const response = await fetch(url);
        if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
        return new Uint8Array(await response.arrayBuffer());
      },
      googleAccount: { email: GOOGLE_ACCOUNT.email, displayName: GOOGLE_ACCOUNT.displayName },
      describeError,
      cleanup,
      maxPictureBytes: STORED_PICTURE_MAX_BYTES,
      testTimeoutMs: 20_000,
      passwordResetRecipients: () => passwordResetRecipients(authEmulatorUrl),
      storedSubscriptions: () => emulatorSubscriptions(requireFirestore()),
      registrationEditionIds: EDITIONS.map((edition) => edition.id),
      // Node's own SHA-256, not the adapter's call, so the derivation is checked independently.
      expectedRegistrationNumber: async (editionId, uid) =>
        registrationNumberFromDigest(
          createHash('sha256').update(registrationNumberSource(editionId, uid)).digest(),
        ),
      storedRegistrations: () => emulatorRegistrations(requireFirestore()),
      verificationRecipients: () => verificationRecipients(authEmulatorUrl),
      verifyEmail: (email) => verifyEmail(authEmulatorUrl, email),
      mailLanguage: mailLanguages.languageOf,
      profileLimits: { usernameMaxLength: USERNAME_MAX_LENGTH, emailMaxLength: EMAIL_MAX_LENGTH },
      // The rules judge the window on the server's clock: here they are given one closed a day ago.
      async closeRegistrationWindow() {
        windowsClosed = true;
        const closed = rulesWindowsOf().map((window) => ({
          ...window,
          opensAt: Date.now() - 30 * DAY_MS,
          closesAt: Date.now() - DAY_MS,
        }));
        await loadRules(closed);
      },
      ...(functionsState === null
        ? {}
        : {
            latestMail: functionsState.latestMail,
            async advanceClock(ms: number) {
              clockOffsetMs += ms;
              await functionsState.advanceClock(ms);
            },
            ...(options.retention === undefined
              ? {}
              : {
                  runRetention: async () => {
                    await options.retention?.(new Date(Date.now() + clockOffsetMs));
                  },
                }),
            mailCount: functionsState.mailCount,
            consentLogOf: functionsState.consentLogOf,
            // The attempts (issue 40): the functions' editions put a batch on today, and their
            // scheduled close runs at the real time (advanceClock moves the attempts' times back).
            ...(options.closeOverdueAttempts === undefined
              ? {}
              : {
                  builtInTest: {
                    openBatch: () => setAttemptEditions(true),
                    closeBatch: () => setAttemptEditions(false),
                    async closeOverdue() {
                      await options.closeOverdueAttempts?.(new Date());
                    },
                  },
                }),
            // The organiser calls need the functions (publish) and the index fields the
            // registration trigger writes: only on the real emulators.
            grantOrganiser: (email: string) => grantOrganiser(authEmulatorUrl, email),
            // The uploadPaper and assignPaper functions check and store it (issue 40).
            samplePaper: SAMPLE_PAPERS.find((paper) => paper.grade === 8),
            // The functions' default limit (SUBSCRIBES_PER_CALLER_PER_HOUR); cleanup resets counts.
            subscribeCallerLimit: SUBSCRIBES_PER_CALLER_PER_HOUR,
            // A wallet's reading (issue 38): the list as Hosting's rewrite reaches the function,
            // checked against the emulators' published key set (test:emulators makes the pair).
            credentialStatus: (_backend: Backend, credential: string) =>
              statusReadingOf(
                credential,
                publicKeySet(
                  JSON.parse(readRepoFile('apps/functions/.credential-jwks.local.json')),
                ),
                fetchStatusListFromFunction,
              ),
            // A Firestore trigger reacts a moment after the write, longer on a busy machine.
            serverReactionMs: 15_000,
          }),
    },
  };
}
