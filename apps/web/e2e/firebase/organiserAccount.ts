import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { type Locale, messagesFor } from '@apex/core';
import type { Page } from '@playwright/test';
import { localizedHref } from '../../src/routes/localePath.ts';
import { routes } from '../../src/routes/paths.ts';
import { STRONG_PASSWORD } from '../support/account.ts';
import { expect } from '../support/firebaseTest.ts';
import { open } from '../support/page.ts';
import { AUTH_EMULATOR_ORIGIN, FIREBASE_PROJECT_ID, FIRESTORE_EMULATOR_ORIGIN } from './site.ts';

/** Accounts for the Firebase specs of the organiser console: made, granted the role, logged in. */

const here = dirname(fileURLToPath(import.meta.url));
const run = promisify(execFile);

/** An account made on the Auth emulator directly (the sign-up journey has its own specs). */
export async function createAccount(email: string): Promise<void> {
  const made = await fetch(
    `${AUTH_EMULATOR_ORIGIN}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: STRONG_PASSWORD, returnSecureToken: true }),
    },
  );
  expect(made.ok, `the Auth emulator made ${email}`).toBe(true);
  const { localId } = (await made.json()) as { localId?: string };
  // The role is granted only to a verified address (issue 38): marked verified as its owner would.
  const verified = await fetch(
    `${AUTH_EMULATOR_ORIGIN}/identitytoolkit.googleapis.com/v1/projects/${FIREBASE_PROJECT_ID}/accounts:update`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
      body: JSON.stringify({ localId, emailVerified: true }),
    },
  );
  expect(verified.ok, `the Auth emulator marked ${email} verified`).toBe(true);
}

/** The account's ID token, for reading Firestore as that account would. */
export async function idTokenOf(email: string): Promise<string> {
  const signedIn = await fetch(
    `${AUTH_EMULATOR_ORIGIN}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: STRONG_PASSWORD, returnSecureToken: true }),
    },
  );
  const { idToken } = (await signedIn.json()) as { idToken?: string };
  return idToken ?? '';
}

/** The organiser role, granted as docs/deploy.md says: the Admin SDK command, on the emulator. */
export async function grantOrganiser(email: string): Promise<void> {
  const { stdout } = await run(
    'pnpm',
    ['--filter', '@apex/functions', 'organiser', 'grant', email],
    {
      cwd: join(here, '../../../..'),
      env: {
        ...process.env,
        FIREBASE_AUTH_EMULATOR_HOST: new URL(AUTH_EMULATOR_ORIGIN).host,
        // The grant is written to the organisers' audit log too (issue 38).
        FIRESTORE_EMULATOR_HOST: new URL(FIRESTORE_EMULATOR_ORIGIN).host,
        GCLOUD_PROJECT: FIREBASE_PROJECT_ID,
      },
    },
  );
  expect(stdout).toContain(`${email}`);
  expect(stdout).toContain('is now an organiser');
}

export async function logIn(page: Page, email: string, locale: Locale = 'en') {
  const localWords = messagesFor(locale);
  await open(page, localizedHref(routes.login.getHref(), locale));
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: localWords.account.email, exact: true }).fill(email);
  await main.getByLabel(localWords.account.password, { exact: true }).fill(STRONG_PASSWORD);
  await main.getByRole('button', { name: localWords.account.loginButton, exact: true }).click();
  await expect(page.getByText(localWords.success.login)).toBeVisible({ timeout: 20_000 });
}
