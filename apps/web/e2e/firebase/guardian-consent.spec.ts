import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openWindows, withWindows } from '@apex/auth-firebase/testing';
import { consentNotice, describeError, type Locale, messagesFor } from '@apex/core';
import type { Page } from '@playwright/test';
import { localizedHref } from '../../src/routes/localePath.ts';
import { routes } from '../../src/routes/paths.ts';
import { STRONG_PASSWORD, submitSignUp, uniqueEmail } from '../support/account.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/firebaseTest.ts';
import { open } from '../support/page.ts';
import {
  AUTH_EMULATOR_ORIGIN,
  EMULATOR_HUB_ORIGIN,
  FIREBASE_PROJECT_ID,
  FIRESTORE_EMULATOR_ORIGIN,
  FUNCTIONS_EMULATOR_ORIGIN,
  FUNCTIONS_REGION,
} from './site.ts';

/**
 * Guardian consent (issue 28) on the production Firebase build against the real emulators: the
 * browser's Firestore calls go to the Firestore emulator (firestore.rules on the real engine), its
 * callables to the Functions emulator running apps/functions/dist, whose trigger writes the token
 * and the `mail` document. The other Firebase specs keep the msw rules model: they test faults
 * (timeouts, outages, refusals) the emulators cannot produce on demand.
 */

const here = dirname(fileURLToPath(import.meta.url));
const REGISTRATION_OPEN = new Date('2024-09-15T12:00:00+05:30');
const DOCUMENTS = `${FIRESTORE_EMULATOR_ORIGIN}/v1/projects/${FIREBASE_PROJECT_ID}/databases/(default)/documents`;
/** The Firestore emulator lets a request with this token past the rules (the test's own reads). */
const ADMIN = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };

// The emulators answer slower than the model; a refused link is the callable's 400 (failed-precondition),
// which Chromium logs as a failed resource load.
test.describe.configure({ timeout: 120_000 });
test.use({ allowedConsoleErrors: [/status of 400 \(Bad Request\)/] });

test.beforeAll(async () => {
  // The Firestore emulator (Java) and the functions can take a while to come up on a busy machine.
  test.setTimeout(120_000);
  // The hub lists each emulator once it is up; the functions load their triggers right after.
  await expect
    .poll(
      async () => {
        const listed = await fetch(`${EMULATOR_HUB_ORIGIN}/emulators`).catch(() => null);
        return listed?.ok ? Object.keys((await listed.json()) as object).sort() : [];
      },
      { timeout: 100_000 },
    )
    .toEqual(expect.arrayContaining(['auth', 'firestore', 'functions']));
  // The 2024 window is past and the emulator judges on its own clock: the rules as they are, with
  // every edition's window open around today.
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
});

/** Sends the page's Firestore and callable traffic to the emulators, under the production CSP. */
async function routeToEmulators(page: Page): Promise<void> {
  await page.route('https://firestore.googleapis.com/**', async (route) => {
    const url = new URL(route.request().url());
    await route.fulfill({
      response: await route.fetch({
        url: `${FIRESTORE_EMULATOR_ORIGIN}${url.pathname}${url.search}`,
      }),
    });
  });
  await page.route(
    `https://${FUNCTIONS_REGION}-${FIREBASE_PROJECT_ID}.cloudfunctions.net/**`,
    async (route) => {
      const url = new URL(route.request().url());
      const target = `${FUNCTIONS_EMULATOR_ORIGIN}/${FIREBASE_PROJECT_ID}/${FUNCTIONS_REGION}${url.pathname}`;
      await route.fulfill({ response: await route.fetch({ url: target }) });
    },
  );
}

/** Follows the verification link the Auth emulator holds for `email`. */
async function verifyEmail(email: string): Promise<void> {
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

/** The guardian link in the `mail` document the server wrote for `guardianEmail`, as a path. */
async function mailedLink(guardianEmail: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const listed = await fetch(`${DOCUMENTS}/mail?pageSize=300`, { headers: ADMIN });
        const { documents = [] } = (await listed.json()) as { documents?: object[] };
        const mail = documents
          .map((document) => JSON.stringify(document))
          .find((text) => text.includes(`"${guardianEmail}"`));
        link = /\/(?:hi\/)?guardian\?token=[A-Za-z0-9_-]+/.exec(mail ?? '')?.[0] ?? '';
        return link;
      },
      { message: `a mail to ${guardianEmail} with the guardian's link`, timeout: 20_000 },
    )
    .not.toBe('');
  return link;
}

