import { EDITIONS, formatScore, messagesFor } from '@apex/core';
import { localizedHref } from '../../src/routes/localePath.ts';
import { routes } from '../../src/routes/paths.ts';
import { uniqueEmail } from '../support/account.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { certificateIdIn, expectCertificateVerifiesAndPrints } from '../support/certificate.ts';
import { logOut } from '../support/demoAccounts.ts';
import { expect, test } from '../support/firebaseTest.ts';
import { open } from '../support/page.ts';
import { builtInTestOnEmulators } from './builtInTest.ts';
import { ADMIN, DOCUMENTS, mailDocuments } from './emulators.ts';
import { REGISTRATION_OPEN, registerForAnotherGuardian } from './guardianFlow.ts';
import { createAccount, grantOrganiser, logIn } from './organiserAccount.ts';
import { AUTH_EMULATOR_ORIGIN, FIREBASE_PROJECT_ID } from './site.ts';

/**
 * The built-in test (issue 40, step 4) on the production Firebase build against the real Auth,
 * Firestore and Functions emulators: a parent starts the test of a confirmed candidate, answers
 * (saveAnswers), and submits (submitAttempt). The page's clock stays in 2024 while the functions
 * run on today's: time left is the server's all the same.
 */
const text = messagesFor('en').examTest;

// In order, in one worker: the second test publishes every closed attempt of the edition, and the
// first test's attempt must not be open meanwhile.
test.describe.configure({ mode: 'default', timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await builtInTestOnEmulators();
});

test('a parent starts the test for a confirmed candidate, answers and submits', async ({
  page,
}) => {
  const link = await registerForAnotherGuardian(page, 'en', 'exam.guardian@example.com');
  await page.goto(link);
  const main = page.getByRole('main');
  const guardian = messagesFor('en').guardianPage;
  await main.getByRole('button', { name: guardian.confirm }).click();
  await expect(main.getByText(guardian.confirmed)).toBeFocused({ timeout: 20_000 });

  await open(page, routes.examTest.getHref());
  await page.getByRole('button', { name: text.begin }).click();
  const timer = page.getByTestId('time-left');
  await expect(timer).toBeVisible({ timeout: 30_000 });
  // The device says September 2024; the server's deadline is 40 minutes after its own start.
  const [minutes] = ((await timer.textContent()) ?? '').split(':').map(Number);
  expect(minutes).toBeGreaterThanOrEqual(39);
  expect(minutes).toBeLessThanOrEqual(40);
  await expectNoAxeViolations(page, 'the paper on the Firebase build');

  await page
    .locator('section[data-kind="single-choice"]')
    .first()
    .getByRole('radio')
    .nth(1)
    .check();
  await page.locator('section[data-kind="numeric"]').first().getByRole('textbox').fill('42');
  await expect(page.getByRole('status').filter({ hasText: text.saved })).toBeVisible({
    timeout: 20_000,
  });

  // The device clock moved an hour back: the next save brings the server's time, and time left
  // moves only by the seconds that passed.
  const seconds = async () => {
    const [m = 0, s = 0] = ((await timer.textContent()) ?? '').split(':').map(Number);
    return m * 60 + s;
  };
  const before = await seconds();
  await page.clock.setFixedTime(new Date(REGISTRATION_OPEN.getTime() - 3_600_000));
  await page.locator('section[data-kind="short-text"]').first().getByRole('textbox').fill('river');
  await expect(page.getByRole('status').filter({ hasText: text.saved })).toBeVisible({
    timeout: 20_000,
  });
  await page.waitForTimeout(1500);
  const after = await seconds();
  expect(before - after).toBeGreaterThanOrEqual(0);
  expect(before - after).toBeLessThanOrEqual(15);

  // A reload resumes with the answers the server counted.
  await page.reload();
  await expect(
    page.locator('section[data-kind="numeric"]').first().getByRole('textbox'),
  ).toHaveValue('42', { timeout: 30_000 });
  await expect(
    page.locator('section[data-kind="short-text"]').first().getByRole('textbox'),
  ).toHaveValue('river');

  await page.getByRole('button', { name: text.submit }).click();
  await page.getByRole('button', { name: text.submitConfirm }).click();
  await expect(page.getByRole('heading', { name: text.closedHeading })).toBeFocused({
    timeout: 30_000,
  });
  await expect(page.getByText(text.closedByCandidate)).toBeVisible();
  await expect(page.getByText(text.allCounted)).toBeVisible();
  await expectNoAxeViolations(page, 'the closed test on the Firebase build');
});

