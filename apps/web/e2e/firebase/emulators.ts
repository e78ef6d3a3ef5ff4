import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openWindows, withWindows } from '@apex/auth-firebase/testing';
import type { Page } from '@playwright/test';
// The base test's `expect`: the Firebase fixture (support/firebaseTest.ts) waits on this file.
import { forward } from '../support/firebaseNetwork.ts';
import { expect } from '../support/test.ts';
import {
  AUTH_EMULATOR_ORIGIN,
  EMULATOR_HUB_ORIGIN,
  FIREBASE_PROJECT_ID,
  FIRESTORE_EMULATOR_ORIGIN,
  FUNCTIONS_EMULATOR_ORIGIN,
  FUNCTIONS_REGION,
} from './site.ts';

/**
 * The real emulators every Firebase spec runs on: waiting for them, loading the rules, sending a
 * page's Firestore and callable traffic there (the `firebase` fixture does it for every page), and
 * the test's own reads and writes past the rules.
 */

const here = dirname(fileURLToPath(import.meta.url));

export const DOCUMENTS = `${FIRESTORE_EMULATOR_ORIGIN}/v1/projects/${FIREBASE_PROJECT_ID}/databases/(default)/documents`;
/** The Firestore emulator lets a request with this token past the rules (the test's own reads). */
export const ADMIN = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };

/**
 * Waits until the hub lists Auth, Firestore and Functions, then loads firestore.rules as they are,
 * with every edition's window open around today (the emulator judges on its own clock).
 */
export async function emulatorsWithRules(): Promise<void> {
  await expect
    .poll(
      async () => {
        const listed = await fetch(`${EMULATOR_HUB_ORIGIN}/emulators`).catch(() => null);
        return listed?.ok ? Object.keys((await listed.json()) as object).sort() : [];
      },
      { timeout: 100_000 },
    )
    .toEqual(expect.arrayContaining(['auth', 'firestore', 'functions']));
  const rules = withWindows(
    readFileSync(join(here, '../../../../firestore.rules'), 'utf8'),
    openWindows(Date.now()),
  );
  const loaded = await fetch(
    `${FIRESTORE_EMULATOR_ORIGIN}/emulator/v1/projects/${FIREBASE_PROJECT_ID}:securityRules`,
    {
      method: 'PUT',
      headers: ADMIN,
      body: JSON.stringify({ rules: { files: [{ content: rules }] } }),
    },
  );
  expect(loaded.ok, 'the Firestore emulator took firestore.rules').toBe(true);
}

/** Sends the page's Firestore and callable traffic to the emulators, under the production CSP. */
export async function routeToEmulators(page: Page): Promise<void> {
  await page.route('https://firestore.googleapis.com/**', (route) => {
    const url = new URL(route.request().url());
    return forward(route, `${FIRESTORE_EMULATOR_ORIGIN}${url.pathname}${url.search}`);
  });
  await page.route(
    `https://${FUNCTIONS_REGION}-${FIREBASE_PROJECT_ID}.cloudfunctions.net/**`,
    (route) => {
      const url = new URL(route.request().url());
      return forward(
        route,
        `${FUNCTIONS_EMULATOR_ORIGIN}/${FIREBASE_PROJECT_ID}/${FUNCTIONS_REGION}${url.pathname}`,
      );
    },
  );
}

/** Follows the verification link the Auth emulator holds for `email`. */
export async function verifyEmail(email: string): Promise<void> {
  const listed = await fetch(
    `${AUTH_EMULATOR_ORIGIN}/emulator/v1/projects/${FIREBASE_PROJECT_ID}/oobCodes`,
  );
  const { oobCodes } = (await listed.json()) as {
    oobCodes: { email: string; requestType: string; oobCode: string }[];
  };
  const code = oobCodes.find(
    (entry) => entry.email === email && entry.requestType === 'VERIFY_EMAIL',
  );
  const applied = await fetch(
    `${AUTH_EMULATOR_ORIGIN}/identitytoolkit.googleapis.com/v1/accounts:update?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ oobCode: code?.oobCode }),
    },
  );
  expect(applied.ok, 'the emulator applied the verification code').toBe(true);
}

/** The `mail` documents the server wrote, each as JSON text, newest state. */
export async function mailDocuments(): Promise<string[]> {
  const listed = await fetch(`${DOCUMENTS}/mail?pageSize=1000`, { headers: ADMIN });
  const { documents = [] } = (await listed.json()) as { documents?: object[] };
  return documents.map((document) => JSON.stringify(document));
}

/** The uid the Auth emulator gave the account with this address (its admin API). */
export async function uidOf(email: string): Promise<string> {
  const lookup = await fetch(
    `${AUTH_EMULATOR_ORIGIN}/identitytoolkit.googleapis.com/v1/projects/${FIREBASE_PROJECT_ID}/accounts:lookup`,
    { method: 'POST', headers: ADMIN, body: JSON.stringify({ email: [email] }) },
  );
  const { users = [] } = (await lookup.json()) as { users?: { localId: string }[] };
  const uid = users[0]?.localId;
  expect(uid, `an account for ${email}`).toBeDefined();
  return uid ?? '';
}

/**
 * The document at `path` as stored, read past the rules: text as itself, any other value as
 * Firestore's REST API gives it (`{ integerValue: '8' }`); undefined when there is none.
 */
export async function storedDocument(path: string): Promise<Record<string, unknown> | undefined> {
  const response = await fetch(`${DOCUMENTS}/${path}`, { headers: ADMIN });
  if (response.status === 404) return undefined;
  expect(response.ok, `GET ${path}`).toBe(true);
  const { fields = {} } = (await response.json()) as {
    fields?: Record<string, { stringValue?: string }>;
  };
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [key, value.stringValue ?? value]),
  );
}
