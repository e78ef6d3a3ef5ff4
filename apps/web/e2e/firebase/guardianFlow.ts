import { consentNotice, type Locale, messagesFor } from '@apex/core';
import type { Page } from '@playwright/test';
import { localizedHref } from '../../src/routes/localePath.ts';
import { routes } from '../../src/routes/paths.ts';
import { STRONG_PASSWORD, submitSignUp, uniqueEmail } from '../support/account.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect } from '../support/firebaseTest.ts';
import { open } from '../support/page.ts';
import { mailDocuments, routeToEmulators, verifyEmail } from './emulators.ts';

/** The guardian flow's first steps on the Firebase build (issues 28 and 38), shared by its specs. */

export const REGISTRATION_OPEN = new Date('2024-09-15T12:00:00+05:30');

/** The guardian link in the `mail` document the server wrote for `guardianEmail`, as a path. */
export async function mailedLink(guardianEmail: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const mail = (await mailDocuments()).find((text) => text.includes(`"${guardianEmail}"`));
        link = /\/(?:hi\/)?guardian\?token=[A-Za-z0-9_-]+/.exec(mail ?? '')?.[0] ?? '';
        return link;
      },
      { message: `a mail to ${guardianEmail} with the guardian's link`, timeout: 20_000 },
    )
    .not.toBe('');
  return link;
}

/** Signs a parent up, then registers a child with another guardian's address; the mailed link. */
export async function registerForAnotherGuardian(
  page: Page,
  locale: Locale,
  guardianEmail: string,
): Promise<string> {
  const words = messagesFor(locale);
  const text = words.registration;
  await routeToEmulators(page);
  await page.clock.setFixedTime(REGISTRATION_OPEN);
  const email = uniqueEmail('parent');
  await submitSignUp(page, { username: 'Ravi Verma', email, password: STRONG_PASSWORD });
  // The first writes wake the Firestore emulator's JVM: more time than the suite's usual 7 s.
  await expect(page.getByText(messagesFor('en').success.accountCreated)).toBeVisible({
    timeout: 30_000,
  });
  await verifyEmail(email);

  await open(page, localizedHref(routes.examRegistration.getHref(), locale));
  const main = page.getByRole('main');
  const hindi = locale === 'hi';
  await main.getByRole('textbox', { name: text.candidateName }).fill('आशा वर्मा');
  await main.getByRole('combobox', { name: text.grade }).selectOption('8');
  await main
    .getByRole('textbox', { name: text.schoolName })
    .fill(hindi ? 'केंद्रीय विद्यालय' : 'Kendriya Vidyalaya No. 2');
  await main.getByRole('textbox', { name: text.schoolCity }).fill(hindi ? 'लखनऊ' : 'Lucknow');
  await main.getByRole('combobox', { name: text.schoolState }).selectOption('Uttar Pradesh');
  await main
    .getByRole('textbox', { name: text.guardianName })
    .fill(hindi ? 'रवि वर्मा' : 'Ravi Verma');
  await main.getByRole('textbox', { name: text.guardianEmail }).fill(guardianEmail);
  await main.getByRole('checkbox', { name: consentNotice(locale) }).check();
  await main.getByRole('button', { name: text.submit, exact: true }).click();

  const slip = page.getByRole('region', { name: words.guardianStatus.awaitingHeading });
  await expect(slip).toBeVisible();
  await expect(slip.getByText(text.confirmed, { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page, `the slip awaiting the guardian (${locale})`);

  const link = await mailedLink(guardianEmail);
  expect(new URL(link, 'http://site').pathname).toBe(
    localizedHref(routes.guardian.getHref(), locale),
  );
  return link;
}

/** The manage link (issue 38) of the newest mail to `to` of `kind`, as a path. */
export async function mailedManageLink(to: string, kind: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const mail = (await mailDocuments()).find(
          (text) => text.includes(`"${to}"`) && text.includes(`"${kind}"`),
        );
        link = /\/(?:hi\/)?guardian\/manage\?token=[A-Za-z0-9_-]+/.exec(mail ?? '')?.[0] ?? '';
        return link;
      },
      { message: `a ${kind} mail to ${to} with a manage link`, timeout: 20_000 },
    )
    .not.toBe('');
  return link;
}
