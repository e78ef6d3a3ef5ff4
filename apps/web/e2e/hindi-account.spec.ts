import { messagesFor } from '@apex/core';
import type { Page } from '@playwright/test';
import { localizedHref } from '../src/routes/localePath.ts';
import { routes } from '../src/routes/paths.ts';
import { DEMO_ACCOUNT, STRONG_PASSWORD, uniqueEmail } from './support/account.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { englishRuns, readableText } from './support/englishLeftOver.ts';
import { open } from './support/page.ts';
import { expect, test } from './support/test.ts';

const hi = messagesFor('hi');
const text = hi.account;

/** The Hindi /register form, found by its Hindi labels. */
function hindiForm(page: Page) {
  const main = page.getByRole('main');
  return {
    heading: main.getByRole('heading', { level: 1 }),
    username: main.getByLabel(text.username, { exact: true }),
    email: main.getByRole('textbox', { name: text.email, exact: true }),
    password: main.getByLabel(text.password, { exact: true }),
    confirmPassword: main.getByLabel(text.confirmPassword, { exact: true }),
    error: main.getByRole('alert'),
    button: (name: string) => main.getByRole('button', { name, exact: true }),
  };
}

/** The mails the memory backend reports sending, as `[memory backend] <kind> mail (<language>)`. */
function mailLog(page: Page): string[] {
  const mails: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('[memory backend]')) mails.push(message.text());
  });
  return mails;
}

test.describe('an account in Hindi', () => {
  test('signs up, gets the verification mail in Hindi, logs in, and never leaves /hi', async ({
    page,
  }) => {
    const mails = mailLog(page);
    const email = uniqueEmail('hindi');
    await open(page, localizedHref(routes.register.getHref('signup'), 'hi'));
    const form = hindiForm(page);
    await expect(form.heading).toHaveText(text.titleSignup);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    expect(englishRuns(await readableText(page))).toEqual([]);
    await expectNoAxeViolations(page, 'Hindi sign-up form');

    await form.username.fill('आशा वर्मा');
    await form.email.fill(email);
    await form.password.fill(STRONG_PASSWORD);
    await form.confirmPassword.fill(STRONG_PASSWORD);
    await page.getByRole('main').getByRole('radio', { name: hi.accountAge.adult }).check();
    await form.button(text.signupButton).click();
    await expect(page.getByText(hi.success.accountCreated)).toBeVisible();
    await expect(page.getByRole('region', { name: hi.account.nextStepsHeading })).toBeVisible();
    await expect.poll(() => mails.find((mail) => mail.includes(email)) ?? '').toMatch(/\(hi\)/);

    // Log in with the new account, in Hindi, after a wrong password first.
    await open(page, localizedHref(routes.login.getHref(), 'hi'));
    await expect(form.heading).toHaveText(text.titleLogin);
    await form.email.fill(email);
    await form.password.fill('Wrong@999x');
    await form.button(text.loginButton).click();
    await expect(form.error).toHaveText(hi.errors['auth/invalid-credential']);
    await expect(form.email, 'nothing typed is lost').toHaveValue(email);
    await expectNoAxeViolations(page, 'Hindi login error');

    await form.password.fill(STRONG_PASSWORD);
    await form.button(text.loginButton).click();
    await expect(page.getByText(hi.success.login)).toBeVisible();
    await expect(page).toHaveURL(/\/hi(\/|$)/);
  });

  test('a password reset mail goes out in Hindi from the Hindi page', async ({ page }) => {
    const mails = mailLog(page);
    await open(page, localizedHref(routes.register.getHref('reset'), 'hi'));
    const form = hindiForm(page);
    await expect(form.heading).toHaveText(text.titleReset);
    await form.email.fill(DEMO_ACCOUNT.email);
    await form.button(text.sendResetEmail).click();
    await expect(page.getByText(hi.success.passwordReset)).toBeVisible();
    await expect
      .poll(() => mails.find((mail) => mail.includes(DEMO_ACCOUNT.email)) ?? '')
      .toMatch(/\(hi\)/);
  });
});
