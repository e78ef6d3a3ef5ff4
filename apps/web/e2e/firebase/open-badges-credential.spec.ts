import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
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
import { EMULATOR_HUB_ORIGIN, FIREBASE_PROJECT_ID, FIRESTORE_EMULATOR_ORIGIN } from './site.ts';

/**
 * The certificate's signed credential (issue 32) on the production Firebase build: the build
 * publishes the emulators' public key (CREDENTIAL_JWKS_FILE, site.ts), the adapter reads the
 * `credential` a publish wrote to `certificates/{id}` on the real Firestore emulator, and the page
 * checks it against /.well-known/jwks.json: valid; once withdrawn the page, in English and Hindi,
 * says only that it is no longer valid. The publish that
 * signs it is apps/functions' publishResults.emulator.test.ts; here the certificate is written as
 * that function writes it, signed with the same key (apps/functions/.secret.local).
 */

const here = dirname(fileURLToPath(import.meta.url));
const DOCUMENTS = `${FIRESTORE_EMULATOR_ORIGIN}/v1/projects/${FIREBASE_PROJECT_ID}/databases/(default)/documents`;
const ADMIN = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };
// 22 characters, as every certificate id (128 random bits, base64url).
const CERTIFICATE_ID = 'e2eCredentialCert00001';
const words = messagesFor('en').credential;

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
async function writeCertificate(siteOrigin: string, withdrawnAt: string | null) {
  const facts = {
    certificateId: CERTIFICATE_ID,
    candidateName: 'Kavya Menon',
    grade: 9,
    editionId: '2024',
    editionName: 'October 2024',
    achievement: 'merit',
    issuedOn: '2024-10-25',
    organiserName: 'Apex Exams (emulator)',
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
      },
    }),
  });
  expect(written.ok, 'the Firestore emulator took the certificate').toBe(true);
}

/** Replaces `certificates/{id}` with what a withdrawal leaves of it: the time alone. */
async function writeWithdrawn(withdrawnAt: string) {
  const written = await fetch(`${DOCUMENTS}/certificates/${CERTIFICATE_ID}`, {
    method: 'PATCH',
    headers: ADMIN,
    body: JSON.stringify({ fields: { withdrawnAt: { timestampValue: withdrawnAt } } }),
  });
  expect(written.ok, 'the Firestore emulator took the withdrawal').toBe(true);
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

test('the certificate page checks the credential against the published key: valid; withdrawn, it names no one', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  const keys = await page.request.get('/.well-known/jwks.json');
  expect(keys.ok()).toBe(true);
  const published = (await keys.json()) as { keys: { kid: string; d?: string }[] };
  expect(published.keys.map((key) => key.kid)).toEqual([emulatorKey().kid]);
  expect(published.keys.some((key) => key.d !== undefined)).toBe(false);

  await routeFirestoreToEmulator(page);
  await writeCertificate(origin, null);
  await open(page, `/certificate/${CERTIFICATE_ID}`);
  const signature = page.getByRole('region', { name: words.heading });
  await expect(signature.getByText(words.valid, { exact: true })).toBeVisible();
  await expect(signature).toContainText(words.issuedBy({ issuer: 'Apex Exams (emulator)' }));
  await expectNoAxeViolations(page, 'the certificate on Firebase, valid');

  // Withdrawn as withdrawCertificate leaves it (withdrawnCertificateOf): the time, nothing else.
  await writeWithdrawn('2024-10-30T10:00:00Z');
  for (const locale of ['en', 'hi'] as const) {
    const text = messagesFor(locale).certificate;
    await open(page, `${locale === 'hi' ? '/hi' : ''}/certificate/${CERTIFICATE_ID}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: text.withdrawnHeading })).toBeVisible();
    await expect(main.getByText(text.withdrawnNothingShown)).toBeVisible();
    await expect(main).not.toContainText('Kavya Menon');
    await expect(
      main.getByRole('region', { name: messagesFor(locale).credential.heading }),
    ).toHaveCount(0);
    await expectNoAxeViolations(page, `a withdrawn certificate on Firebase (${locale})`);
  }
});
