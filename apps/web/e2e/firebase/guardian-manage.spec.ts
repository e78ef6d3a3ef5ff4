import { describeError, formatDay, indianDay, messagesFor } from '@apex/core';
import { localizedHref } from '../../src/routes/localePath.ts';
import { routes } from '../../src/routes/paths.ts';
import { uniqueEmail } from '../support/account.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/firebaseTest.ts';
import { open } from '../support/page.ts';
import { emulatorsWithRules, mailDocuments } from './emulators.ts';
import { mailedManageLink, registerForAnotherGuardian } from './guardianFlow.ts';

/**
 * The guardian's own door (issue 38) on the production Firebase build against the real
 * emulators: the guardian confirms, then withdraws from the manage link in the mail; the
 * registration goes and the account that registered is mailed.
 */
test.describe.configure({ timeout: 150_000 });
// The spent link is refused as `guardian/link-unknown`, the callable's 404 (not-found), which
// Chromium logs as a failed resource load.
test.use({ allowedConsoleErrors: [/status of 404 \(Not Found\)/] });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await emulatorsWithRules();
});

for (const locale of ['en', 'hi'] as const) {
  test(`(${locale}) the guardian's manage link withdraws a confirmed registration`, async ({
    page,
  }) => {
    const words = messagesFor(locale);
    const text = words.guardianManage;
    const guardianEmail = uniqueEmail('guardian');
    const link = await registerForAnotherGuardian(page, locale, guardianEmail);
    await page.goto(link);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: words.guardianPage.confirm }).click();
    // The first call wakes the Functions emulator: more time than the suite's usual 7 s.
    await expect(main.getByText(words.guardianPage.confirmed)).toBeFocused({ timeout: 30_000 });

    const manage = await mailedManageLink(guardianEmail, 'guardian-confirm');
    expect(new URL(manage, 'http://site').pathname).toBe(
      localizedHref(routes.guardianManage.getHref(), locale),
    );
    await page.goto(manage);
    const held = main.getByRole('region', { name: text.heldHeading });
    await expect(held.getByText('आशा वर्मा')).toBeVisible({ timeout: 20_000 });
    await expect(held.getByText(text.confirmed, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, `the guardian's own page (${locale})`);
    await main.getByRole('button', { name: text.withdraw }).click();
    await expectNoAxeViolations(page, `the withdrawal question (${locale})`);
    await main.getByRole('button', { name: text.confirmWithdraw }).click();
    await expect(main.getByText(text.withdrawn)).toBeFocused({ timeout: 20_000 });
    await expectNoAxeViolations(page, `consent withdrawn (${locale})`);

    await expect
      .poll(async () => (await mailDocuments()).some((mail) => mail.includes('consent-withdrawn')))
      .toBe(true);
    await page.goto(manage);
    await expect(main.getByRole('alert')).toHaveText(
      describeError('guardian/link-unknown', '', locale).message,
      { timeout: 20_000 },
    );
    await open(page, localizedHref(routes.examRegistration.getHref(), locale));
    await expect(main.getByRole('textbox', { name: words.registration.candidateName })).toHaveValue(
      '',
      { timeout: 20_000 },
    );
    await expect(page.getByTestId('registration-number')).toHaveCount(0);
    // The registration page says the guardian withdrew, not only the mail (issue 38).
    const ended = main.getByRole('region', { name: words.registration.endedHeading });
    await expect(ended).toContainText(
      words.registration.endedGuardianWithdrawal({
        date: formatDay(indianDay(Date.now()), locale),
      }),
      { timeout: 20_000 },
    );
    await expectNoAxeViolations(page, `the registration page after the withdrawal (${locale})`);
  });
}
