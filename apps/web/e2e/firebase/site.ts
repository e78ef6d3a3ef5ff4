import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The Firebase build the `firebase` project tests: the production configuration with demo values
 * (a `demo-` project id is never a real project), the same values .ci/run's Firebase build uses,
 * and no emulator host. The browser therefore calls Google's real hostnames, under the production
 * Content-Security-Policy, and the suite answers those calls at the network layer
 * (e2e/support/firebaseNetwork.ts): Auth, Firestore and the callables from the real Auth,
 * Firestore and Functions emulators, Storage from the storage model (the Storage emulator's rules
 * runtime does not run on this machine kind).
 */

const here = dirname(fileURLToPath(import.meta.url));

/**
 * The credential key pair of the emulators (issue 32): the Functions emulator signs with the
 * private half (apps/functions/.secret.local), the Firebase build publishes the public half. Made
 * here, at load and once (the script keeps an existing pair), so both servers see the same pair.
 */
execFileSync(process.execPath, [join(here, '../../../functions/scripts/credential-keys.mjs')], {
  stdio: 'ignore',
});
export const CREDENTIAL_JWKS = join(here, '../../../functions/.credential-jwks.local.json');

export const FIREBASE_PROJECT_ID = 'demo-apex';
export const FIREBASE_BUCKET = `${FIREBASE_PROJECT_ID}.appspot.com`;

export const FIREBASE_BUILD_ENV = {
  VITE_BACKEND: 'firebase',
  VITE_FIREBASE_API_KEY: 'demo-api-key',
  VITE_FIREBASE_AUTH_DOMAIN: `${FIREBASE_PROJECT_ID}.firebaseapp.com`,
  VITE_FIREBASE_PROJECT_ID: FIREBASE_PROJECT_ID,
  VITE_FIREBASE_STORAGE_BUCKET: FIREBASE_BUCKET,
  VITE_FIREBASE_APP_ID: '1:000000000000:web:0000000000000000000000',
  // The emulators' public credential key, published at /.well-known/jwks.json.
  CREDENTIAL_JWKS_FILE: CREDENTIAL_JWKS,
  // Empty, so a developer's own emulator settings cannot leak into the build under test.
  VITE_FIREBASE_AUTH_EMULATOR_HOST: '',
  VITE_FIREBASE_FIRESTORE_EMULATOR_HOST: '',
  VITE_FIREBASE_STORAGE_EMULATOR_HOST: '',
} as const;

/**
 * The suite's own emulators: Auth, the real Firestore (scripts/firestore-emulator.sh, Java 21) and
 * Functions (its own build, FUNCTIONS_DIST), on ports apart from firebase.json's so the suite can run while
 * `pnpm dev:firebase` or the packages' emulator tests hold those. E2E_EMULATOR_PORT_OFFSET moves
 * every port at once, so two runs of the suite (two worktrees) can share a machine. The config is
 * written here, at load, to the repository root as firebase.e2e.json (git-ignored): firebase-tools
 * takes the config's folder as the project directory and refuses paths outside it.
 */
const offset = Number(process.env.E2E_EMULATOR_PORT_OFFSET ?? 0);
const host = '127.0.0.1';
const ports = {
  auth: 9339 + offset,
  firestore: 8339 + offset,
  firestoreWebsocket: 9379 + offset,
  functions: 5339 + offset,
  eventarc: 9389 + offset,
  tasks: 9399 + offset,
  hub: 4439 + offset,
  logging: 4539 + offset,
};

/**
 * The suite's own build of the functions (apps/functions/build.mjs, relative to apps/functions):
 * CI runs the functions' emulator tests beside this suite, and they rebuild dist/.
 */
export const FUNCTIONS_DIST = 'node_modules/.e2e-dist';

const emulatorConfig = {
  firestore: { rules: 'firestore.rules' },
  functions: [
    { source: `apps/functions/${FUNCTIONS_DIST}`, codebase: 'default', runtime: 'nodejs20' },
  ],
  emulators: {
    auth: { host, port: ports.auth },
    firestore: { host, port: ports.firestore, websocketPort: ports.firestoreWebsocket },
    functions: { host, port: ports.functions },
    eventarc: { host, port: ports.eventarc },
    tasks: { host, port: ports.tasks },
    hub: { host, port: ports.hub },
    logging: { host, port: ports.logging },
    ui: { enabled: false },
    singleProjectMode: true,
  },
};

export const EMULATOR_CONFIG = join(here, '../../../../firebase.e2e.json');
writeFileSync(EMULATOR_CONFIG, `${JSON.stringify(emulatorConfig, null, 2)}\n`);

export const AUTH_EMULATOR_ORIGIN = `http://${host}:${ports.auth}`;
export const FIRESTORE_EMULATOR_ORIGIN = `http://${host}:${ports.firestore}`;
export const FUNCTIONS_EMULATOR_ORIGIN = `http://${host}:${ports.functions}`;
/** The hub lists the emulators once each is up (`GET /emulators`). */
export const EMULATOR_HUB_ORIGIN = `http://${host}:${ports.hub}`;
/** Where apps/functions runs (its setGlobalOptions; the adapter's FUNCTIONS_REGION). */
export const FUNCTIONS_REGION = 'asia-south1';
