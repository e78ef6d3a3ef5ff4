import { DEMO_ACCOUNTS } from '@apex/auth-memory';
import { messagesFor } from '@apex/core';
import type { Locator, Page } from '@playwright/test';
import { routes } from '../src/routes/paths.ts';
import { submitLogin } from './support/account.ts';
import { open, waitForHydration } from './support/page.ts';
import { expect, test } from './support/test.ts';

// The confirmation and the slip on a 375 px phone, in English and Hindi (issue 33, item 2): each
// label sits above its answer, and the answers get the row's whole width, not one letter a line.

const en = messagesFor('en').registration;
const hi = messagesFor('hi').registration;
const REGISTRATION_OPEN = new Date('2024-09-15T12:00:00+05:30');
/** The narrowest answer column a name or an email reads well in, on a 375 px screen. */
const READABLE_PX = 240;

const PARENT = (() => {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.email === 'parent@example.com');
  if (account === undefined) throw new Error('the memory backend seeds no parent@example.com');
  return account;
})();

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (found === null) throw new Error('not laid out');
  return found;
}

/** Every answer of the confirmation's details: below its label, and as wide as the list. */
async function expectAnswersReadable(page: Page, confirmed: string) {
  const confirmation = page.getByRole('region', { name: confirmed });
  const list = confirmation.locator('dl').first();
  const listBox = await box(list);
  const labels = list.locator('dt');
  const answers = list.locator('dd');
  const count = await answers.count();
  expect(count).toBeGreaterThan(5);
  for (let index = 0; index < count; index += 1) {
    const label = await box(labels.nth(index));
    const answer = await box(answers.nth(index));
    expect(answer.y, `answer ${index} sits below its label`).toBeGreaterThanOrEqual(
      label.y + label.height - 1,
    );
    expect(answer.width, `answer ${index} is readable`).toBeGreaterThanOrEqual(READABLE_PX);
    expect(answer.width).toBeGreaterThanOrEqual(listBox.width * 0.9);
  }
}

test.use({ viewport: { width: 375, height: 812 } });

test('at 375 px the confirmation reads label above answer, in English and Hindi', async ({
  page,
}) => {
  await page.clock.setFixedTime(REGISTRATION_OPEN);
  await open(page, routes.examRegistration.getHref());
  await page.getByRole('main').getByRole('link', { name: en.logIn, exact: true }).click();
  await waitForHydration(page);
  await submitLogin(page, PARENT.email, PARENT.password);
  await page.waitForURL(routes.examRegistration.getHref());

  const main = page.getByRole('main');
  await main
    .getByRole('textbox', { name: en.candidateName })
    .fill('Aishwarya Lakshmi Venkataraman');
  await main.getByRole('combobox', { name: en.grade }).selectOption('8');
  await main
    .getByRole('textbox', { name: en.schoolName })
    .fill('Kendriya Vidyalaya No. 2, Gomti Nagar');
  await main.getByRole('textbox', { name: en.schoolCity }).fill('Lucknow');
  await main.getByRole('combobox', { name: en.schoolState }).selectOption('Uttar Pradesh');
  await main.getByRole('textbox', { name: en.guardianName }).fill('Venkataraman Subramanian');
  await main.getByRole('checkbox').check();
  await main.getByRole('button', { name: en.submit, exact: true }).click();

  await expect(page.getByRole('region', { name: en.confirmed })).toBeVisible();
  await expectAnswersReadable(page, en.confirmed);

  await open(page, `/hi${routes.examRegistration.getHref()}`);
  await expect(page.getByRole('region', { name: hi.confirmed })).toBeVisible();
  await expectAnswersReadable(page, hi.confirmed);
});
