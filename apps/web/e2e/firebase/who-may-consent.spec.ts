import { consentNotice, type Locale, messagesFor } from '@apex/core';
import type { Page } from '@playwright/test';
import { localizedHref } from '../../src/routes/localePath.ts';
import { routes } from '../../src/routes/paths.ts';
import { STRONG_PASSWORD, uniqueEmail } from '../support/account.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/firebaseTest.ts';
import { open } from '../support/page.ts';
import { emulatorsWithRules, mailDocuments, routeToEmulators, verifyEmail } from './emulators.ts';

/**
 * Who may consent (issue 38) on the production Firebase build against the real emulators: the
 * under-18 declaration stored as firestore.rules allow, the parent's link mailed by the trigger,
 * the registration refused by the rules until the callable records the parent's confirmation, and
 * the child's own address as the guardian's recording no consent.
 */

const REGISTRATION_OPEN = new Date('2024-09-15T12:00:00+05:30');

test.describe.configure({ timeout: 180_000 });
// A refusal of the rules is a 403 of the Firestore emulator, which Chromium logs as a failed load.
test.use({ allowedConsoleErrors: [/status of 40[03]/] });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await emulatorsWithRules();
});

/** The link (a path) in the newest `mail` document to `to` whose path is `page`. */
async function mailedLink(to: string, page: 'parent' | 'guardian'): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const mails = (await mailDocuments()).filter((text) => text.includes(`"${to}"`));
        const pattern = new RegExp(`/(?:hi/)?${page}\\?token=[A-Za-z0-9_-]+`);
        link = mails.map((text) => pattern.exec(text)?.[0] ?? '').findLast(Boolean) ?? '';
        return link;
      },
      { message: `a mail to ${to} with the ${page}'s link`, timeout: 30_000 },
    )
    .not.toBe('');
  return link;
}

async function register(page: Page, locale: Locale, guardianEmail: string) {
  const text = messagesFor(locale).registration;
  await open(page, localizedHref(routes.examRegistration.getHref(), locale));
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: text.candidateName }).fill('Asha Verma');
  await main.getByRole('combobox', { name: text.grade }).selectOption('10');
  await main.getByRole('textbox', { name: text.schoolName }).fill('Kendriya Vidyalaya No. 2');
  await main.getByRole('textbox', { name: text.schoolCity }).fill('Lucknow');
  await main.getByRole('combobox', { name: text.schoolState }).selectOption('Uttar Pradesh');
  await main.getByRole('textbox', { name: text.guardianName }).fill('Ravi Verma');
  await main.getByRole('textbox', { name: text.guardianEmail }).fill(guardianEmail);
  await main.getByRole('checkbox', { name: consentNotice(locale) }).check();
  await main.getByRole('button', { name: text.submit, exact: true }).click();
}

for (const locale of ['en', 'hi'] as const) {
  test(`(${locale}) a 15-year-old cannot register until a parent confirms, nor consent with their own address`, async ({
    page,
  }) => {
    const words = messagesFor(locale);
    await routeToEmulators(page);
    await page.clock.setFixedTime(REGISTRATION_OPEN);
    const email = uniqueEmail(`child-${locale}`);
    const parentEmail = uniqueEmail(`parent-${locale}`);
    await open(page, `${localizedHref(routes.register.getHref(), locale)}?mode=signup`);
    const main = page.getByRole('main');
    await main.getByLabel(words.account.username).fill('Asha');
    await main.getByRole('textbox', { name: words.account.email, exact: true }).fill(email);
    await main.getByLabel(words.account.password, { exact: true }).fill(STRONG_PASSWORD);
    await main.getByLabel(words.account.confirmPassword, { exact: true }).fill(STRONG_PASSWORD);
    await main.getByRole('radio', { name: words.accountAge.minor }).check();
    await main.getByRole('textbox', { name: words.accountAge.parentEmail }).fill(parentEmail);
    await main.getByRole('button', { name: words.account.signupButton, exact: true }).click();
    await expect(page.getByText(words.success.accountCreated)).toBeVisible({ timeout: 30_000 });
    await verifyEmail(email);

    await register(page, locale, parentEmail);
    await expect(main.getByText(words.errors['registration/parent-not-confirmed'])).toBeVisible({
      timeout: 20_000,
    });
    await expectNoAxeViolations(page, `a registration refused for a waiting child (${locale})`);

    await page.goto(await mailedLink(parentEmail, 'parent'));
    await main.getByRole('checkbox', { name: words.parentPage.declaration }).check();
    await main.getByRole('button', { name: words.parentPage.confirm }).click();
    await expect(main.getByText(words.parentPage.confirmed)).toBeFocused({ timeout: 20_000 });
    await expectNoAxeViolations(page, `the parent's page, confirmed (${locale})`);

    await register(page, locale, email);
    const slip = page.getByRole('region', { name: words.guardianStatus.awaitingHeading });
    await expect(slip).toBeVisible({ timeout: 20_000 });
    await mailedLink(email, 'guardian');
    await page.reload();
    await expect(slip).toBeVisible({ timeout: 20_000 });
  });
}
