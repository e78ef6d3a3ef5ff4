import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The Firebase build the `firebase` project tests: the production configuration with demo values
 * (a `demo-` project id is never a real project), the same values .ci/run's Firebase build uses,
 * and no emulator host. The browser therefore calls Google's real hostnames, under the production
 * Content-Security-Policy, and the suite answers those calls at the network layer
 * (e2e/support/firebaseNetwork.ts): Auth from the Auth emulator, Firestore and Storage from the
 * rules model.
 */

const here = dirname(fileURLToPath(import.meta.url));

export const FIREBASE_PROJECT_ID = 'demo-apex';
export const FIREBASE_BUCKET = `${FIREBASE_PROJECT_ID}.appspot.com`;

export const FIREBASE_BUILD_ENV = {
  VITE_BACKEND: 'firebase',
  VITE_FIREBASE_API_KEY: 'demo-api-key',
  VITE_FIREBASE_AUTH_DOMAIN: `${FIREBASE_PROJECT_ID}.firebaseapp.com`,
  VITE_FIREBASE_PROJECT_ID: FIREBASE_PROJECT_ID,
  VITE_FIREBASE_STORAGE_BUCKET: FIREBASE_BUCKET,
  VITE_FIREBASE_APP_ID: '1:000000000000:web:0000000000000000000000',
  // Empty, so a developer's own emulator settings cannot leak into the build under test.
  VITE_FIREBASE_AUTH_EMULATOR_HOST: '',
  VITE_FIREBASE_FIRESTORE_EMULATOR_HOST: '',
  VITE_FIREBASE_STORAGE_EMULATOR_HOST: '',
} as const;

/**
 * The suite's own emulator configuration: ports apart from firebase.json's, so the suite can run
 * while `pnpm dev:firebase` or the adapter's tests hold those.
 */
export const EMULATOR_CONFIG = join(here, 'firebase.json');

function authEmulatorOrigin(): string {
  const config: { emulators?: { auth?: { host?: string; port?: number } } } = JSON.parse(
    readFileSync(EMULATOR_CONFIG, 'utf8'),
  );
  const auth = config.emulators?.auth;
  if (auth?.host === undefined || auth.port === undefined) {
    throw new Error(`${EMULATOR_CONFIG} has no emulators.auth host and port`);
  }
  return `http://${auth.host}:${auth.port}`;
}

export const AUTH_EMULATOR_ORIGIN = authEmulatorOrigin();
