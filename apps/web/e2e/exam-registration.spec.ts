import { DEMO_ACCOUNTS } from '@apex/auth-memory';
import { messagesFor } from '@apex/core';
import type { Page } from '@playwright/test';
import { localizedHref } from '../src/routes/localePath.ts';
import { routes } from '../src/routes/paths.ts';
import { submitLogin } from './support/account.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { englishRuns, readableText } from './support/englishLeftOver.ts';
import { open, waitForHydration } from './support/page.ts';
import { expect, test } from './support/test.ts';

const words = messagesFor('en');
const text = words.registration;

/** Days of the 2024 edition (EDITION_2024): registration open, in Batch 1, and long closed. */
const REGISTRATION_OPEN = new Date('2024-09-15T12:00:00+05:30');
const LIVE = new Date('2024-10-06T10:00:00+05:30');
const CLOSED = new Date('2026-11-23T12:00:00+05:30');

/** A verified demo account of the memory backend, with no registration yet. */
const PARENT = (() => {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.email === 'parent@example.com');
  if (account === undefined) throw new Error('the memory backend seeds no parent@example.com');
  return account;
})();

const NUMBER_SHAPE = /^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{5}$/;

function form(page: Page) {
  const main = page.getByRole('main');
  return {
    candidateName: main.getByRole('textbox', { name: text.candidateName }),
    grade: main.getByRole('combobox', { name: text.grade }),
    schoolName: main.getByRole('textbox', { name: text.schoolName }),
    schoolCity: main.getByRole('textbox', { name: text.schoolCity }),
    schoolState: main.getByRole('combobox', { name: text.schoolState }),
    guardianName: main.getByRole('textbox', { name: text.guardianName }),
    guardianEmail: main.getByRole('textbox', { name: text.guardianEmail }),
    guardianMobile: main.getByRole('textbox', { name: text.guardianMobile }),
    consent: main.getByRole('checkbox'),
    register: main.getByRole('button', { name: text.submit, exact: true }),
  };
}

/** PDF pages: one `/Type /Page` object each (`/Pages` is the tree). */
function pdfPageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).length;
}

test.describe('exam registration', () => {
  test('a guardian registers a Grade 8 candidate, keeps the number, and /page3 puts Grade 8 first', async ({
    page,
  }) => {
    await page.clock.setFixedTime(REGISTRATION_OPEN);
    await open(page, routes.examRegistration.getHref());
    const fields = form(page);

    // Signed out: the form is there to fill in; sending it needs an account.
    await expect(fields.candidateName).toBeVisible();
    await fields.candidateName.fill('आशा वर्मा');
    await fields.grade.selectOption('8');
    await expectNoAxeViolations(page, 'the registration form, signed out');
    await page.getByRole('main').getByRole('link', { name: text.logIn, exact: true }).click();

    await waitForHydration(page);
    await submitLogin(page, PARENT.email, PARENT.password);
    await expect(page.getByText(words.success.login)).toBeVisible();
    await page.waitForURL(routes.examRegistration.getHref());

    // Back on the form with what was typed, the account's address as the guardian's.
    await expect(fields.candidateName).toHaveValue('आशा वर्मा');
    await expect(fields.grade).toHaveValue('8');
    await expect(fields.guardianEmail).toHaveValue(PARENT.email);
    await expect(fields.consent).not.toBeChecked();

    await fields.register.click();
    await expect(fields.schoolName).toBeFocused();
    await expect(fields.schoolName).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(text.errorSummary)).toBeVisible();
    await expectNoAxeViolations(page, 'the registration form with errors');

    await fields.schoolName.fill('Kendriya Vidyalaya No. 2');
    await fields.schoolCity.fill('Lucknow');
    await fields.schoolState.selectOption('Uttar Pradesh');
    await fields.guardianName.fill('Ravi Verma');
    await fields.guardianMobile.fill('+91 98765 43210');
    await fields.consent.check();
    await fields.register.click();

    const confirmation = page.getByRole('region', { name: text.confirmed });
    const number = confirmation.getByTestId('registration-number');
    await expect(number).toHaveText(NUMBER_SHAPE);
    const registrationNumber = (await number.textContent()) ?? '';
    await expect(confirmation.getByText('Grade 8', { exact: true })).toBeVisible();
    await expect(confirmation.getByText('+91 98765 43210')).toBeVisible();
    await expectNoAxeViolations(page, 'the registration confirmation');

    // The admit slip: one A4 page, without the site's header, footer or buttons.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(confirmation.getByRole('button', { name: text.print })).toBeHidden();
    await expect(number).toBeVisible();
    const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true, printBackground: true });
    expect(pdfPageCount(pdf)).toBe(1);
    await page.emulateMedia({ media: 'screen' });

    // It is kept: a reload shows the same number.
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByTestId('registration-number')).toHaveText(registrationNumber);

    // While the edition is live, /page3 shows the candidate's own grade first.
    await page.clock.setFixedTime(LIVE);
    await open(page, routes.page3.getHref());
    const own = page.getByRole('region', { name: 'Your test: Grade 8' });
    await expect(own.getByRole('link', { name: /8th Grade/ })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /Grade/ }).first()).toHaveText(
      /8th Grade/,
    );
    await expect(
      page.getByRole('region', { name: text.otherGrades }).getByRole('link'),
    ).toHaveCount(4);
    await expectNoAxeViolations(page, '/page3 for a registered candidate');
  });

  test('offers the notify-me form, not the form, when registration is closed', async ({ page }) => {
    await page.clock.setFixedTime(CLOSED);
    await open(page, routes.examRegistration.getHref());
    await expect(page.getByRole('heading', { name: text.closedHeading })).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('form', { name: 'Notify me about the next exam' }),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: text.candidateName })).toHaveCount(0);
    await expectNoAxeViolations(page, 'registration closed');
  });
});

