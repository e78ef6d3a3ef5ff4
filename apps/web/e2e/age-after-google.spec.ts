import { DEFAULT_GOOGLE_ACCOUNT } from '@apex/auth-memory';
import { messagesFor } from '@apex/core';
import { localizedHref } from '../src/routes/localePath.ts';
import { routes } from '../src/routes/paths.ts';
import { uniqueEmail } from './support/account.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { REGISTRATION_OPEN, submitRegistration } from './support/guardian.ts';
import { open } from './support/page.ts';
import { expect, test } from './support/test.ts';

/**
 * The age question after Google sign-in (issue 38; docs/adr/0154), on the memory build, whose
 * Google sign-in completes as its demo Google account without a popup: asked at once, in
 * sign-up's words; skipped, the server refuses the registration; answered under 18 with a
 * parent's address (not the account's own), the account waits for the parent as a child's
 * e-mail sign-up does.
 */
for (const locale of ['en', 'hi'] as const) {
  test(`a new Google account is asked its age, and registers nobody until it answers (${locale})`, async ({
    page,
  }) => {
    const words = messagesFor(locale);
    const age = words.accountAge;
    await page.clock.setFixedTime(REGISTRATION_OPEN);
    await open(page, localizedHref(routes.login.getHref(), locale));
    const main = page.getByRole('main');
    await main.getByRole('button', { name: words.account.continueWithGoogle }).click();

    await expect(page.getByRole('heading', { level: 1, name: age.askTitle })).toBeVisible();
    await expect(main.getByRole('group', { name: age.legend })).toBeVisible();
    await expect(main.getByRole('button', { name: words.account.continueWithGoogle })).toHaveCount(
      0,
    );
    await main.getByRole('button', { name: age.askButton }).click();
    await expect(main.getByRole('alert')).toHaveText(age.ageRequired);
    await expect(main.getByRole('radio', { name: age.adult })).toBeFocused();
    await expectNoAxeViolations(page, `the age question after Google sign-in (${locale})`);

    // Skipped: the server refuses the registration, and the page asks above the form.
    const parentEmail = uniqueEmail(`google-parent-${locale}`);
    await submitRegistration(page, locale, parentEmail);
    await expect(main.getByText(words.errors['registration/age-not-declared'])).toBeVisible();
    const panel = main.getByRole('region', { name: age.askTitle });
    await expect(panel).toBeVisible();
    await expectNoAxeViolations(
      page,
      `a registration refused before the age is answered (${locale})`,
    );

    // Under 18: the account's own address is not a parent's.
    await panel.getByRole('radio', { name: age.minor }).check();
    const parentField = panel.getByRole('textbox', { name: age.parentEmail });
    await parentField.fill(DEFAULT_GOOGLE_ACCOUNT.email);
    await panel.getByRole('button', { name: age.askButton }).click();
    await expect(panel.getByRole('alert')).toHaveText(age.parentEmailOwn);
    await parentField.fill(parentEmail);
    await panel.getByRole('button', { name: age.askButton }).click();
    await expect(panel.getByText(age.answeredMinor)).toBeVisible();
    await expectNoAxeViolations(page, `the age answered under 18 (${locale})`);

    // Now it waits for the parent, as a child's e-mail sign-up does.
    await main.getByRole('button', { name: words.registration.submit, exact: true }).click();
    await expect(main.getByText(words.errors['registration/parent-not-confirmed'])).toBeVisible();
    await expect(page.getByTestId('registration-number')).toHaveCount(0);
  });
}
