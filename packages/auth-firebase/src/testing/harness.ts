import type { Backend } from '@apex/auth-port';
import type { ConformanceHarness, StoredSubscription } from '@apex/auth-port/conformance';
import { describeError, isSubscriptionTopic, PROFILE_PICTURE_MAX_BYTES } from '@apex/core';
import { GoogleAuthProvider, inMemoryPersistence, signInWithCredential } from 'firebase/auth';
import { setLogLevel } from 'firebase/firestore/lite';
import { setupServer } from 'msw/node';
import { createFirebaseBackend, type FirebaseBackend } from '../createFirebaseBackend.ts';
import type { EmulatorHosts, PopupSignIn } from '../options.ts';
import { createFirestoreStandIn } from './firestoreHandlers.ts';
import { createStorageStandIn } from './storageHandlers.ts';

/**
 * Runs the port's conformance suite against Firebase: Auth is the real Auth emulator (started by
 * `firebase emulators:exec`, which sets FIREBASE_AUTH_EMULATOR_HOST). Firestore and Storage are the
 * Java emulators when FIRESTORE_EMULATOR_HOST and FIREBASE_STORAGE_EMULATOR_HOST are set, and
 * otherwise msw stand-ins that speak their REST API and apply our rules.
 */

export const PROJECT_ID = 'demo-apex';
export const BUCKET = `${PROJECT_ID}.appspot.com`;

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

/** The emulator's fake Google id token stands in for the popup, which cannot open in Node. */
export const emulatorGoogleSignIn: PopupSignIn = (auth) =>
  signInWithCredential(
    auth,
    GoogleAuthProvider.credential(
      JSON.stringify({
        sub: GOOGLE_ACCOUNT.sub,
        email: GOOGLE_ACCOUNT.email,
        email_verified: true,
        name: GOOGLE_ACCOUNT.displayName,
      }),
    ),
  );

export interface FirebaseTestEnvironment {
  readonly harness: ConformanceHarness;
  /** Whether Firestore and Storage are the real emulators rather than the msw stand-ins. */
  readonly usesJavaEmulators: boolean;
  readonly authEmulatorUrl: string;
  readonly firestore: ReturnType<typeof createFirestoreStandIn>;
  readonly storage: ReturnType<typeof createStorageStandIn>;
  createBackend(): FirebaseBackend;
  start(): Promise<void>;
  stop(): Promise<void>;
  cleanup(): Promise<void>;
}

async function emulatorRequest(url: string, init: RequestInit): Promise<void> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status}`);
}

/** Who the Auth emulator has "mailed" a reset link, from its out-of-band code log. */
export async function passwordResetRecipients(authEmulatorUrl: string): Promise<string[]> {
  const response = await fetch(`${authEmulatorUrl}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  if (!response.ok) throw new Error(`oobCodes: ${response.status}`);
  const body = (await response.json()) as {
    oobCodes?: readonly { email: string; requestType: string }[];
  };
  return (body.oobCodes ?? [])
    .filter((code) => code.requestType === 'PASSWORD_RESET')
    .map((code) => code.email);
}

/** A stored subscription's fields, whichever store they came from; null if malformed. */
function toStoredSubscription(email: unknown, topic: unknown): StoredSubscription | null {
  if (typeof email !== 'string' || typeof topic !== 'string' || !isSubscriptionTopic(topic)) {
    return null;
  }
  return { email, topic };
}

/** Lists `subscriptions` on the Firestore emulator as its owner would, past the rules. */
async function emulatorSubscriptions(firestoreHost: string): Promise<StoredSubscription[]> {
  const url = `http://${firestoreHost}/v1/projects/${PROJECT_ID}/databases/(default)/documents/subscriptions?pageSize=1000`;
  const response = await fetch(url, { headers: { Authorization: 'Bearer owner' } });
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  const body = (await response.json()) as {
    documents?: readonly { fields?: Record<string, { stringValue?: string }> }[];
  };
  return (body.documents ?? []).flatMap((document) => {
    const entry = toStoredSubscription(
      document.fields?.email?.stringValue,
      document.fields?.topic?.stringValue,
    );
    return entry === null ? [] : [entry];
  });
}