/** Noon in India on a day of the 2024 edition's Batch 1: the page's day (the server's is today). */
const IN_BATCH = new Date('2024-10-06T12:00:00+05:30');

/** The account that registered: the guardian's mail names it. */
async function registrantOf(guardianEmail: string): Promise<string> {
  const mail = (await mailDocuments()).find((entry) => entry.includes(`"${guardianEmail}"`));
  return /parent\.[a-z0-9]+@example\.com/.exec(mail ?? '')?.[0] ?? '';
}

/** The server's score of the account's attempt, as a percentage (`attemptScores`, read past the rules). */
async function serverScore(email: string): Promise<number> {
  const lookup = await fetch(
    `${AUTH_EMULATOR_ORIGIN}/identitytoolkit.googleapis.com/v1/projects/${FIREBASE_PROJECT_ID}/accounts:lookup`,
    { method: 'POST', headers: ADMIN, body: JSON.stringify({ email: [email] }) },
  );
  const { users = [] } = (await lookup.json()) as { users?: { localId: string }[] };
  const uid = users[0]?.localId ?? '';
  const read = await fetch(`${DOCUMENTS}/editions/${EDITIONS[0].id}/attemptScores/${uid}`, {
    headers: ADMIN,
  });
  const { fields } = (await read.json()) as {
    fields: Record<string, { integerValue?: string; doubleValue?: number }>;
  };
  const number = (field: string) =>
    Number(fields[field]?.integerValue ?? fields[field]?.doubleValue ?? Number.NaN);
  return Math.round((number('marks') / number('outOf')) * 10_000) / 100;
}

for (const locale of ['en', 'hi'] as const) {
  test(`(${locale}) from the registration page to the certificate: start, submit, the organiser publishes from attempts, the family sees the score`, async ({
    page,
  }) => {
    const words = messagesFor(locale);
    const family = words.examTest;
    const staffWords = messagesFor('en');
    // The Hindi family on a phone; the staff's console on a laptop, in English.
    const familyView = () =>
      page.setViewportSize(
        locale === 'hi' ? { width: 375, height: 740 } : { width: 1280, height: 800 },
      );
    const staffView = () => page.setViewportSize({ width: 1280, height: 800 });
    await familyView();
    // The pages follow the emulators' editions (every grade on the built-in test): ADR 0188.
    await page.addInitScript(() => window.localStorage.setItem('apex.builtInTest', 'on'));
    const guardianEmail = uniqueEmail('exam.results.guardian');
    const link = await registerForAnotherGuardian(page, locale, guardianEmail);
    const parent = await registrantOf(guardianEmail);
    expect(parent).not.toBe('');
    await page.goto(link);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: words.guardianPage.confirm }).click();
    await expect(main.getByText(words.guardianPage.confirmed)).toBeFocused({ timeout: 20_000 });

    // The parent starts from the registration page on a day of the batch.
    await page.clock.setFixedTime(IN_BATCH);
    await open(page, localizedHref(routes.examRegistration.getHref(), locale));
    await main.getByRole('link', { name: family.startLink({ candidate: 'आशा वर्मा' }) }).click();
    await page.getByRole('button', { name: family.begin }).click();
    await expect(page.getByTestId('time-left')).toBeVisible({ timeout: 30_000 });
    await page
      .locator('section[data-kind="single-choice"]')
      .first()
      .getByRole('radio')
      .first()
      .check();
    await expect(page.getByRole('status').filter({ hasText: family.saved })).toBeVisible({
      timeout: 20_000,
    });
    await page.getByRole('button', { name: family.submit }).click();
    await page.getByRole('button', { name: family.submitConfirm }).click();
    await expect(page.getByRole('heading', { name: family.closedHeading })).toBeFocused({
      timeout: 30_000,
    });
    const percent = await serverScore(parent);
    expect(Number.isFinite(percent)).toBe(true);
    await staffView();
    await open(page, routes.home.getHref());
    await logOut(page);

    // The organiser publishes the closed attempts' scores through the results flow.
    const organiser = uniqueEmail('exam.organiser');
    await createAccount(organiser);
    await grantOrganiser(organiser);
    await logIn(page, organiser);
    await open(page, routes.organiser.getHref());
    const attempts = staffWords.organiserAttemptResults;
    await main.getByRole('button', { name: attempts.read }).click();
    await expect(main.getByText(/closed attempts? (is|are) ready to publish/)).toBeVisible({
      timeout: 30_000,
    });
    await expectNoAxeViolations(page, 'the closed attempts ready to publish (Firebase build)');
    await main.getByRole('button', { name: /^Publish \d+ results?$/ }).click();
    await main.getByRole('button', { name: /^Confirm and publish \d+ results?$/ }).click();
    await expect(main.getByText(/results? published:/)).toBeVisible({ timeout: 60_000 });
    await open(page, routes.home.getHref());
    await logOut(page);

    // The family sees the score and the certificate, which verifies.
    await logIn(page, parent);
    await familyView();
    await open(page, localizedHref(routes.examRegistration.getHref(), locale));
    await expect(
      main.getByText(words.results.scoreValue({ score: formatScore(percent, locale) }), {
        exact: true,
      }),
    ).toBeVisible({ timeout: 30_000 });
    const certificate = main.getByRole('link', { name: words.results.certificateLink });
    await expectNoAxeViolations(page, `the family's result (${locale}, Firebase build)`);
    const id = certificateIdIn((await certificate.getAttribute('href')) ?? '');
    expect(id).not.toBe('');
    // The public page verifies it (the candidate named, not withdrawn, axe clean) and it prints. (Its
    // signed credential names the Functions emulator's own origin, so the page's signature check is
    // the memory build's spec's and open-badges-credential.spec.ts's.)
    await expectCertificateVerifiesAndPrints(page, id, locale, 'आशा वर्मा');
  });
}

