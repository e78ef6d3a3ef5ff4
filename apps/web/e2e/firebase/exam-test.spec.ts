import { messagesFor } from '@apex/core';
import { routes } from '../../src/routes/paths.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/firebaseTest.ts';
import { open } from '../support/page.ts';
import { builtInTestOnEmulators } from './builtInTest.ts';
import { REGISTRATION_OPEN, registerForAnotherGuardian } from './guardianFlow.ts';

/**
 * The built-in test (issue 40, step 4) on the production Firebase build against the real Auth,
 * Firestore and Functions emulators: a parent starts the test of a confirmed candidate, answers
 * (saveAnswers), and submits (submitAttempt). The page's clock stays in 2024 while the functions
 * run on today's: time left is the server's all the same.
 */
const text = messagesFor('en').examTest;

test.describe.configure({ timeout: 180_000 });

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
