import { DEMO_ACCOUNTS } from '@apex/auth-memory';
import { type Locale, messagesFor } from '@apex/core';
import type { Page } from '@playwright/test';
import { localizedHref } from '../../src/routes/localePath.ts';
import { routes } from '../../src/routes/paths.ts';
import { open } from './page.ts';
import { expect } from './test.ts';

/** The memory backend's seeded accounts, and logging in and out as the organiser specs do. */

/** A seeded account of the memory backend, by its address. */
export function demo(email: string) {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.email === email);
  if (account === undefined) throw new Error(`the memory backend seeds no ${email}`);
  return account;
}

/** Logs in from the login page in `locale` and waits for the site's "logged in" message. */
export async function logIn(page: Page, email: string, password: string, locale: Locale = 'en') {
  const words = messagesFor(locale);
  await open(page, localizedHref(routes.login.getHref(), locale));
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: words.account.email, exact: true }).fill(email);
  await main.getByLabel(words.account.password, { exact: true }).fill(password);
  await main.getByRole('button', { name: words.account.loginButton, exact: true }).click();
  await expect(page.getByText(words.success.login)).toBeVisible();
}

/**
 * Logs out from the avatar menu and waits until no account menu is left: wherever it happened
 * (on /organiser a log-out lands on the login page, which has no header).
 */
export async function logOut(page: Page) {
  await page
    .getByRole('button', { name: /^Account menu/ })
    .first()
    .click();
  await page.getByRole('menuitem', { name: messagesFor('en').account.logout }).click();
  await expect(page.getByRole('button', { name: /^Account menu/ })).toHaveCount(0);
}