test.describe('exam registration in Hindi', () => {
  const hi = messagesFor('hi');
  const hiText = hi.registration;

  test('a parent registers in Hindi, changes the grade, then withdraws the registration', async ({
    page,
  }) => {
    await page.clock.setFixedTime(REGISTRATION_OPEN);
    await open(page, localizedHref(routes.login.getHref(), 'hi'));
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: hi.account.email, exact: true }).fill(PARENT.email);
    await main.getByLabel(hi.account.password, { exact: true }).fill(PARENT.password);
    await main.getByRole('button', { name: hi.account.loginButton, exact: true }).click();
    await expect(page.getByText(hi.success.login)).toBeVisible();

    await open(page, localizedHref(routes.examRegistration.getHref(), 'hi'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(hiText.title);
    const grade = main.getByRole('combobox', { name: hiText.grade });
    await main.getByRole('textbox', { name: hiText.candidateName }).fill('आशा वर्मा');
    await grade.selectOption('8');
    await main.getByRole('textbox', { name: hiText.schoolName }).fill('केंद्रीय विद्यालय');
    await main.getByRole('textbox', { name: hiText.schoolCity }).fill('लखनऊ');
    await main.getByRole('combobox', { name: hiText.schoolState }).selectOption('Uttar Pradesh');
    await main.getByRole('textbox', { name: hiText.guardianName }).fill('रवि वर्मा');
    expect(englishRuns(await readableText(page)), 'English left on the Hindi form').toEqual([]);
    await expectNoAxeViolations(page, 'the Hindi registration form');

    // Without the consent box ticked nothing is sent: the box gets focus and says why.
    const consent = main.getByRole('checkbox');
    await main.getByRole('button', { name: hiText.submit, exact: true }).click();
    await expect(consent).toBeFocused();
    await expect(consent).toHaveAttribute('aria-invalid', 'true');
    await consent.check();
    await main.getByRole('button', { name: hiText.submit, exact: true }).click();

    const confirmation = page.getByRole('region', { name: hiText.confirmed });
    await expect(confirmation.getByTestId('registration-number')).toHaveText(NUMBER_SHAPE);
    const number = (await confirmation.getByTestId('registration-number').textContent()) ?? '';
    await expect(confirmation.getByText('कक्षा 8', { exact: true })).toBeVisible();
    expect(englishRuns(await readableText(page)), 'English left on the confirmation').toEqual([]);
    await expectNoAxeViolations(page, 'the Hindi confirmation');

    // Edit: the form comes back filled in; a new grade keeps the same number.
    await confirmation.getByRole('button', { name: hiText.edit }).click();
    await expect(grade).toHaveValue('8');
    await grade.selectOption('9');
    // Each save gives consent again, for the details as they now are.
    await expect(consent).not.toBeChecked();
    await consent.check();
    await main.getByRole('button', { name: hiText.saveChanges, exact: true }).click();
    await expect(page.getByText(hiText.saved)).toBeVisible();
    await expect(confirmation.getByText('कक्षा 9', { exact: true })).toBeVisible();
    await expect(confirmation.getByTestId('registration-number')).toHaveText(number);

    // Withdraw asks first, then deletes the candidate's details and offers the empty form.
    await confirmation.getByRole('button', { name: hiText.withdraw }).click();
    await expect(page.getByText(hiText.withdrawQuestion)).toBeVisible();
    await expectNoAxeViolations(page, 'the Hindi withdraw question');
    await page.getByRole('button', { name: hiText.withdrawConfirm }).click();
    await expect(page.getByText(hiText.withdrawn)).toBeVisible();
    await expect(main.getByRole('textbox', { name: hiText.candidateName })).toHaveValue('');
    await page.reload();
    await expect(main.getByRole('textbox', { name: hiText.candidateName })).toBeVisible();
    await expect(page.getByTestId('registration-number')).toHaveCount(0);
    await expectNoAxeViolations(page, 'the Hindi form after withdrawing');
  });
});
