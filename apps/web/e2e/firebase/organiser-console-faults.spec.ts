import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeError, type Locale, messagesFor } from '@apex/core';
import { localizedHref } from '../../src/routes/localePath.ts';
import { routes } from '../../src/routes/paths.ts';
import { uniqueEmail } from '../support/account.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { breakCalls, callableUrl } from '../support/callFaults.ts';
import { expect, test } from '../support/firebaseTest.ts';
import { open } from '../support/page.ts';
import { emulatorsWithRules, routeToEmulators } from './emulators.ts';
import { createAccount, grantOrganiser, logIn } from './organiserAccount.ts';

/**
 * The organiser console busy and failing (issue 42: axe clean on every state, in English and
 * Hindi) on the production Firebase build against the emulators, each fault made at the network:
 * its reads held (the totals, the registrations and the activity log loading), then refused (each
 * says so, with Try again); the export held at its audit entry (the progress bar and Cancel), then
 * refused, cancelled, and done; a paper held while the server checks it, then refused, then
 * refused for its problems; a stored paper's assignment held, refused, then done. Publishing
 * busy and refused, and the certificates' list: organiser-console.spec.ts.
 */

const here = dirname(fileURLToPath(import.meta.url));
const SAMPLE = join(here, '../../../../packages/server/src/papers/samples/grade-8.json');
const REGISTRATION_OPEN = new Date('2024-09-15T12:00:00+05:30');
/** The lite SDK's reads: a query (`…:runQuery?key=…`) and a count (`…:runAggregationQuery?key=…`). */
const QUERY = /^https:\/\/firestore\.googleapis\.com\/.*:runQuery(\?.*)?$/;
const COUNT = /^https:\/\/firestore\.googleapis\.com\/.*:runAggregationQuery(\?.*)?$/;

test.describe.configure({ timeout: 180_000 });
// What the console logs of each refused call (and of the reads queued behind the held ones,
// which give up at their deadline), and the browser's own line for a 500.
test.use({
  allowedConsoleErrors: [
    /^Error (loading|counting|reading|exporting|uploading|assigning)|Failed to load resource: .*500/,
  ],
});

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await emulatorsWithRules();
});

test.beforeEach(async ({ page }) => {
  await routeToEmulators(page);
  await page.clock.setFixedTime(REGISTRATION_OPEN);
});

