import {
  BACKEND_WRITE_TIMEOUT_MS,
  type Backend,
  BackendError,
  type CertificateService,
  type FileService,
  type GuardianService,
  type OrganiserService,
  type ProfileService,
  type RegistrationService,
  type ResultService,
  type SubscriptionService,
} from '@apex/auth-port';
import { deleteApp, initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type User,
} from 'firebase/auth';
import { startAppCheck } from './appCheck.ts';
import { browserPopupReauthenticate, browserPopupSignIn, createAuthService } from './auth.ts';
import type { CallFunction } from './callables.ts';
import { importChunk } from './importChunk.ts';
import { type FirebaseBackendOptions, type HostAndPort, parseHostAndPort } from './options.ts';

export interface FirebaseBackend extends Backend {
  /** Signs nothing out; frees the Firebase app so tests can start the next one clean. */
  dispose(): Promise<void>;
}

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

function optionalHost(value: string | undefined): HostAndPort | undefined {
  return value === undefined || value === '' ? undefined : parseHostAndPort(value);
}

/**
 * The port on Firebase. Auth loads with the backend; Firestore and Storage are separate chunks
 * fetched on first use, so a signed-out visitor downloads neither. Subscriptions are a small chunk
 * of their own that speaks Firestore's REST API directly.
 */