/** Signs a parent up, then registers a child with another guardian's address; the mailed link. */
async function registerForAnotherGuardian(
  page: Page,
  locale: Locale,
  guardianEmail: string,
): Promise<string> {
  const words = messagesFor(locale);
  const text = words.registration;
  await routeToEmulators(page);
  await page.clock.setFixedTime(REGISTRATION_OPEN);
  const email = uniqueEmail('parent');
  await submitSignUp(page, { username: 'Ravi Verma', email, password: STRONG_PASSWORD });
  // The first writes wake the Firestore emulator's JVM: more time than the suite's usual 7 s.
  await expect(page.getByText(messagesFor('en').success.accountCreated)).toBeVisible({
    timeout: 30_000,
  });
  await verifyEmail(email);

  await open(page, localizedHref(routes.examRegistration.getHref(), locale));
  const main = page.getByRole('main');
  const hindi = locale === 'hi';
  await main.getByRole('textbox', { name: text.candidateName }).fill('आशा वर्मा');
  await main.getByRole('combobox', { name: text.grade }).selectOption('8');
  await main
    .getByRole('textbox', { name: text.schoolName })
    .fill(hindi ? 'केंद्रीय विद्यालय' : 'Kendriya Vidyalaya No. 2');
  await main.getByRole('textbox', { name: text.schoolCity }).fill(hindi ? 'लखनऊ' : 'Lucknow');
  await main.getByRole('combobox', { name: text.schoolState }).selectOption('Uttar Pradesh');
  await main
    .getByRole('textbox', { name: text.guardianName })
    .fill(hindi ? 'रवि वर्मा' : 'Ravi Verma');
  await main.getByRole('textbox', { name: text.guardianEmail }).fill(guardianEmail);
  await main.getByRole('checkbox', { name: consentNotice(locale) }).check();
  await main.getByRole('button', { name: text.submit, exact: true }).click();

  const slip = page.getByRole('region', { name: words.guardianStatus.awaitingHeading });
  await expect(slip).toBeVisible();
  await expect(slip.getByText(text.confirmed, { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page, `the slip awaiting the guardian (${locale})`);

  const link = await mailedLink(guardianEmail);
  expect(new URL(link, 'http://site').pathname).toBe(
    localizedHref(routes.guardian.getHref(), locale),
  );
  return link;
}

for (const locale of ['en', 'hi'] as const) {
  test(`(${locale}) the guardian confirms from the mailed link; the registration page says confirmed`, async ({
    page,
  }) => {
    const words = messagesFor(locale);
    const link = await registerForAnotherGuardian(page, locale, uniqueEmail('guardian'));

    await page.goto(link);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(words.guardianPage.title);
    await expect(main.getByText('आशा वर्मा')).toBeVisible();
    await expectNoAxeViolations(page, `the guardian page (${locale})`);
    await main.getByRole('button', { name: words.guardianPage.confirm }).click();
    await expect(main.getByText(words.guardianPage.confirmed)).toBeFocused();
    await expectNoAxeViolations(page, `the guardian page, confirmed (${locale})`);

    await page.goto(link);
    await expect(main.getByRole('alert')).toHaveText(
      describeError('guardian/link-used', '', locale).message,
    );

    await open(page, localizedHref(routes.examRegistration.getHref(), locale));
    // The registration is read back from the emulator, slower than the model.
    await expect(page.getByRole('region', { name: words.registration.confirmed })).toBeVisible({
      timeout: 20_000,
    });
    await expect(
      page.getByRole('region', { name: words.guardianStatus.awaitingHeading }),
    ).toHaveCount(0);
    await expectNoAxeViolations(page, `the slip, confirmed (${locale})`);
  });
}

test('the guardian declines: the registration is deleted', async ({ page }) => {
  const words = messagesFor('en');
  const link = await registerForAnotherGuardian(page, 'en', uniqueEmail('guardian'));

  await page.goto(link);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: words.guardianPage.decline }).click();
  await expect(main.getByText(words.guardianPage.declined)).toBeFocused();
  await expectNoAxeViolations(page, 'the guardian page, declined');

  await open(page, routes.examRegistration.getHref());
  await expect(main.getByRole('textbox', { name: words.registration.candidateName })).toHaveValue(
    '',
  );
  await expect(page.getByTestId('registration-number')).toHaveCount(0);
});

test('a link past its seven days is refused clearly', async ({ page }) => {
  const link = await registerForAnotherGuardian(page, 'en', uniqueEmail('guardian'));
  // The server stores only the token's SHA-256; back-date that document's expiry.
  const token = new URL(link, 'http://site').searchParams.get('token') ?? '';
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  const hash = Buffer.from(digest).toString('hex');
  const backdated = await fetch(
    `${DOCUMENTS}/guardianTokens/${hash}?updateMask.fieldPaths=expiresAt&currentDocument.exists=true`,
    {
      method: 'PATCH',
      headers: ADMIN,
      body: JSON.stringify({
        fields: { expiresAt: { timestampValue: new Date(Date.now() - 60_000).toISOString() } },
      }),
    },
  );
  expect(backdated.ok, 'the token document was back-dated').toBe(true);

  await page.goto(link);
  const main = page.getByRole('main');
  await expect(main.getByRole('alert')).toHaveText(
    describeError('guardian/link-expired', '').message,
  );
  await expect(main.getByRole('button')).toHaveCount(0);
  await expectNoAxeViolations(page, 'an expired guardian link');
});
