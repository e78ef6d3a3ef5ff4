import { messagesFor } from '@apex/core';
import type { Page } from '@playwright/test';
import { routes } from '../src/routes/paths.ts';
import { DEMO_ACCOUNT, registerForm } from './support/account.ts';
import { waitForHydration } from './support/page.ts';
import { expect, test } from './support/test.ts';

const words = messagesFor('en');

/**
 * The account pages are prerendered and their code may arrive after the first paint, so a visitor on a
 * slow connection can type into the form before the app takes it over. Whatever they typed must
 * still be there, and be what the form submits, once it has.
 */

/** Holds back the app's code, so the prerendered form is the only thing on the page for a while. */
async function delayAppCode(page: Page): Promise<void> {
  await page.route(/\/assets\/(entry\.client|RegisterPage)-[^/]*\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue();
  });
}

function isHydrated(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'));
}

for (const path of [routes.login.getHref(), routes.register.getHref()]) {
  test(`${path}: what is typed before the app starts is kept and logs in`, async ({ page }) => {
    await delayAppCode(page);
    // The app's scripts hold the load event back: the form is there once the HTML is parsed.
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    const form = registerForm(page);
    await form.email.fill(DEMO_ACCOUNT.email);
    await form.password.fill(DEMO_ACCOUNT.password);
    expect(await isHydrated(page), 'typed into the prerendered form, before hydration').toBe(false);

    await waitForHydration(page);
    // The app runs (the Google button is enabled) and, focus being in the form, loads the sign-in
    // service: the point where the text was once lost.
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
    await expect(form.email).toHaveValue(DEMO_ACCOUNT.email);
    await expect(form.password).toHaveValue(DEMO_ACCOUNT.password);

    await form.submit('Login').click();
    await expect(page.getByText(words.success.login)).toBeVisible();
  });
}

test('an email typed before the app starts carries over to Sign Up', async ({ page }) => {
  await delayAppCode(page);
  await page.goto(routes.login.getHref(), { waitUntil: 'domcontentloaded' });
  const form = registerForm(page);
  await form.email.fill('early.bird@example.com');
  expect(await isHydrated(page), 'typed into the prerendered form, before hydration').toBe(false);

  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  await form.modeSwitch('Sign Up').click();
  await expect(form.heading).toHaveText(/sign up/i);
  await expect(form.email).toHaveValue('early.bird@example.com');
  await expect(form.password).toHaveValue('');
});