export function createFirebaseBackend(options: FirebaseBackendOptions): FirebaseBackend {
  const name = options.appName ?? '[DEFAULT]';
  const app = initializeApp(options.config, name);
  // Before any service is used, so that its first call already carries a token.
  if (options.appCheck !== undefined) startAppCheck(app, options.appCheck);

  // No popupRedirectResolver here: see browserPopupSignIn.
  const auth = initializeAuth(app, {
    persistence: options.persistence ?? [indexedDBLocalPersistence, browserLocalPersistence],
  });
  const authEmulator = optionalHost(options.emulators?.auth);
  if (authEmulator !== undefined) {
    connectAuthEmulator(auth, `http://${authEmulator.host}:${authEmulator.port}`, {
      disableWarnings: true,
    });
  }
  // The rules would refuse a signed-out caller too, but only as "permission denied"; asking first
  // tells the UI the user needs to sign in. authStateReady waits for a session restored on load.
  async function signedInUser(): Promise<User> {
    await auth.authStateReady();
    if (auth.currentUser === null)
      throw new BackendError('auth/unauthenticated', 'Nobody is signed in.');
    return auth.currentUser;
  }
  async function requireSignedIn(): Promise<void> {
    await signedInUser();
  }
  const firestoreEmulator = optionalHost(options.emulators?.firestore);
  const storageEmulator = optionalHost(options.emulators?.storage);

  const timeoutMs = options.writeTimeoutMs ?? BACKEND_WRITE_TIMEOUT_MS;

  const loadProfiles = once(() =>
    importChunk(() => import('./profiles.ts')).then((m) =>
      m.createProfileService(
        app,
        requireSignedIn,
        timeoutMs,
        firestoreEmulator,
        async () => (await signedInUser()).email,
        options.readTimeoutMs,
      ),
    ),
  );
  const functionsEmulator = optionalHost(options.emulators?.functions);
  // The functions' callables (guardian consent, issue 28): a chunk of their own, on first use.
  const loadCaller = once(() =>
    importChunk(() => import('./callables.ts')).then((m) => m.createCaller(app, functionsEmulator)),
  );
  const call: CallFunction = (name, request, fallback, timeoutMs) =>
    loadCaller().then((callFunction) => callFunction(name, request, fallback, timeoutMs));
  const loadRegistrations = once(() =>
    importChunk(() => import('./registrations.ts')).then((m) =>
      m.createRegistrationService(app, signedInUser, timeoutMs, call, firestoreEmulator),
    ),
  );
  const loadGuardian = once(() =>
    importChunk(() => import('./guardian.ts')).then((m) => m.createGuardianService(call)),
  );
  // Issue 29: the organiser console's queries and counts, and results and certificates, each a
  // chunk of its own; a certificate is read signed out too.
  const loadOrganiser = once(() =>
    import('./organiser.ts').then((m) =>
      m.createOrganiserService(app, signedInUser, call, firestoreEmulator),
    ),
  );
  const loadResults = once(() =>
    import('./results.ts').then((m) =>
      m.createResultServices(app, signedInUser, call, firestoreEmulator),
    ),
  );
  const loadFiles = once(() =>
    importChunk(() => import('./files.ts')).then((m) =>
      m.createFileService(app, requireSignedIn, timeoutMs, storageEmulator),
    ),
  );

  // The lists' callables (double opt-in, issue 30): no account needed.
  const loadSubscriptions = once(() =>
    importChunk(() => import('./subscriptions.ts')).then((m) => m.createSubscriptionService(call)),
  );

  const profiles: ProfileService = {
    read: (uid) => loadProfiles().then((service) => service.read(uid)),
    create: (uid, profile) => loadProfiles().then((service) => service.create(uid, profile)),
    update: (uid, changes) => loadProfiles().then((service) => service.update(uid, changes)),
  };
  const files: FileService = {
    uploadProfilePicture: (uid, file, uploadOptions) =>
      loadFiles().then((service) => service.uploadProfilePicture(uid, file, uploadOptions)),
  };
  const registrations: RegistrationService = {
    save: (uid, editionId, details) =>
      loadRegistrations().then((service) => service.save(uid, editionId, details)),
    read: (uid, editionId) => loadRegistrations().then((service) => service.read(uid, editionId)),
    withdraw: (uid, editionId) =>
      loadRegistrations().then((service) => service.withdraw(uid, editionId)),
    resendGuardianMail: (uid, editionId) =>
      loadRegistrations().then((service) => service.resendGuardianMail(uid, editionId)),
  };
  // The guardian's page needs no account: the callables judge the link alone.
  const guardian: GuardianService = {
    describe: (token) => loadGuardian().then((service) => service.describe(token)),
    confirm: (token) => loadGuardian().then((service) => service.confirm(token)),
    decline: (token) => loadGuardian().then((service) => service.decline(token)),
    describeConsent: (token) => loadGuardian().then((service) => service.describeConsent(token)),
    withdrawConsent: (token) => loadGuardian().then((service) => service.withdrawConsent(token)),
  };
  const organiser: OrganiserService = {
    totals: (editionId) => loadOrganiser().then((service) => service.totals(editionId)),
    registrations: (editionId, query) =>
      loadOrganiser().then((service) => service.registrations(editionId, query)),
    publishResults: (editionId, rows) =>
      loadOrganiser().then((service) => service.publishResults(editionId, rows)),
    publishProgress: (editionId) =>
      loadOrganiser().then((service) => service.publishProgress(editionId)),
  };
  const results: ResultService = {
    read: (uid, editionId) => loadResults().then((service) => service.results.read(uid, editionId)),
  };
  const certificates: CertificateService = {
    read: (id) => loadResults().then((service) => service.certificates.read(id)),
    withdraw: (uid, editionId) =>
      loadResults().then((service) => service.certificates.withdraw(uid, editionId)),
  };
  // The picture first: without the document, nothing would point at it any more. Registrations
  // are the candidate's data: they go with the account (issue 13).
  async function removeUserData(uid: string): Promise<void> {
    await (await loadFiles()).removeProfilePicture(uid);
    await (await loadProfiles()).remove(uid);
    await (await loadRegistrations()).removeAll(uid);
  }

  const subscriptions: SubscriptionService = {
    subscribe: (email, topic, language) =>
      loadSubscriptions().then((service) => service.subscribe(email, topic, language)),
    confirm: (token) => loadSubscriptions().then((service) => service.confirm(token)),
    unsubscribe: (token) => loadSubscriptions().then((service) => service.unsubscribe(token)),
  };

  return {
    auth: createAuthService(auth, {
      popupSignIn: options.popupSignIn ?? browserPopupSignIn,
      popupReauthenticate: options.popupReauthenticate ?? browserPopupReauthenticate,
      removeUserData,
    }),
    profiles,
    files,
    subscriptions,
    registrations,
    guardian,
    organiser,
    results,
    certificates,
    dispose: () => deleteApp(app),
  };
}
