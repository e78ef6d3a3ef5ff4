import type { BrowserContext } from '@playwright/test';
import { emulatorsWithRules } from '../firebase/emulators.ts';
import {
  AUTH_EMULATOR_ORIGIN,
  FIREBASE_BUCKET,
  FIREBASE_PROJECT_ID,
  FIRESTORE_EMULATOR_ORIGIN,
  FUNCTIONS_EMULATOR_ORIGIN,
  FUNCTIONS_REGION,
} from '../firebase/site.ts';
import { answerFirebaseTraffic, type FirebaseNetwork } from './firebaseNetwork.ts';
import { test as base, expect } from './test.ts';

export { expect };

interface Fixtures {
  /** The context's Firebase traffic, answered (see firebaseNetwork.ts); fresh for every test. */
  firebase: FirebaseNetwork;
}

interface WorkerFixtures {
  /** The Auth, Firestore and Functions emulators are up, with firestore.rules' windows open. */
  emulators: undefined;
}

/**
 * The `firebase` project's test: every page talks to the Auth, Firestore (firestore.rules on the
 * real engine) and Functions emulators and to the storage model, and the test fails if a page
 * calls anything else. A fault journey is one more `e2e/firebase/*.spec.ts`: it breaks the call
 * it is about with its own `page.route(…)` (page routes are tried before these context routes)
 * or leans on the rules' refusals, and asserts what the visitor sees.
 */
/** Answers a context's Firebase traffic with the emulators (a second context a test opens, too). */
export function answerWithEmulators(
  context: BrowserContext,
  baseURL: string | undefined,
): Promise<FirebaseNetwork> {
  return answerFirebaseTraffic(context, {
    siteOrigin: new URL(baseURL ?? '').origin,
    authEmulatorOrigin: AUTH_EMULATOR_ORIGIN,
    firestoreEmulatorOrigin: FIRESTORE_EMULATOR_ORIGIN,
    functionsEmulatorOrigin: FUNCTIONS_EMULATOR_ORIGIN,
    functionsRegion: FUNCTIONS_REGION,
    projectId: FIREBASE_PROJECT_ID,
    bucket: FIREBASE_BUCKET,
  });
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  emulators: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function takes from its first parameter.
    async ({}, use) => {
      await emulatorsWithRules();
      await use(undefined);
    },
    { scope: 'worker', auto: true, timeout: 120_000 },
  ],
  firebase: [
    async ({ context, baseURL }, use) => {
      // New projects have email-enumeration protection on; the emulator starts with it off.
      const configured = await fetch(
        `${AUTH_EMULATOR_ORIGIN}/emulator/v1/projects/${FIREBASE_PROJECT_ID}/config`,
        {
          method: 'PATCH',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ emailPrivacyConfig: { enableImprovedEmailPrivacy: true } }),
        },
      );
      expect(configured.ok, 'the Auth emulator took the production setting').toBe(true);
      const network = await answerWithEmulators(context, baseURL);
      await use(network);
      // The pages close before the routes go: a page left open would send what it reads after
      // the test's last step (a session's profile read) past the routes to the real network,
      // and the console guard would fail the test on it. A call still on its way to an emulator
      // is dropped (forward), not an error outside any test.
      for (const page of context.pages()) await page.close();
      await context.unrouteAll({ behavior: 'ignoreErrors' });
      expect(network.unexpected, 'requests the Firebase build should not make').toEqual([]);
    },
    { auto: true },
  ],
});
