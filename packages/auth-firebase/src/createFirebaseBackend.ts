import {
  type AttemptService,
  BACKEND_WRITE_TIMEOUT_MS,
  type Backend,
  BackendError,
  type CertificateService,
  type FileService,
  type GuardianService,
  isBackendError,
  type OrganiserAttemptService,
  type OrganiserService,
  type ParentService,
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
import {
  type FirebaseBackendOptions,
  FUNCTIONS_REGION,
  type HostAndPort,
  parseHostAndPort,
} from './options.ts';

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
      m.createRegistrationService(
        app,
        signedInUser,
        timeoutMs,
        call,
        firestoreEmulator,
        options.readTimeoutMs,
      ),
    ),
  );
  const loadGuardian = once(() =>
    importChunk(() => import('./guardian.ts')).then((m) => m.createGuardianService(call)),
  );
  // Issue 29: the organiser console's queries and counts, and results and certificates, each a
  // chunk of its own; a certificate is read signed out too.
  const loadOrganiser = once(() =>
    import('./organiser.ts').then((m) =>
      m.createOrganiserService(app, signedInUser, call, firestoreEmulator, options.readTimeoutMs),
    ),
  );
  // Issue 40, step 5: a batch's attempts, extra time and reopen (callables only).
  const loadOrganiserAttempts = once(() =>
    import('./organiserAttempts.ts').then((m) =>
      m.createOrganiserAttemptService(signedInUser, call),
    ),
  );
  // Issue 38: the organisers' audit log and the export's record.
  const loadOrganiserAudit = once(() =>
    import('./organiserAudit.ts').then((m) =>
      m.createOrganiserAuditService(app, signedInUser, call, firestoreEmulator),
    ),
  );
  // The site's /credentials/status/* is Hosting's rewrite to a function; in development, with no
  // Hosting in front, the Functions emulator's address of that function stands for it.
  const statusListOrigin =
    functionsEmulator === undefined
      ? ''
      : `http://${functionsEmulator.host}:${functionsEmulator.port}/${app.options.projectId}/${FUNCTIONS_REGION}/credentialStatusList`;
  const loadResults = once(() =>
    import('./results.ts').then((m) =>
      m.createResultServices(
        app,
        signedInUser,
        call,
        firestoreEmulator,
        options.readTimeoutMs,
        statusListOrigin,
      ),
    ),
  );
  // Issue 40: the candidate's attempt at the built-in test, a chunk of its own.
  const loadAttempts = once(() =>
    import('./attempts.ts').then((m) =>
      m.createAttemptService(app, signedInUser, call, firestoreEmulator, options.readTimeoutMs),
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
  // Who may consent (issue 38): the declared age, and the parent's page; a chunk of their own.
  const loadAccountAge = once(() =>
    importChunk(() => import('./accountAge.ts')).then((m) =>
      m.createAccountAgeService(app, call, timeoutMs, firestoreEmulator),
    ),
  );
  /**
   * A refusal of the rules, worded as what the account's age holds back when it is that: a
   * Google account that has not answered the question, or a child's waiting for its parent.
   */
  const asAgeRefusal =
    (uid: string, service: 'registration' | 'storage') =>
    async (error: unknown): Promise<never> => {
      const denied =
        isBackendError(error) &&
        (error.code === 'registration/window-closed' || error.code === 'storage/unauthorized');
      if (!denied) throw error;
      // The rules read the session's provider (the ID token's sign_in_provider): so does this.
      const token = await auth.currentUser?.getIdTokenResult().catch(() => null);
      const hold = await (await loadAccountAge()).holdOf(
        uid,
        token?.signInProvider === 'google.com',
      );
      if (hold !== null) throw new BackendError(`${service}/${hold}`, `${service}/${hold}`);
      throw error;
    };
  const files: FileService = {
    uploadProfilePicture: (uid, file, uploadOptions) =>
      loadFiles()
        .then((service) => service.uploadProfilePicture(uid, file, uploadOptions))
        .catch(asAgeRefusal(uid, 'storage')),
  };
  const parents: ParentService = {
    describe: (token) => loadAccountAge().then((service) => service.parents.describe(token)),
    confirm: (token) => loadAccountAge().then((service) => service.parents.confirm(token)),
  };
  const registrations: RegistrationService = {
    save: (uid, editionId, details) =>
      loadRegistrations()
        .then((service) => service.save(uid, editionId, details))
        .catch(asAgeRefusal(uid, 'registration')),
    read: (uid, editionId) => loadRegistrations().then((service) => service.read(uid, editionId)),
    readEnd: (uid, editionId) =>
      loadRegistrations().then((service) => service.readEnd(uid, editionId)),
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
  const organiserAttempts: OrganiserAttemptService = {
    attempts: (editionId, query) =>
      loadOrganiserAttempts().then((service) => service.attempts(editionId, query)),
    grantExtraTime: (editionId, uid, minutes, reason) =>
      loadOrganiserAttempts().then((service) =>
        service.grantExtraTime(editionId, uid, minutes, reason),
      ),
    reopenAttempt: (editionId, uid, reason) =>
      loadOrganiserAttempts().then((service) => service.reopenAttempt(editionId, uid, reason)),
  };
  const organiser: OrganiserService = {
    totals: (editionId) => loadOrganiser().then((service) => service.totals(editionId)),
    registrations: (editionId, query) =>
      loadOrganiser().then((service) => service.registrations(editionId, query)),
    count: (editionId, filters) =>
      loadOrganiser().then((service) => service.count(editionId, filters)),
    publishResults: (editionId, rows) =>
      loadOrganiser().then((service) => service.publishResults(editionId, rows)),
    publishProgress: (editionId) =>
      loadOrganiser().then((service) => service.publishProgress(editionId)),
    publishedResults: (editionId, page) =>
      loadOrganiser().then((service) => service.publishedResults(editionId, page)),
    recordExport: (editionId, rows) =>
      loadOrganiserAudit().then((service) => service.recordExport(editionId, rows)),
    auditLog: (request) => loadOrganiserAudit().then((service) => service.auditLog(request)),
    uploadPaper: (source) => loadOrganiser().then((service) => service.uploadPaper(source)),
    assignPaper: (editionId, grade, paperId) =>
      loadOrganiser().then((service) => service.assignPaper(editionId, grade, paperId)),
    assignedPapers: (editionId) =>
      loadOrganiser().then((service) => service.assignedPapers(editionId)),
    ...organiserAttempts,
    attemptResults: (editionId) =>
      loadOrganiser().then((service) => service.attemptResults(editionId)),
    publishFromAttempts: (editionId) =>
      loadOrganiser().then((service) => service.publishFromAttempts(editionId)),
    itemAnalysis: (editionId, grade) =>
      loadOrganiser().then((service) => service.itemAnalysis(editionId, grade)),
  };
  const results: ResultService = {
    read: (uid, editionId) => loadResults().then((service) => service.results.read(uid, editionId)),
  };
  const certificates: CertificateService = {
    read: (id) => loadResults().then((service) => service.certificates.read(id)),
    withdraw: (uid, editionId) =>
      loadResults().then((service) => service.certificates.withdraw(uid, editionId)),
    statusList: (url) => loadResults().then((service) => service.certificates.statusList(url)),
  };
  const attempts: AttemptService = {
    start: (uid, editionId) => loadAttempts().then((service) => service.start(uid, editionId)),
    save: (uid, editionId, sequence, answers) =>
      loadAttempts().then((service) => service.save(uid, editionId, sequence, answers)),
    submit: (uid, editionId) => loadAttempts().then((service) => service.submit(uid, editionId)),
    read: (uid, editionId) => loadAttempts().then((service) => service.read(uid, editionId)),
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
      declareAge: async (uid, age, language) =>
        (await loadAccountAge()).declare(uid, age, language),
      ageDeclared: async (uid) => (await loadAccountAge()).declared(uid),
    }),
    profiles,
    files,
    subscriptions,
    registrations,
    guardian,
    parents,
    organiser,
    results,
    certificates,
    attempts,
    dispose: () => deleteApp(app),
  };
}
