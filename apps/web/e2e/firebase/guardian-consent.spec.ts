import { describeError, messagesFor } from '@apex/core';
import { localizedHref } from '../../src/routes/localePath.ts';
import { routes } from '../../src/routes/paths.ts';
import { uniqueEmail } from '../support/account.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/firebaseTest.ts';
import { open } from '../support/page.ts';
import { ADMIN, DOCUMENTS, emulatorsWithRules } from './emulators.ts';
import { registerForAnotherGuardian } from './guardianFlow.ts';

/**
 * Guardian consent (issue 28) on the production Firebase build against the real emulators: the
 * browser's Firestore calls go to the Firestore emulator (firestore.rules on the real engine), its
 * callables to the Functions emulator running apps/functions/dist, whose trigger writes the token
 * and the `mail` document. Every Firebase spec runs on the same emulators (docs/adr/0110).
 */

// The emulators answer slower than the model; a refused link is the callable's 400 (failed-precondition),
// which Chromium logs as a failed resource load.
test.describe.configure({ timeout: 120_000 });
test.use({ allowedConsoleErrors: [/status of 400 \(Bad Request\)/] });

test.beforeAll(async () => {
  // The Firestore emulator (Java) and the functions can take a while to come up on a busy machine.
  test.setTimeout(120_000);
  await emulatorsWithRules();
});

for (const locale of ['en', 'hi'] as const) {
  test(`(${locale}) the guardian confirms from the mailed link; the registration page says confirmed`, async ({
    page,
  }) => {
    const words = messagesFor(locale);
    const link = await registerForAnotherGuardian(page, locale, uniqueEmail('guardian'));

    await page.goto(link);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(words.guardianPage.title);
    // The first name and grade only before an answer (issue 38): the server sends no more.
    await expect(main.getByText('आशा', { exact: true })).toBeVisible();
    await expect(main.getByText(words.guardianPage.shownOnceConfirmed)).toBeVisible();
    await expect(main.getByText('आशा वर्मा')).toHaveCount(0);
    await expect(main.getByText(/Kendriya Vidyalaya|केंद्रीय विद्यालय/)).toHaveCount(0);
    await expectNoAxeViolations(page, `the guardian page (${locale})`);
    await main.getByRole('button', { name: words.guardianPage.confirm }).click();
    await expect(main.getByText(words.guardianPage.confirmed)).toBeFocused();
    await expectNoAxeViolations(page, `the guardian page, confirmed (${locale})`);

    await page.goto(link);
    await expect(main.getByRole('alert')).toHaveText(
      describeError('guardian/link-used', '', locale).message,
    );

    await open(page, localizedHref(routes.examRegistration.getHref(), locale));
    // The registration is read back from the emulator, slower than the model.
    await expect(page.getByRole('region', { name: words.registration.confirmed })).toBeVisible({
      timeout: 20_000,
    });
    await expect(
      page.getByRole('region', { name: words.guardianStatus.awaitingHeading }),
    ).toHaveCount(0);
    await expectNoAxeViolations(page, `the slip, confirmed (${locale})`);
  });
}

test('the guardian declines: the registration is deleted', async ({ page }) => {
  const words = messagesFor('en');
  const link = await registerForAnotherGuardian(page, 'en', uniqueEmail('guardian'));

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
  const link = await registerForAnotherGuardian(page, 'en', uniqueEmail('guardian'));
  // The server stores only the token's SHA-256; back-date that document's expiry.
  const token = new URL(link, 'http://site').searchParams.get('token') ?? '';
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  const hash = Buffer.from(digest).toString('hex');
  const backdated = await fetch(
    `${DOCUMENTS}/guardianTokens/${hash}?updateMask.fieldPaths=expiresAt&currentDocument.exists=true`,
    {
      method: 'PATCH',
      headers: ADMIN,
      body: JSON.stringify({
        fields: { expiresAt: { timestampValue: new Date(Date.now() - 60_000).toISOString() } },
      }),
    },
  );
  expect(backdated.ok, 'the token document was back-dated').toBe(true);

  await page.goto(link);
  const main = page.getByRole('main');
  await expect(main.getByRole('alert')).toHaveText(
    describeError('guardian/link-expired', '').message,
  );
  await expect(main.getByRole('button')).toHaveCount(0);
  await expectNoAxeViolations(page, 'an expired guardian link');
});
