import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { messagesFor } from '@apex/core';
import {
  hashedEmailIdentity,
  isPrivateCredentialJwk,
  openBadgeCredential,
  signCredential,
} from '@apex/core/credential';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/firebaseTest.ts';
import { open } from '../support/page.ts';
import { createAccount, idTokenOf } from './organiserAccount.ts';
import {
  CREDENTIAL_JWKS,
  EMULATOR_HUB_ORIGIN,
  FIREBASE_PROJECT_ID,
  FIRESTORE_EMULATOR_ORIGIN,
  FUNCTIONS_EMULATOR_ORIGIN,
  FUNCTIONS_REGION,
} from './site.ts';

/**
 * The certificate's signed credential (issue 32) on the production Firebase build: the build
 * publishes the emulators' public key (CREDENTIAL_JWKS_FILE, site.ts), the adapter reads the
 * `credential` a publish wrote to `certificates/{id}` on the real Firestore emulator, and the page
 * checks it against /.well-known/jwks.json and reads its status list (issue 38) through the real
 * `credentialStatusList` function: valid; once withdrawn by the real `withdrawCertificate`
 * callable the page, in English and Hindi, says only that it is no longer valid, and the signed
 * file checked there, and by the `verify-credential` command, reads as cancelled. The publish that
 * signs it is apps/functions' publishResults.emulator.test.ts; here the certificate is written as
 * that function writes it, signed with the same key (apps/functions/.secret.local).
 */

const here = dirname(fileURLToPath(import.meta.url));
const DOCUMENTS = `${FIRESTORE_EMULATOR_ORIGIN}/v1/projects/${FIREBASE_PROJECT_ID}/databases/(default)/documents`;
const ADMIN = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };
// 22 characters, as every certificate id (128 random bits, base64url).
const CERTIFICATE_ID = 'e2eCredentialCert00001';
const words = messagesFor('en').credential;
/**
 * The origin the Functions emulator signs status lists for (SITE_ORIGIN in
 * apps/functions/.env.demo-apex): the credential names its list there, as a real one names the
 * site's; the page asks its own site for that list's path (the Firebase adapter).
 */
const SERVER_ORIGIN = 'http://127.0.0.1:5019';
/** The credential's bit in list 1, as a publish would have drawn it. */
const STATUS = { list: 1, index: 77_777 } as const;
const COMMAND = fileURLToPath(new URL('../../../functions/verifyCredential.mjs', import.meta.url));
const execFileAsync = promisify(execFile);

test.describe.configure({ timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await expect
    .poll(
      async () => {
        const listed = await fetch(`${EMULATOR_HUB_ORIGIN}/emulators`).catch(() => null);
        return listed?.ok ? Object.keys((await listed.json()) as object).sort() : [];
      },
      { timeout: 100_000 },
    )
    .toEqual(expect.arrayContaining(['firestore']));
});

/** The emulators' signing key, as the Functions emulator reads it. */
function emulatorKey() {
  const secrets = readFileSync(join(here, '../../../functions/.secret.local'), 'utf8');
  const line = secrets.split('\n').find((entry) => entry.startsWith('CREDENTIAL_SIGNING_KEY='));
  const key: unknown = JSON.parse(
    Buffer.from(line?.slice('CREDENTIAL_SIGNING_KEY='.length) ?? '', 'base64url').toString('utf8'),
  );
  if (!isPrivateCredentialJwk(key))
    throw new Error('run pnpm --filter @apex/functions credential-keys');
  return key;
}