test.describe('in Hindi on a phone', () => {
  test.use({
    viewport: { width: 375, height: 740 },
    // Offline, what the page still asks for (a token refresh) fails in the browser's own words.
    allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED/],
  });

  test("answers given offline wait on the phone and are sent; a reload resumes at the server's time; submit", async ({
    page,
    context,
  }) => {
    const hi = messagesFor('hi');
    const words = hi.examTest;
    const link = await registerForAnotherGuardian(page, 'hi', uniqueEmail('exam.hi.guardian'));
    await page.goto(link);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: hi.guardianPage.confirm }).click();
    await expect(main.getByText(hi.guardianPage.confirmed)).toBeFocused({ timeout: 20_000 });

    await open(page, localizedHref(routes.examTest.getHref(), 'hi'));
    await expectNoAxeViolations(page, 'the rules in Hindi (Firebase build)');
    await page.getByRole('button', { name: words.begin }).click();
    const timer = page.getByTestId('time-left');
    await expect(timer).toBeVisible({ timeout: 30_000 });
    const minutesLeft = async () => Number(((await timer.textContent()) ?? '').split(':')[0]);
    expect(await minutesLeft()).toBeGreaterThanOrEqual(39);

    await page
      .locator('section[data-kind="single-choice"]')
      .first()
      .getByRole('radio')
      .nth(1)
      .check();
    const numeric = page.locator('section[data-kind="numeric"]').first().getByRole('textbox');
    await numeric.fill('42');
    const saved = page.getByRole('status').filter({ hasText: words.saved });
    await expect(saved).toBeVisible({ timeout: 20_000 });

    // Offline: the answer waits on the phone; back online, it is sent and counted.
    await context.setOffline(true);
    const short = page.locator('section[data-kind="short-text"]').first().getByRole('textbox');
    await short.fill('नदी');
    await expect(page.getByRole('status').filter({ hasText: words.offline })).toBeVisible();
    await expectNoAxeViolations(page, 'the paper offline, in Hindi (Firebase build)');
    await context.setOffline(false);
    await expect(saved).toBeVisible({ timeout: 20_000 });

    // A reload resumes with what the server counted, and its time.
    await page.reload();
    await expect(numeric).toHaveValue('42', { timeout: 30_000 });
    await expect(short).toHaveValue('नदी');
    expect(await minutesLeft()).toBeGreaterThanOrEqual(37);
    expect(await minutesLeft()).toBeLessThanOrEqual(40);

    await page.getByRole('button', { name: words.submit }).click();
    await page.getByRole('button', { name: words.submitConfirm }).click();
    await expect(page.getByRole('heading', { name: words.closedHeading })).toBeFocused({
      timeout: 30_000,
    });
    await expect(page.getByText(words.allCounted)).toBeVisible();
    await expectNoAxeViolations(page, 'the closed test in Hindi (Firebase build)');
  });
});
