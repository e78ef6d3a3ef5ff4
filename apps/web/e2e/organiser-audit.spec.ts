import { DEMO_ACCOUNTS } from '@apex/auth-memory';
import { messagesFor } from '@apex/core';
import { localizedHref } from '../src/routes/localePath.ts';
import { routes } from '../src/routes/paths.ts';
import { submitLogin } from './support/account.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { open } from './support/page.ts';
import { expect, test } from './support/test.ts';

/**
 * The organisers' activity log (issue 38) on the memory build: an export the organiser makes is
 * in the console's log with who, what and how many rows, newest first; in Hindi too; axe clean.
 */

const ORGANISER = DEMO_ACCOUNTS.find((account) => account.email === 'organiser@example.com');
const REGISTRATION_OPEN = new Date('2024-09-15T12:00:00+05:30');

test.describe('organiser activity log', () => {
  test.beforeEach(async ({ page }) => {
    if (ORGANISER === undefined) throw new Error('the memory backend seeds no organiser');
    await page.clock.setFixedTime(REGISTRATION_OPEN);
    await open(page, routes.login.getHref());
    await submitLogin(page, ORGANISER.email, ORGANISER.password);
    await expect(page.getByText(messagesFor('en').success.login)).toBeVisible();
  });

  test('an export is in the log with who, what and how many rows, in English and Hindi', async ({
    page,
  }) => {
    const en = messagesFor('en');
    await page.goto(routes.organiser.getHref());
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: en.organiserAudit.heading })).toBeVisible();
    await Promise.all([
      page.waitForEvent('download'),
      main.getByRole('button', { name: en.organiserConsole.exportButton }).click(),
    ]);
    await main.getByRole('button', { name: en.organiserAudit.refresh }).click();

    const log = main.getByRole('table', { name: en.organiserAudit.caption });
    const newest = log.getByRole('row').nth(1);
    await expect(newest).toContainText(ORGANISER?.email ?? '');
    await expect(newest).toContainText(en.organiserAudit.actions.export({ edition: '2024' }));
    await expectNoAxeViolations(page, 'the console, its activity log');

    const hi = messagesFor('hi').organiserAudit;
    await page.goto(localizedHref(routes.organiser.getHref(), 'hi'));
    const hindiLog = page.getByRole('main').getByRole('table', { name: hi.caption });
    await expect(hindiLog.getByRole('row').nth(1)).toContainText(
      hi.actions.export({ edition: '2024' }),
    );
    await expectNoAxeViolations(page, 'the console in Hindi, its activity log');
  });
});