/** Writes `certificates/{id}` as publishResults does, its credential signed for `siteOrigin`. */
async function writeCertificate(siteOrigin: string, withdrawnAt: string | null): Promise<string> {
  const facts = {
    certificateId: CERTIFICATE_ID,
    candidateName: 'Kavya Menon',
    grade: 9,
    editionId: '2024',
    editionName: 'October 2024',
    achievement: 'merit',
    issuedOn: '2024-10-25',
    organiserName: 'Apex Exams (emulator)',
    status: STATUS,
  } as const;
  const guardian = await hashedEmailIdentity('guardian.e2e@example.com', 'e2e-salt');
  const credential = await signCredential(openBadgeCredential(facts, siteOrigin, guardian), {
    privateJwk: emulatorKey(),
    siteOrigin,
  });
  const written = await fetch(`${DOCUMENTS}/certificates/${CERTIFICATE_ID}`, {
    method: 'PATCH',
    headers: ADMIN,
    body: JSON.stringify({
      fields: {
        candidateName: { stringValue: facts.candidateName },
        grade: { integerValue: String(facts.grade) },
        editionId: { stringValue: facts.editionId },
        editionName: { stringValue: facts.editionName },
        achievement: { stringValue: facts.achievement },
        issuedOn: { stringValue: facts.issuedOn },
        organiserName: { stringValue: facts.organiserName },
        withdrawnAt: withdrawnAt === null ? { nullValue: null } : { timestampValue: withdrawnAt },
        credential: { stringValue: credential },
        status: {
          mapValue: {
            fields: {
              list: { integerValue: String(STATUS.list) },
              index: { integerValue: String(STATUS.index) },
            },
          },
        },
      },
    }),
  });
  expect(written.ok, 'the Firestore emulator took the certificate').toBe(true);
  // The counter has reached list 1 (a publish drew from it), so the function serves that list.
  const counter = await fetch(`${DOCUMENTS}/credentialStatus/counter`, { headers: ADMIN });
  if (counter.status === 404) {
    const drawn = await fetch(`${DOCUMENTS}/credentialStatus/counter`, {
      method: 'PATCH',
      headers: ADMIN,
      body: JSON.stringify({ fields: { next: { integerValue: '1' } } }),
    });
    expect(drawn.ok, 'the Firestore emulator took the counter').toBe(true);
  }
  return credential;
}

/** The certificate's owner: an account whose published result names it, as a publish leaves it. */
async function ownerOfCertificate(): Promise<string> {
  const email = `credential.owner.${Date.now()}@example.com`;
  await createAccount(email);
  const idToken = await idTokenOf(email);
  const uid = JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString()).user_id;
  const result = await fetch(`${DOCUMENTS}/editions/2024/results/${String(uid)}`, {
    method: 'PATCH',
    headers: ADMIN,
    body: JSON.stringify({ fields: { certificateId: { stringValue: CERTIFICATE_ID } } }),
  });
  expect(result.ok, 'the Firestore emulator took the result').toBe(true);
  return idToken;
}

