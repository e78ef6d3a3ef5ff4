import { DEMO_ACCOUNTS } from '@apex/auth-memory';
import { describeError, type Locale, messagesFor } from '@apex/core';
import type { Page } from '@playwright/test';
import { localizedHref } from '../src/routes/localePath.ts';
import { routes } from '../src/routes/paths.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { englishRuns, readableText } from './support/englishLeftOver.ts';
import { open } from './support/page.ts';
import { expect, test } from './support/test.ts';

/**
 * Guardian consent, "email plus" (issue 28), on the memory build: a parent registers a child with
 * another guardian's address, the slip says it awaits them, the development mailbox has the
 * guardian's link, and the guardian confirms or declines there; an expired link is refused.
 */

const REGISTRATION_OPEN = new Date('2024-09-15T12:00:00+05:30');
const DAY_MS = 86_400_000;
const GUARDIAN_EMAIL = 'ravi.verma@example.com';

const PARENT = (() => {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.email === 'parent@example.com');
  if (account === undefined) throw new Error('the memory backend seeds no parent@example.com');
  return account;
})();

/** Logs the demo parent in, in `locale`, on the open-registration day. */
async function logIn(page: Page, locale: Locale): Promise<void> {
  const words = messagesFor(locale);
  await page.clock.setFixedTime(REGISTRATION_OPEN);
  await open(page, localizedHref(routes.login.getHref(), locale));
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: words.account.email, exact: true }).fill(PARENT.email);
  await main.getByLabel(words.account.password, { exact: true }).fill(PARENT.password);
  await main.getByRole('button', { name: words.account.loginButton, exact: true }).click();
  await expect(page.getByText(words.success.login)).toBeVisible();
}

/** Registers a Grade 8 candidate with the guardian's own address, and returns the mailed link. */
async function registerForAnotherGuardian(page: Page, locale: Locale): Promise<string> {
  const words = messagesFor(locale);
  const text = words.registration;
  await open(page, localizedHref(routes.examRegistration.getHref(), locale));
  const main = page.getByRole('main');
  await expect(main.getByText(words.guardianStatus.parentOnly)).toBeVisible();
  await main.getByRole('textbox', { name: text.candidateName }).fill('आशा वर्मा');
  await main.getByRole('combobox', { name: text.grade }).selectOption('8');
  const hindi = locale === 'hi';
  await main
    .getByRole('textbox', { name: text.schoolName })
    .fill(hindi ? 'केंद्रीय विद्यालय' : 'Kendriya Vidyalaya No. 2');
  await main.getByRole('textbox', { name: text.schoolCity }).fill(hindi ? 'लखनऊ' : 'Lucknow');
  await main.getByRole('combobox', { name: text.schoolState }).selectOption('Uttar Pradesh');
  await main
    .getByRole('textbox', { name: text.guardianName })
    .fill(hindi ? 'रवि वर्मा' : 'Ravi Verma');
  await main.getByRole('textbox', { name: text.guardianEmail }).fill(GUARDIAN_EMAIL);
  await main.getByRole('checkbox').check();
  await main.getByRole('button', { name: text.submit, exact: true }).click();

  const slip = page.getByRole('region', { name: words.guardianStatus.awaitingHeading });
  await expect(
    slip.getByText(words.guardianStatus.awaitingText({ email: GUARDIAN_EMAIL, days: '7' })),
  ).toBeVisible();
  await expect(slip.getByText(text.confirmed, { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page, `the slip awaiting the guardian (${locale})`);
  const link = slip.getByRole('link', { name: words.guardianStatus.devOpenLink });
  const href = (await link.getAttribute('href')) ?? '';
  expect(new URL(href).pathname).toBe(localizedHref(routes.guardian.getHref(), locale));
  return href;
}

test.describe('guardian consent', () => {
  test('the guardian confirms from the mailed link, and the registration page says confirmed', async ({
    page,
  }) => {
    const words = messagesFor('en');
    await logIn(page, 'en');
    const link = await registerForAnotherGuardian(page, 'en');

    await page.goto(link);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(words.guardianPage.title);
    await expect(main.getByText('आशा वर्मा')).toBeVisible();
    await expect(main.getByText(PARENT.email)).toBeVisible();
    await expectNoAxeViolations(page, 'the guardian page');
    await main.getByRole('button', { name: words.guardianPage.confirm }).click();
    await expect(main.getByText(words.guardianPage.confirmed)).toBeFocused();
    await expectNoAxeViolations(page, 'the guardian page, confirmed');

    // Used once: opening it again says so plainly.
    await page.goto(link);
    await expect(main.getByRole('alert')).toHaveText(
      describeError('guardian/link-used', '').message,
    );

    await open(page, routes.examRegistration.getHref());
    const slip = page.getByRole('region', { name: words.registration.confirmed });
    await expect(
      slip.getByText(words.guardianStatus.confirmedText({ date: '15th September 2024' })),
    ).toBeVisible();
    await expectNoAxeViolations(page, 'the slip, confirmed');
  });

  test('the guardian declines: the registration is deleted', async ({ page }) => {
    const words = messagesFor('en');
    await logIn(page, 'en');
    const link = await registerForAnotherGuardian(page, 'en');

    await page.goto(link);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: words.guardianPage.decline }).click();
    await expect(main.getByText(words.guardianPage.declined)).toBeFocused();
    await expectNoAxeViolations(page, 'the guardian page, declined');

    await open(page, routes.examRegistration.getHref());
    await expect(main.getByRole('textbox', { name: words.registration.candidateName })).toHaveValue(
      '',
    );
    await expect(page.getByTestId('registration-number')).toHaveCount(0);
  });

  test('a link past its seven days is refused clearly', async ({ page }) => {
    await logIn(page, 'en');
    const link = await registerForAnotherGuardian(page, 'en');

    await page.clock.setFixedTime(new Date(REGISTRATION_OPEN.getTime() + 8 * DAY_MS));
    await page.goto(link);

    const main = page.getByRole('main');
    await expect(main.getByRole('alert')).toHaveText(
      describeError('guardian/link-expired', '').message,
    );
    await expect(main.getByRole('button')).toHaveCount(0);
    await expectNoAxeViolations(page, 'an expired guardian link');
  });

  test('in Hindi: the link opens the Hindi page, and the guardian confirms there', async ({
    page,
  }) => {
    const hi = messagesFor('hi');
    await logIn(page, 'hi');
    const link = await registerForAnotherGuardian(page, 'hi');

    await page.goto(link);
    const main = page.getByRole('main');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(main.getByText('कक्षा 8')).toBeVisible();
    expect(englishRuns(await readableText(page)), 'English left on the guardian page').toEqual([]);
    await expectNoAxeViolations(page, 'the Hindi guardian page');
    await main.getByRole('button', { name: hi.guardianPage.confirm }).click();
    await expect(main.getByText(hi.guardianPage.confirmed)).toBeFocused();
    await expectNoAxeViolations(page, 'the Hindi guardian page, confirmed');

    await open(page, localizedHref(routes.examRegistration.getHref(), 'hi'));
    await expect(page.getByRole('region', { name: hi.registration.confirmed })).toBeVisible();
  });
});
