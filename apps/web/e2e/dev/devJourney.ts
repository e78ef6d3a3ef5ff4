import { DEMO_ACCOUNTS } from '@apex/auth-memory';
import { consentNotice, type Locale, messagesFor } from '@apex/core';
import type { Locator, Page } from '@playwright/test';
import { localizedHref } from '../../src/routes/localePath.ts';
import { routes } from '../../src/routes/paths.ts';
import { open } from '../support/page.ts';
import { expect } from '../support/test.ts';

/** The steps the development site's specs share (issue 43): the demo accounts, the mailbox. */

export const words = messagesFor('en');
/** A day in the 2024 window's registration period: the exam can be registered for. */
export const REGISTRATION_OPEN = new Date('2024-09-15T12:00:00+05:30');

export function demo(email: string) {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.email === email);
  if (account === undefined) throw new Error(`the memory backend seeds no ${email}`);
  return account;
}
export const PARENT = demo('parent@example.com');
export const ORGANISER = demo('organiser@example.com');

export async function logIn(page: Page, email: string, password: string, locale: Locale = 'en') {
  const localWords = messagesFor(locale);
  await open(page, localizedHref(routes.login.getHref(), locale));
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: localWords.account.email, exact: true }).fill(email);
  await main.getByLabel(localWords.account.password, { exact: true }).fill(password);
  await main.getByRole('button', { name: localWords.account.loginButton, exact: true }).click();
  await expect(page.getByText(localWords.success.login)).toBeVisible();
}

export async function logOut(page: Page) {
  await page
    .getByRole('button', { name: /^Account menu/ })
    .first()
    .click();
  await page.getByRole('menuitem', { name: words.account.logout }).click();
  await expect(page.getByRole('link', { name: words.account.signUpNav }).first()).toBeVisible();
}

/**
 * The signed-in parent registers a candidate; `guardianEmail` another address than the account's
 * asks that guardian by mail. Returns the registration number.
 */
export async function registerCandidate(page: Page, guardianEmail?: string): Promise<string> {
  const form = words.registration;
  await open(page, routes.examRegistration.getHref());
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: form.candidateName }).fill('Meera Iyer');
  await main.getByRole('combobox', { name: form.grade }).selectOption('7');
  await main.getByRole('textbox', { name: form.schoolName }).fill('Sunrise Public School');
  await main.getByRole('textbox', { name: form.schoolCity }).fill('Chennai');
  await main.getByRole('combobox', { name: form.schoolState }).selectOption('Tamil Nadu');
  await main.getByRole('textbox', { name: form.guardianName }).fill('Lakshmi Iyer');
  if (guardianEmail !== undefined) {
    await main.getByRole('textbox', { name: form.guardianEmail }).fill(guardianEmail);
  }
  await main.getByRole('checkbox', { name: consentNotice('en') }).check();
  await main.getByRole('button', { name: form.submit, exact: true }).click();
  const number = page.getByTestId('registration-number');
  await expect(number).toBeVisible();
  return ((await number.textContent()) ?? '').trim();
}

/** Opens the development mailbox from the corner button every page has; returns its dialog. */
export async function openMailbox(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: words.devMailbox.title, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: words.devMailbox.title });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The newest mail of `kind` in the open mailbox, opened. */
export async function openMail(
  dialog: Locator,
  kind: keyof typeof words.devMailbox.kinds,
  to?: string,
): Promise<Locator> {
  const mails = dialog.getByRole('listitem').filter({ hasText: words.devMailbox.kinds[kind] });
  const mail = (to === undefined ? mails : mails.filter({ hasText: to })).first();
  await mail.locator('summary').click();
  return mail;
}
