import { consentNotice, type Locale, messagesFor } from '@apex/core';
import type { Page } from '@playwright/test';
import { localizedHref } from '../src/routes/localePath.ts';
import { routes } from '../src/routes/paths.ts';
import { STRONG_PASSWORD, uniqueEmail } from './support/account.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { submitRegistration } from './support/guardian.ts';
import { open } from './support/page.ts';
import { expect, test } from './support/test.ts';

/**
 * Who may consent (issue 38), on the memory build, in English and Hindi: a 15-year-old's sign-up
 * says so and names a parent; the account cannot register a candidate until the parent confirms
 * from the mailed link; once confirmed, the child's own address as the guardian's records no
 * consent (the registration awaits that mailbox's link); confirmed from there, a changed name asks
 * that guardian again.
 */

const REGISTRATION_OPEN = new Date('2024-09-15T12:00:00+05:30');

/** Signs up in `locale` as under 18, naming `parentEmail`, and verifies the address. */
async function signUpAsChild(page: Page, locale: Locale, email: string, parentEmail: string) {
  const words = messagesFor(locale);
  await open(page, `${localizedHref(routes.register.getHref(), locale)}?mode=signup`);
  const main = page.getByRole('main');
  await main.getByLabel(words.account.username).fill('Asha');
  await main.getByRole('textbox', { name: words.account.email, exact: true }).fill(email);
  await main.getByLabel(words.account.password, { exact: true }).fill(STRONG_PASSWORD);
  await main.getByLabel(words.account.confirmPassword, { exact: true }).fill(STRONG_PASSWORD);
  await main.getByRole('radio', { name: words.accountAge.minor }).check();
  // The account's own address is refused as the parent's.
  await main.getByRole('textbox', { name: words.accountAge.parentEmail }).fill(email);
  await main.getByRole('button', { name: words.account.signupButton, exact: true }).click();
  await expect(main.getByRole('alert')).toHaveText(words.accountAge.parentEmailOwn);
  await expectNoAxeViolations(page, `sign-up under 18, the parent's address refused (${locale})`);
  await main.getByRole('textbox', { name: words.accountAge.parentEmail }).fill(parentEmail);
  await main.getByRole('button', { name: words.account.signupButton, exact: true }).click();
  await expect(page.getByText(words.success.accountCreated)).toBeVisible();
  // The memory build's verification banner can open the mail it "sent".
  await open(page, localizedHref(routes.editProfile.getHref(), locale));
  await main.getByRole('button', { name: words.account.devMail }).click();
  await expect(page.getByText(words.verification.verified)).toBeVisible();
}

/** The newest link the memory "server" mailed to `to` (its outbox, in the browser's storage). */
async function linkMailedTo(page: Page, to: string): Promise<string> {
  const text = await page.evaluate((address) => {
    const state = JSON.parse(localStorage.getItem('apex.memory-backend') ?? '{}') as {
      mail?: { to: string; message: { text: string } }[];
    };
    return state.mail?.findLast((mail) => mail.to === address)?.message.text ?? '';
  }, to);
  const link = /https?:\/\/\S+[?&]token=[\w%-]+/.exec(text)?.[0];
  if (link === undefined) throw new Error(`no link mailed to ${to}`);
  return link;
}

for (const locale of ['en', 'hi'] as const) {
  test(`a 15-year-old cannot register until a parent confirms, nor consent with their own address (${locale})`, async ({
    page,
  }) => {
    const words = messagesFor(locale);
    await page.clock.setFixedTime(REGISTRATION_OPEN);
    const email = uniqueEmail(`child-${locale}`);
    const parentEmail = uniqueEmail(`parent-${locale}`);
    await signUpAsChild(page, locale, email, parentEmail);

    await submitRegistration(page, locale, parentEmail);
    const main = page.getByRole('main');
    await expect(main.getByText(words.errors['registration/parent-not-confirmed'])).toBeVisible();
    await expect(page.getByTestId('registration-number')).toHaveCount(0);
    await expectNoAxeViolations(page, `a registration refused for a waiting child (${locale})`);

    // The parent opens the mailed link, declares and confirms.
    const link = new URL(await linkMailedTo(page, parentEmail));
    expect(link.pathname).toBe(localizedHref(routes.parent.getHref(), locale));
    await open(page, `${link.pathname}${link.search}`);
    const text = words.parentPage;
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await expect(main.getByText(email)).toBeVisible();
    await expectNoAxeViolations(page, `the parent's page (${locale})`);
    await main.getByRole('button', { name: text.confirm }).click();
    await expect(main.getByText(text.declarationRequired)).toBeVisible();
    await expectNoAxeViolations(page, `the parent's page, declaration missing (${locale})`);
    await main.getByRole('checkbox', { name: text.declaration }).check();
    await main.getByRole('button', { name: text.confirm }).click();
    await expect(main.getByText(text.confirmed)).toBeFocused();
    await expectNoAxeViolations(page, `the parent's page, confirmed (${locale})`);

    // Now the child may register; naming their own address records no consent.
    await submitRegistration(page, locale, email);
    const slip = page.getByRole('region', { name: words.guardianStatus.awaitingHeading });
    await expect(
      slip.getByText(words.guardianStatus.awaitingText({ email, days: '7' })),
    ).toBeVisible();
    await expectNoAxeViolations(page, `the child's own registration awaiting (${locale})`);

    // Consent follows the child: confirmed from that mailbox's link, then a changed name asks again.
    const guardianLink = new URL(await linkMailedTo(page, email));
    await open(page, `${guardianLink.pathname}${guardianLink.search}`);
    await main.getByRole('button', { name: words.guardianPage.confirm }).click();
    await expect(main.getByText(words.guardianPage.confirmed)).toBeVisible();
    await open(page, localizedHref(routes.examRegistration.getHref(), locale));
    await main.getByRole('button', { name: words.registration.edit }).click();
    await main.getByRole('textbox', { name: words.registration.candidateName }).fill('Meena Verma');
    await main.getByRole('checkbox', { name: consentNotice(locale) }).check();
    await main.getByRole('button', { name: words.registration.saveChanges, exact: true }).click();
    const asked = page.getByRole('region', { name: words.guardianStatus.awaitingHeading });
    await expect(
      asked.getByText(words.guardianStatus.awaitingText({ email, days: '7' })),
    ).toBeVisible();
    await expect(asked.getByText('Meena Verma', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, `a changed name awaiting the guardian again (${locale})`);
  });
}
