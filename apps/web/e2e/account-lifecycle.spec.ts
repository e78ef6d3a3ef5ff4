import { messagesFor } from '@apex/core';
import type { Page } from '@playwright/test';
import { routes } from '../src/routes/paths.ts';
import {
  avatarButton,
  type NewAccount,
  registerForm,
  STRONG_PASSWORD,
  signUpAndGoHome,
  signUpLink,
  submitLogin,
  uniqueEmail,
} from './support/account.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { revealNavAccount } from './support/nav.ts';
import { open } from './support/page.ts';
import { expect, test } from './support/test.ts';

const words = messagesFor('en');

function newAccount(prefix: string): NewAccount {
  return { username: 'Lifecycle', email: uniqueEmail(prefix), password: STRONG_PASSWORD };
}

/** From the avatar menu to /edit-profile. */
async function openProfileFromMenu(page: Page): Promise<void> {
  await revealNavAccount(page);
  await avatarButton(page).click();
  await page.getByRole('menuitem', { name: 'Edit Profile' }).click();
  await expect(page).toHaveURL(routes.editProfile.getHref());
  await expect(page.getByRole('main').getByRole('button', { name: 'Edit Profile' })).toBeVisible();
}

test('a new account verifies its address: banner, Resend, the development mail, banner gone', async ({
  page,
}) => {
  const account = newAccount('verify');
  await signUpAndGoHome(page, account);

  // The avatar menu notes it first.
  await revealNavAccount(page);
  await avatarButton(page).click();
  await expect(page.getByText(words.verification.menuHint)).toBeVisible();
  await expectNoAxeViolations(page, 'the avatar menu of an unverified account');
  await page.keyboard.press('Escape');

  await openProfileFromMenu(page);
  const banner = page.getByRole('region', { name: 'Email verification' });
  await expect(banner).toContainText(words.verification.banner({ email: account.email }));
  await expectNoAxeViolations(page, 'the verification banner');

  await banner.getByRole('button', { name: 'Resend' }).click();
  await expect(page.getByText(words.verification.resent({ email: account.email }))).toBeVisible();
  await expectNoAxeViolations(page, 'the verification banner after Resend');

  await banner.getByRole('button', { name: 'Open the verification mail (development)' }).click();
  await expect(page.getByText(words.verification.verified)).toBeVisible();
  await expect(banner).toHaveCount(0);

  // Verified for good: a reload shows no banner.
  await page.reload();
  await expect(page.getByRole('main').getByRole('button', { name: 'Edit Profile' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Email verification' })).toHaveCount(0);
});

test('deleting the account signs out, refuses the old login, and frees the address', async ({
  page,
}) => {
  const account = newAccount('delete');
  await signUpAndGoHome(page, account);
  await openProfileFromMenu(page);

  const zone = page.getByRole('region', { name: 'Delete my account' });
  await zone.getByRole('button', { name: 'Delete my account' }).click();
  await expect(zone.getByRole('heading', { name: 'Are you sure?' })).toBeFocused();
  await expect(
    zone.getByText(words.deleteAccount.deletesAccount({ email: account.email })),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'the delete-account confirmation');

  await zone.getByLabel('Password', { exact: true }).fill('Wrong@2024x');
  await zone.getByRole('button', { name: 'Delete my account permanently' }).click();
  await expect(zone.getByRole('alert')).toHaveText(words.deleteAccount.wrongPassword);
  await expectNoAxeViolations(page, 'the delete-account confirmation with an error');

  await zone.getByLabel('Password', { exact: true }).fill(account.password);
  await zone.getByRole('button', { name: 'Delete my account permanently' }).click();
  await expect(page).toHaveURL(routes.home.getHref());
  await expect(page.getByRole('status').getByText(words.deleteAccount.deleted)).toBeVisible();
  await revealNavAccount(page);
  await expect(signUpLink(page)).toBeVisible();

  await open(page, routes.login.getHref());
  await submitLogin(page, account.email, account.password);
  await expect(registerForm(page).error).toHaveText(words.errors['auth/invalid-credential']);

  await signUpAndGoHome(page, account);
  await revealNavAccount(page);
  await expect(avatarButton(page)).toBeVisible();
});
