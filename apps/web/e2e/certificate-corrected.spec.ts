import { messagesFor } from '@apex/core';
import type { Page } from '@playwright/test';
import { localizedHref } from '../src/routes/localePath.ts';
import { routes } from '../src/routes/paths.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { certificateIdIn, publishOne, registerCandidate } from './support/certificate.ts';
import { demo, logIn, logOut } from './support/demoAccounts.ts';
import { open } from './support/page.ts';
import { expect, test } from './support/test.ts';

/**
 * A corrected result (issue 38; docs/adr/0155-correction-new-certificate.md) on the memory build:
 * the organiser publishes a score, then a corrected one; the family's result links a NEW
 * certificate, which names the candidate, and the old certificate's page says only that it is no
 * longer valid, with no name, in English and Hindi (axe in both).
 */

const REGISTRATION_OPEN = new Date('2024-09-15T12:00:00+05:30');
const words = messagesFor('en');
const PARENT = demo('parent@example.com');
const ORGANISER = demo('organiser@example.com');
const CANDIDATE = 'Meera Iyer';

/** The certificate id the signed-in family's result links now. */
async function linkedCertificate(page: Page): Promise<string> {
  await open(page, routes.examRegistration.getHref());
  const link = page.getByRole('link', { name: words.results.certificateLink });
  return certificateIdIn((await link.getAttribute('href')) ?? '');
}

test('a corrected result gets a new certificate; the old page names no one and reads "no longer valid"', async ({
  page,
}) => {
  test.slow();
  await page.clock.setFixedTime(REGISTRATION_OPEN);
  await logIn(page, PARENT.email, PARENT.password);
  const number = await registerCandidate(page);
  await logOut(page);
  await logIn(page, ORGANISER.email, ORGANISER.password);
  await publishOne(page, number, 39);
  await open(page, routes.home.getHref());
  await logOut(page);
  await logIn(page, PARENT.email, PARENT.password);
  const first = await linkedCertificate(page);
  expect(first).not.toBe('');
  await open(page, routes.home.getHref());
  await logOut(page);

  await logIn(page, ORGANISER.email, ORGANISER.password);
  await publishOne(page, number, 20, true);
  await open(page, routes.home.getHref());
  await logOut(page);
  await logIn(page, PARENT.email, PARENT.password);
  const second = await linkedCertificate(page);
  expect(second).not.toBe('');
  expect(second).not.toBe(first);

  const main = page.getByRole('main');
  await open(page, routes.certificate.getHref(second));
  await expect(main.getByText(CANDIDATE)).toBeVisible({ timeout: 20_000 });

  for (const locale of ['en', 'hi'] as const) {
    const text = messagesFor(locale).certificate;
    await open(page, localizedHref(routes.certificate.getHref(first), locale));
    await expect(main.getByRole('heading', { level: 1, name: text.withdrawnHeading })).toBeVisible({
      timeout: 20_000,
    });
    await expect(main.getByText(CANDIDATE)).toHaveCount(0);
    await expectNoAxeViolations(page, `a corrected certificate's old page (${locale})`);
  }
});
