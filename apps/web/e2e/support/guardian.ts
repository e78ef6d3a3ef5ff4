import { DEMO_ACCOUNTS } from '@apex/auth-memory';
import { consentNotice, type Locale, messagesFor } from '@apex/core';
import type { Page } from '@playwright/test';
import { localizedHref } from '../../src/routes/localePath.ts';
import { routes } from '../../src/routes/paths.ts';
import { expectNoAxeViolations } from './axe.ts';
import { open } from './page.ts';
import { expect } from './test.ts';

/**
 * The memory build's guardian flow, as the guardian specs start it (issues 28 and 38): the demo
 * parent logs in on the open-registration day and registers a child with another guardian's
 * address; the slip's development link is the guardian's one-time link.
 */

export const REGISTRATION_OPEN = new Date('2024-09-15T12:00:00+05:30');
export const DAY_MS = 86_400_000;
export const GUARDIAN_EMAIL = 'ravi.verma@example.com';

export const PARENT = (() => {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.email === 'parent@example.com');
  if (account === undefined) throw new Error('the memory backend seeds no parent@example.com');
  return account;
})();

/** Logs the demo parent in, in `locale`, on the open-registration day. */
export async function logIn(page: Page, locale: Locale): Promise<void> {
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
export async function registerForAnotherGuardian(page: Page, locale: Locale): Promise<string> {
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
  await main.getByRole('checkbox', { name: consentNotice(locale) }).check();
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

/** The manage link (issue 38) of the newest mail queued to `to`, as the memory backend holds it. */
export async function latestManageLink(page: Page, to = GUARDIAN_EMAIL): Promise<string> {
  const text = await page.evaluate((address) => {
    const state: unknown = JSON.parse(localStorage.getItem('apex.memory-backend') ?? '{}');
    const mail = typeof state === 'object' && state !== null && 'mail' in state ? state.mail : [];
    const sent = (Array.isArray(mail) ? mail : []).filter(
      (entry: { to?: unknown }) => entry.to === address,
    );
    const newest: { message?: { text?: unknown } } | undefined = sent.at(-1);
    return typeof newest?.message?.text === 'string' ? newest.message.text : '';
  }, to);
  const found = /https?:\/\/\S+\/guardian\/manage\?token=[\w%-]+/.exec(text)?.[0];
  expect(found, 'a manage link in the mail').toBeDefined();
  const url = new URL(found ?? 'http://x.invalid');
  return `${url.pathname}${url.search}`;
}

/** Fills and sends the registration form with `guardianEmail`. */
export async function submitRegistration(page: Page, locale: Locale, guardianEmail: string) {
  const words = messagesFor(locale);
  const text = words.registration;
  await open(page, localizedHref(routes.examRegistration.getHref(), locale));
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: text.candidateName }).fill('Asha Verma');
  await main.getByRole('combobox', { name: text.grade }).selectOption('10');
  await main.getByRole('textbox', { name: text.schoolName }).fill('Kendriya Vidyalaya No. 2');
  await main.getByRole('textbox', { name: text.schoolCity }).fill('Lucknow');
  await main.getByRole('combobox', { name: text.schoolState }).selectOption('Uttar Pradesh');
  await main.getByRole('textbox', { name: text.guardianName }).fill('Ravi Verma');
  await main.getByRole('textbox', { name: text.guardianEmail }).fill(guardianEmail);
  await main.getByRole('checkbox', { name: consentNotice(locale) }).check();
  await main.getByRole('button', { name: text.submit, exact: true }).click();
}
