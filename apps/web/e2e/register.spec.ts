import { DEFAULT_GOOGLE_ACCOUNT } from '@apex/auth-memory';
import { messagesFor, PASSWORD_CRITERIA } from '@apex/core';
import type { Locator } from '@playwright/test';
import { routes } from '../src/routes/paths.ts';
import {
  avatarButton,
  DEMO_ACCOUNT,
  registerForm,
  STRONG_PASSWORD,
  submitLogin,
  submitSignUp,
} from './support/account.ts';
import { open } from './support/page.ts';
import { expect, test } from './support/test.ts';

const words = messagesFor('en');

/** Whether a checklist item is shown as met: by aria state or by the words it says. */
function isMet(item: Locator): Promise<boolean> {
  return item.evaluate((element) => {
    const state = element.getAttribute('aria-checked') ?? element.dataset.met;
    if (state !== undefined && state !== null) return state === 'true';
    return (
      !/not met/i.test(element.textContent ?? '') && /\bmet\b/i.test(element.textContent ?? '')
    );
  });
}

test('login with a wrong password shows the service message in a red box', async ({ page }) => {
  await open(page, routes.login.getHref());
  await submitLogin(page, DEMO_ACCOUNT.email, 'Wrong@999');
  const form = registerForm(page);
  await expect(form.error).toBeVisible();
  await expect(form.error).not.toBeEmpty();
  // A red box: its border, background or text is clearly red.
  const colours = await form.error.evaluate((element) => {
    const style = getComputedStyle(element);
    return [style.borderTopColor, style.backgroundColor, style.color];
  });
  const reddish = colours.some((colour) => {
    const [red = 0, green = 0, blue = 0] = colour.match(/\d+/g)?.map(Number) ?? [];
    return red > Math.max(green, blue) + 60;
  });
  expect(reddish, `the error box is red (${colours.join(', ')})`).toBe(true);
  await expect(page).toHaveURL(routes.login.getHref());
  await expect(form.email, 'nothing typed is lost').toHaveValue(DEMO_ACCOUNT.email);
});

test('a duplicate sign-up shows the spec text and keeps what was typed', async ({ page }) => {
  await submitSignUp(page, {
    username: 'Second Demo',
    email: DEMO_ACCOUNT.email,
    password: STRONG_PASSWORD,
  });
  const form = registerForm(page);
  await expect(form.error).toHaveText(words.errors['auth/email-already-in-use']);
  await expect(form.email).toHaveValue(DEMO_ACCOUNT.email);
  await expect(form.username).toHaveValue('Second Demo');
});

test('the password checklist appears on focus and ticks criteria while typing', async ({
  page,
}) => {
  await open(page, routes.register.getHref('signup'));
  const form = registerForm(page);
  await expect(form.checklist).toBeHidden();
  await form.password.focus();
  await expect(form.checklist).toBeVisible();
  const items = form.checklist.getByRole('listitem');
  await expect(items).toHaveCount(PASSWORD_CRITERIA.length);
  for (const [index, criterion] of PASSWORD_CRITERIA.entries()) {
    await expect(items.nth(index)).toContainText(words.passwordCriteria[criterion.id]);
    expect(await isMet(items.nth(index)), `${criterion.id} starts unmet`).toBe(false);
  }

  // Type one criterion at a time and watch each tick in turn.
  const steps: [string, string][] = [
    ['a', 'lowercase'],
    ['B', 'uppercase'],
    ['3', 'number'],
    ['!', 'special'],
    ['cd', 'length'],
  ];
  const met = new Set<string>();
  for (const [typed, criterion] of steps) {
    await form.password.pressSequentially(typed);
    met.add(criterion);
    for (const [index, { id }] of PASSWORD_CRITERIA.entries()) {
      await expect.poll(() => isMet(items.nth(index)), `${id} after typing`).toBe(met.has(id));
    }
  }

  await form.username.focus();
  await expect(form.checklist).toBeHidden();
});

test('reset password sends the mail and returns to Login', async ({ page }) => {
  await open(page, routes.register.getHref());
  const form = registerForm(page);
  await form.modeSwitch('Forgot Password?').click();
  await expect(form.heading).toHaveText(/reset password/i);
  await expect(form.password).toHaveCount(0);
  await form.email.fill(DEMO_ACCOUNT.email);
  await form.email.press('Enter');
  await expect(page.getByText(words.success.passwordReset)).toBeVisible();
  await expect(form.heading).toHaveText(/login/i);
  await expect(form.password).toBeVisible();

  await form.modeSwitch('Forgot Password?').click();
  await form.modeSwitch('Back to Login').click();
  await expect(form.heading).toHaveText(/login/i);
});

test('Google sign-in shows its message and signs the visitor in', async ({ page }) => {
  await open(page, routes.register.getHref());
  await page.getByRole('button', { name: /google/i }).click();
  await expect(page.getByText(words.success.googleSignIn)).toBeVisible();
  // A new Google account answers the age question first (issue 38; ADR 0154), then goes on.
  await page.getByRole('radio', { name: words.accountAge.adult }).check();
  await page.getByRole('button', { name: words.accountAge.askButton }).click();
  await page.waitForURL(routes.home.getHref());
  await expect(avatarButton(page)).toBeVisible();
  // The Google account's photo becomes the avatar (no profile picture yet).
  const photo = DEFAULT_GOOGLE_ACCOUNT.photoURL;
  if (photo) await expect(avatarButton(page).locator('img')).toHaveAttribute('src', photo);
});

test('/edit-profile while signed out goes to /login and returns there after login', async ({
  page,
}) => {
  await open(page, routes.editProfile.getHref());
  await expect(page).toHaveURL(/\/login(\?|$)/);
  await submitLogin(page, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  await expect(page.getByText(words.success.login)).toBeVisible();
  await page.waitForURL(routes.editProfile.getHref());
  await expect(page.getByRole('main').getByText(DEMO_ACCOUNT.email, { exact: true })).toBeVisible();
});