for (const locale of ['en', 'hi'] as const satisfies readonly Locale[]) {
  test(`the console loading, and refused: its reads, the export, a paper (${locale}), axe clean`, async ({
    page,
  }) => {
    const words = messagesFor(locale);
    const text = words.organiserConsole;
    const audit = words.organiserAudit;
    const papers = words.organiserPapers;
    // A refused callable reads as the server out of reach (the callable's fallback code).
    const unreachable = describeError('organiser/unavailable', '', locale).message;
    const organiser = uniqueEmail(`faults-${locale}`);
    await createAccount(organiser);
    await grantOrganiser(organiser);
    await logIn(page, organiser, locale);

    // The reads held: the totals, the registrations' page and count, and the log all loading.
    const registrations = await breakCalls(page, QUERY, {
      body: '"collectionId":"registrations"',
      mode: 'hold',
    });
    const counts = await breakCalls(page, COUNT, { mode: 'hold' });
    const log = await breakCalls(page, QUERY, {
      body: '"collectionId":"organiserAudit"',
      mode: 'hold',
    });
    await open(page, localizedHref(routes.organiser.getHref(), locale));
    const main = page.getByRole('main');
    const totals = main.getByRole('region', { name: text.totalsHeading });
    const table = main.getByRole('region', { name: text.registrationsHeading });
    const activity = main.getByRole('region', { name: audit.heading });
    await expect(totals.getByRole('status')).toHaveText(text.loading, { timeout: 20_000 });
    await expect(table.getByRole('status')).toHaveText(text.loading);
    await expect(activity.getByRole('status')).toHaveText(audit.loading);
    await expectNoAxeViolations(page, `the console loading (${locale})`);

    // Refused: each part says so in its place, the rest of the page stays. (Read afresh: the
    // browser may still be queueing calls behind the held ones.)
    await Promise.all([registrations.set('fail'), counts.set('fail'), log.set('fail')]);
    await page.reload();
    await expect(totals.getByRole('alert')).toHaveText(text.totalsFailed, { timeout: 20_000 });
    await expect(totals.getByRole('button', { name: text.tryAgain })).toBeVisible();
    await expect(table.getByRole('alert')).toHaveText(text.rowsFailed);
    await expect(table.getByRole('button', { name: text.tryAgain })).toBeVisible();
    await expect(activity.getByRole('alert')).toHaveText(audit.failed);
    await expect(main.getByRole('button', { name: text.exportButton })).toBeVisible();
    await expectNoAxeViolations(page, `the console, its reads refused (${locale})`);
    await Promise.all([registrations.set('pass'), counts.set('pass'), log.set('pass')]);

    // The export, held at its audit entry (the file is read, not yet handed over), then refused.
    const exportEntry = await breakCalls(page, callableUrl('recordExport'), { mode: 'hold' });
    await main.getByRole('button', { name: text.exportButton }).click();
    const exporting = main.getByRole('region', { name: text.exportHeading });
    await expect(exporting.getByRole('progressbar', { name: text.exportProgress })).toBeVisible({
      timeout: 20_000,
    });
    await expect(exporting.getByRole('button', { name: text.exportCancel })).toBeVisible();
    await expectNoAxeViolations(page, `the export running (${locale})`);
    await exportEntry.set('fail');
    await expect(exporting.getByRole('alert')).toHaveText(text.exportFailed, { timeout: 20_000 });
    await expect(exporting.getByRole('button', { name: text.exportButton })).toBeVisible();
    await expectNoAxeViolations(page, `the export refused (${locale})`);
    // Again, cancelled while it waits: no file, and the console says so.
    await exportEntry.set('hold');
    await main.getByRole('button', { name: text.exportButton }).click();
    await exporting.getByRole('button', { name: text.exportCancel }).click({ timeout: 20_000 });
    await exportEntry.set('fail');
    await expect(exporting.getByRole('status')).toHaveText(text.exportCancelled);
    await expectNoAxeViolations(page, `the export cancelled (${locale})`);
    // And done: the file handed over, the console says how many rows it holds.
    await exportEntry.set('pass');
    await Promise.all([
      page.waitForEvent('download', { timeout: 30_000 }),
      main.getByRole('button', { name: text.exportButton }).click(),
    ]);
    // "Exported N registrations." (N: whatever the emulators' edition holds by now).
    await expect(exporting.getByRole('status')).toHaveText(/\d/);
    await expect(exporting.getByRole('progressbar')).toHaveCount(0);
    await expectNoAxeViolations(page, `the export done (${locale})`);

    // A paper held while the server checks it, then refused.
    const panel = main.getByRole('region', { name: papers.heading });
    const upload = await breakCalls(page, callableUrl('uploadPaper'), { mode: 'hold' });
    await panel.getByLabel(papers.fileLabel).setInputFiles(SAMPLE);
    await panel.getByRole('button', { name: papers.upload }).click();
    await expect(panel.getByRole('status')).toHaveText(papers.uploading);
    await expect(panel.getByRole('button', { name: papers.upload })).toBeDisabled();
    await expectNoAxeViolations(page, `a paper being checked (${locale})`);
    await upload.set('fail');
    await expect(panel.getByRole('alert')).toHaveText(unreachable, { timeout: 20_000 });
    await expectNoAxeViolations(page, `a paper refused by the server (${locale})`);

    // A paper the server checks and refuses, each problem listed at its place.
    await upload.set('pass');
    await panel.getByLabel(papers.fileLabel).setInputFiles({
      name: 'paper.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify({ id: 'e2e-paper', grade: 8, sections: [] })),
    });
    await panel.getByRole('button', { name: papers.upload }).click();
    await expect(panel.getByRole('alert').getByRole('table')).toBeVisible({ timeout: 30_000 });
    await expectNoAxeViolations(page, `a paper refused for its problems (${locale})`);

    // Stored, then its assignment held, refused, then done.
    await panel.getByLabel(papers.fileLabel).setInputFiles(SAMPLE);
    const assign = await breakCalls(page, callableUrl('assignPaper'), { mode: 'hold' });
    await panel.getByRole('button', { name: papers.upload }).click();
    const button = panel.getByRole('button', { name: papers.assign({ grade: '8' }) });
    await expect(button).toBeVisible({ timeout: 30_000 });
    await button.click();
    await expect(panel.getByRole('status')).toContainText(papers.assigning);
    await expectNoAxeViolations(page, `a paper being assigned (${locale})`);
    await assign.set('fail');
    await expect(panel.getByRole('alert')).toHaveText(unreachable, { timeout: 20_000 });
    await expectNoAxeViolations(page, `an assignment refused (${locale})`);
    await assign.set('pass');
    await button.click();
    await expect(panel.getByRole('status')).toContainText(
      papers.assigned({ paperId: 'sample-grade-8', grade: '8' }),
      { timeout: 30_000 },
    );
    await expectNoAxeViolations(page, `a paper assigned (${locale})`);
  });
}
