import { type Locale, messagesFor } from '@apex/core';
import type { Locator, Page } from '@playwright/test';
import { localizedHref } from '../../src/routes/localePath.ts';
import { routes } from '../../src/routes/paths.ts';
import { logIn, registerForAnotherGuardian } from './guardian.ts';
import { open } from './page.ts';
import { expect } from './test.ts';

/**
 * The built-in test on the memory build (issue 40, ADR 0183): the switch on, the demo parent's
 * Grade 8 candidate confirmed by the guardian, the day a day of Batch 1.
 */

/** Noon in India on a day of Batch 1 (5th to 15th October 2024). */
export const IN_BATCH = new Date('2024-10-06T12:00:00+05:30');
export const MINUTE_MS = 60_000;

/** Switches the memory build's built-in test on for every page the test opens. */
export async function switchBuiltInTestOn(page: Page): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('apex.builtInTest', 'on'));
}

/** Registers the parent's Grade 8 candidate, has the guardian confirm, and moves to Batch 1. */
export async function confirmedCandidate(page: Page, locale: Locale): Promise<void> {
  await switchBuiltInTestOn(page);
  await logIn(page, locale);
  const link = await registerForAnotherGuardian(page, locale);
  await page.goto(link);
  const words = messagesFor(locale);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: words.guardianPage.confirm }).click();
  await expect(main.getByText(words.guardianPage.confirmed)).toBeFocused();
  await page.clock.setFixedTime(IN_BATCH);
}

/** From the registration page: "Start the test for …", the rules, then Begin. */
export async function startTest(page: Page, locale: Locale): Promise<void> {
  const text = messagesFor(locale).examTest;
  await open(page, localizedHref(routes.examRegistration.getHref(), locale));
  await page.getByRole('link', { name: text.startLink({ candidate: 'आशा वर्मा' }) }).click();
  await expect(page.getByRole('heading', { name: text.rulesHeading })).toBeVisible();
}

/** The paper's item of `kind` at `index` (in the attempt's own order). */
export function itemOf(page: Page, kind: string, index = 0): Locator {
  return page.locator(`section[data-kind="${kind}"]`).nth(index);
}

/** Minutes and seconds left, as the timer shows them. */
export async function secondsLeft(page: Page): Promise<number> {
  const shown = (await page.getByTestId('time-left').textContent()) ?? '';
  const [minutes, seconds] = shown.split(':').map(Number);
  return (minutes ?? 0) * 60 + (seconds ?? 0);
}