export function createFirebaseTestEnvironment(): FirebaseTestEnvironment {
  const authHost = requireEnv('FIREBASE_AUTH_EMULATOR_HOST');
  const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST;
  const storageHost = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
  const usesJavaEmulators = Boolean(firestoreHost && storageHost);
  const emulators: EmulatorHosts = usesJavaEmulators
    ? { auth: authHost, firestore: firestoreHost, storage: storageHost }
    : { auth: authHost };
  const authEmulatorUrl = `http://${authHost}`;

  const firestore = createFirestoreStandIn(PROJECT_ID);
  const storage = createStorageStandIn(PROJECT_ID, BUCKET);
  const server = setupServer(...firestore.handlers, ...storage.handlers);
  const emulatorHosts = new Set([authHost, firestoreHost, storageHost].filter(Boolean));

  const live: FirebaseBackend[] = [];
  let created = 0;

  function createBackend(): FirebaseBackend {
    created += 1;
    const backend = createFirebaseBackend({
      config: {
        apiKey: 'demo-api-key',
        authDomain: `${PROJECT_ID}.firebaseapp.com`,
        projectId: PROJECT_ID,
        storageBucket: BUCKET,
        appId: '1:000000000000:web:0000000000000000000000',
      },
      appName: `conformance-${created}`,
      persistence: inMemoryPersistence,
      emulators,
      popupSignIn: emulatorGoogleSignIn,
    });
    live.push(backend);
    return backend;
  }

  async function cleanup(): Promise<void> {
    await Promise.all(live.splice(0).map((backend) => backend.dispose()));
    await emulatorRequest(`${authEmulatorUrl}/emulator/v1/projects/${PROJECT_ID}/accounts`, {
      method: 'DELETE',
    });
    firestore.reset();
    storage.reset();
    if (usesJavaEmulators && firestoreHost !== undefined) {
      await emulatorRequest(
        `http://${firestoreHost}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`,
        { method: 'DELETE' },
      );
    }
  }

  return {
    usesJavaEmulators,
    authEmulatorUrl,
    firestore,
    storage,
    createBackend,
    cleanup,
    async start() {
      // Refusals are the point of many tests; Firestore would log each one as a warning.
      setLogLevel('silent');
      if (!usesJavaEmulators) {
        server.listen({
          onUnhandledRequest(request, print) {
            // The Auth emulator (and Java emulators, if any) answer for real.
            if (emulatorHosts.has(new URL(request.url).host)) return;
            print.error();
          },
        });
      }
      // New projects have email-enumeration protection on; the emulator starts with it off.
      await emulatorRequest(`${authEmulatorUrl}/emulator/v1/projects/${PROJECT_ID}/config`, {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ emailPrivacyConfig: { enableImprovedEmailPrivacy: true } }),
      });
    },
    async stop() {
      await cleanup();
      server.close();
    },
    harness: {
      createBackend: (): Promise<Backend> => Promise.resolve(createBackend()),
      async fetchBytes(url) {
        const response = await fetch(url);
        if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
        return new Uint8Array(await response.arrayBuffer());
      },
      googleAccount: { email: GOOGLE_ACCOUNT.email, displayName: GOOGLE_ACCOUNT.displayName },
      describeError,
      cleanup,
      maxPictureBytes: PROFILE_PICTURE_MAX_BYTES,
      testTimeoutMs: 20_000,
      passwordResetRecipients: () => passwordResetRecipients(authEmulatorUrl),
      async storedSubscriptions() {
        if (usesJavaEmulators && firestoreHost !== undefined) {
          return emulatorSubscriptions(firestoreHost);
        }
        return [...firestore.documents()]
          .filter(([path]) => path.startsWith('subscriptions/'))
          .flatMap(([, data]) => {
            const entry = toStoredSubscription(data.email, data.topic);
            return entry === null ? [] : [entry];
          });
      },
    },
  };
}
