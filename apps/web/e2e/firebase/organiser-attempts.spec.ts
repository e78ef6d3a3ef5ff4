import { messagesFor } from '@apex/core';
import { localizedHref } from '../../src/routes/localePath.ts';
import { routes } from '../../src/routes/paths.ts';
import { uniqueEmail } from '../support/account.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { answerWithEmulators, expect, test } from '../support/firebaseTest.ts';
import { open } from '../support/page.ts';
import { builtInTestOnEmulators } from './builtInTest.ts';
import { REGISTRATION_OPEN, registerForAnotherGuardian } from './guardianFlow.ts';
import { createAccount, grantOrganiser, logIn } from './organiserAccount.ts';

/**
 * Extra time on the production Firebase build against the real Auth, Firestore and Functions
 * emulators (issue 40, step 5): a parent begins the test; an organiser, in another browser, finds
 * the attempt in the console (listAttempts) and gives ten minutes with a reason (grantExtraTime);
 * the parent's page, reloaded, counts down from the later deadline the server keeps.
 */
const en = messagesFor('en');
const text = en.organiserAttempts;

test.describe.configure({ timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await builtInTestOnEmulators();
});

test('an organiser gives a running attempt extra time; the candidate sees the longer time left', async ({
  page,
  browser,
  baseURL,
}) => {
  const link = await registerForAnotherGuardian(page, 'en', 'attempts.guardian@example.com');
  await page.goto(link);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: en.guardianPage.confirm }).click();
  await expect(main.getByText(en.guardianPage.confirmed)).toBeFocused({ timeout: 20_000 });
  await open(page, routes.examTest.getHref());
  await page.getByRole('button', { name: en.examTest.begin }).click();
  const timer = page.getByTestId('time-left');
  await expect(timer).toBeVisible({ timeout: 30_000 });
  const minutesLeft = async () => Number(((await timer.textContent()) ?? '').split(':')[0]);
  expect(await minutesLeft()).toBeGreaterThanOrEqual(39);

  // The organiser, in a browser of their own.
  const staffContext = await browser.newContext(baseURL === undefined ? {} : { baseURL });
  const network = await answerWithEmulators(staffContext, baseURL);
  const staff = await staffContext.newPage();
  await staff.clock.setFixedTime(REGISTRATION_OPEN);
  const email = uniqueEmail('attempts.staff');
  await createAccount(email);
  await grantOrganiser(email);
  await logIn(staff, email);
  await staff.goto(localizedHref(routes.organiser.getHref(), 'en'));
  const panel = staff.getByRole('main').getByRole('region', { name: text.heading });
  await panel.getByLabel(text.grade).selectOption('8');
  await panel.getByRole('button', { name: text.show }).click();
  const row = panel
    .getByRole('row')
    .filter({ hasText: 'आशा वर्मा' })
    .filter({ hasText: text.states['in-progress'] })
    .first();
  await expect(row).toBeVisible({ timeout: 30_000 });
  await row.getByRole('button', { name: /Change the attempt of/ }).click();
  const form = panel.getByRole('region', { name: /Change the attempt of आशा वर्मा/ });
  await form.getByLabel(text.reason).fill('Power cut at the exam centre');
  await form.getByRole('button', { name: text.grant }).click();
  await expect(form.getByRole('status')).toContainText('extra minutes in all', {
    timeout: 30_000,
  });
  await expectNoAxeViolations(staff, 'the attempts on the Firebase build, extra time given');
  await staff.close();
  await staffContext.unrouteAll({ behavior: 'ignoreErrors' });
  await staffContext.close();
  expect(network.unexpected, 'requests the Firebase build should not make').toEqual([]);

  // The candidate's page, reloaded, counts down from the deadline ten minutes later.
  await page.reload();
  await expect(timer).toBeVisible({ timeout: 30_000 });
  expect(await minutesLeft()).toBeGreaterThanOrEqual(49);

  // The candidate submits: no attempt of this spec stays open for the edition's publish from
  // attempts (exam-test.spec.ts), which is refused while any is.
  await page.getByRole('button', { name: en.examTest.submit }).click();
  await page.getByRole('button', { name: en.examTest.submitConfirm }).click();
  await expect(page.getByRole('heading', { name: en.examTest.closedHeading })).toBeFocused({
    timeout: 30_000,
  });
});