/** The owner withdraws the certificate through the real callable, as the registration page does. */
async function withdrawThroughTheFunction(idToken: string) {
  const answer = await fetch(
    `${FUNCTIONS_EMULATOR_ORIGIN}/${FIREBASE_PROJECT_ID}/${FUNCTIONS_REGION}/withdrawCertificate`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${idToken}` },
      body: JSON.stringify({ data: { editionId: '2024' } }),
    },
  );
  expect(answer.ok, 'withdrawCertificate answered').toBe(true);
}

/** Hosting's `/credentials/status/*` rewrite: the page's request, answered by the function. */
function statusListOnFunction(pathname: string): string {
  return `${FUNCTIONS_EMULATOR_ORIGIN}/${FIREBASE_PROJECT_ID}/${FUNCTIONS_REGION}/credentialStatusList${pathname}`;
}

async function routeStatusListsToFunction(page: Page): Promise<void> {
  await page.route('**/credentials/status/*', async (route) => {
    const url = new URL(route.request().url());
    await route.fulfill({
      response: await route.fetch({ url: statusListOnFunction(url.pathname) }),
    });
  });
}

/** Sends the page's Firestore traffic to the emulator, under the production CSP. */
async function routeFirestoreToEmulator(page: Page): Promise<void> {
  await page.route('https://firestore.googleapis.com/**', async (route) => {
    const url = new URL(route.request().url());
    await route.fulfill({
      response: await route.fetch({
        url: `${FIRESTORE_EMULATOR_ORIGIN}${url.pathname}${url.search}`,
      }),
    });
  });
}

test('the certificate page checks the credential and its status: valid; withdrawn, it names no one and its file reads cancelled', async ({
  page,
}, testInfo) => {
  const keys = await page.request.get('/.well-known/jwks.json');
  expect(keys.ok()).toBe(true);
  const published = (await keys.json()) as { keys: { kid: string; d?: string }[] };
  expect(published.keys.map((key) => key.kid)).toEqual([emulatorKey().kid]);
  expect(published.keys.some((key) => key.d !== undefined)).toBe(false);

  await routeFirestoreToEmulator(page);
  await routeStatusListsToFunction(page);
  const credential = await writeCertificate(SERVER_ORIGIN, null);
  const idToken = await ownerOfCertificate();
  // The function serves list 1 (the emulator loads it on its first call, which can take a while).
  await expect
    .poll(async () => (await fetch(statusListOnFunction('/credentials/status/1'))).status, {
      timeout: 60_000,
    })
    .toBe(200);
  await open(page, `/certificate/${CERTIFICATE_ID}`);
  const signature = page.getByRole('region', { name: words.heading });
  await expect(signature.getByText(words.valid, { exact: true })).toBeVisible();
  await expect(signature).toContainText(words.issuedBy({ issuer: 'Apex Exams (emulator)' }));
  await expect(
    signature.getByText(words.statusUnknown({ issuer: 'Apex Exams (emulator)' })),
  ).toHaveCount(0);
  await expectNoAxeViolations(page, 'the certificate on Firebase, valid');

  // Withdrawn by the real callable: the record keeps only its time, and the credential's bit is set.
  await withdrawThroughTheFunction(idToken);
  const jwtFile = testInfo.outputPath('certificate.jwt');
  await writeFile(jwtFile, credential);
  for (const locale of ['en', 'hi'] as const) {
    const text = messagesFor(locale).certificate;
    const signed = messagesFor(locale).credential;
    await open(page, `${locale === 'hi' ? '/hi' : ''}/certificate/${CERTIFICATE_ID}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: text.withdrawnHeading })).toBeVisible();
    await expect(main.getByText(text.withdrawnNothingShown)).toBeVisible();
    await expect(main).not.toContainText('Kavya Menon');
    await expect(main.getByRole('region', { name: signed.heading })).toHaveCount(0);
    // Issue 38: the signed file the family had reads as cancelled, from the status list.
    const check = main.getByRole('region', { name: signed.fileHeading });
    await check.getByLabel(signed.fileLabel({ file: '.jwt' })).setInputFiles(jwtFile);
    await expect(check.getByText(signed.revoked, { exact: true })).toBeVisible();
    await expect(check).toContainText(signed.fileRevoked({ issuer: 'Apex Exams (emulator)' }));
    await expect(main).not.toContainText('Kavya Menon');
    await expectNoAxeViolations(page, `a withdrawn certificate on Firebase (${locale})`);
  }

  // And by the command, against the pinned key set and the list the function serves.
  const list = await fetch(statusListOnFunction('/credentials/status/1'));
  expect(list.ok).toBe(true);
  const listFile = testInfo.outputPath('status-list.jwt');
  await writeFile(listFile, await list.text());
  const command = await execFileAsync(process.execPath, [
    COMMAND,
    jwtFile,
    '--jwks',
    CREDENTIAL_JWKS,
    '--status-list',
    listFile,
  ]).then(
    () => ({ status: 0, output: '' }),
    (error: { code?: number; stderr?: string }) => ({
      status: error.code ?? -1,
      output: error.stderr ?? '',
    }),
  );
  expect(command.status).toBe(1);
  expect(command.output).toContain('revoked: Apex Exams (emulator) has cancelled this credential');
});
