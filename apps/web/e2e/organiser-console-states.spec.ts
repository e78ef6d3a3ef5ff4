import { describeError, type Locale, messagesFor } from '@apex/core';
import type { Locator } from '@playwright/test';
import { localizedHref } from '../src/routes/localePath.ts';
import { routes } from '../src/routes/paths.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { breakCalls } from './support/callFaults.ts';
import { demo, logIn } from './support/demoAccounts.ts';
import { expect, test } from './support/test.ts';

/**
 * The organiser console's results import and papers, busy and failing (issue 42: axe clean on
 * every state, in English and Hindi), on the memory build: a search that finds nobody; the
 * file being read while its worker
 * is held, the file unreadable (the worker's code refused), the rows being checked and their check
 * failing, a file with no rows, a file whose columns must be chosen; a paper upload with no file,
 * one that is not JSON, and one refused (this build has no paper checker). The console's
 * failures of the server itself (its reads, the export, publishing, a paper refused on the way):
 * e2e/firebase/organiser-console-faults.spec.ts and e2e/firebase/organiser-console.spec.ts.
 */

const REGISTRATION_OPEN = new Date('2024-09-15T12:00:00+05:30');
const ORGANISER = demo('organiser@example.com');
/** The results import's module worker (parseResults.worker-<hash>.js), one per request. */
const RESULTS_WORKER = /\/assets\/parseResults\.worker-[^/]*\.js$/;

function csv(content: string) {
  return { name: 'results.csv', mimeType: 'text/csv', buffer: Buffer.from(content) };
}

test.use({
  allowedConsoleErrors: [
    /^Error (reading a results file|checking results|uploading a paper)|Failed to load resource: .*500/,
  ],
});

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(REGISTRATION_OPEN);
});

for (const locale of ['en', 'hi'] as const satisfies readonly Locale[]) {
  test(`the import and the papers busy and failing, axe clean (${locale})`, async ({ page }) => {
    const words = messagesFor(locale);
    const text = words.organiserConsole;
    const papers = words.organiserPapers;
    await logIn(page, ORGANISER.email, ORGANISER.password, locale);
    await page.goto(localizedHref(routes.organiser.getHref(), locale));
    const main = page.getByRole('main');
    const results = main.getByRole('region', { name: text.importHeading });
    const status = (region: Locator) => region.getByRole('status').first();
    await expect(main.getByRole('heading', { level: 1, name: text.title })).toBeVisible();

    // A search that finds nobody.
    await main.getByRole('searchbox', { name: text.search }).fill('Zzyzx');
    await main.getByRole('button', { name: text.searchButton, exact: true }).click();
    await expect(
      main.getByRole('region', { name: text.registrationsHeading }).getByRole('status'),
    ).toHaveText(text.noRows);
    await expectNoAxeViolations(page, `a search that finds nobody (${locale})`);

    // Read while the worker's code is held; unreadable once it is refused.
    const worker = await breakCalls(page, RESULTS_WORKER, { mode: 'hold' });
    const file = results.getByLabel(text.fileLabel);
    await file.setInputFiles(csv('Roll No,Marks,Out of\n2222-2222-2222,10,40\n'));
    await expect(status(results)).toHaveText(text.reading);
    await expectNoAxeViolations(page, `a results file being read (${locale})`);
    await worker.set('fail');
    await expect(results.getByRole('alert')).toHaveText(text.readFailed);
    await expectNoAxeViolations(page, `a results file unreadable (${locale})`);

    // Read, then its rows checked while the next worker is held, and the check failing.
    await worker.set('pass');
    // The file is read by one worker, its rows checked by the next: that one is held.
    const check = await breakCalls(page, RESULTS_WORKER, { mode: 'hold', passFirst: 1 });
    await file.setInputFiles(csv('Roll No,Marks,Out of\n2222-2222-2222,10,40\n'));
    await expect(status(results)).toHaveText(text.checking);
    await expectNoAxeViolations(page, `results being checked (${locale})`);
    await check.set('fail');
    await expect(results.getByRole('alert')).toHaveText(text.checkFailed);
    await expectNoAxeViolations(page, `results that could not be checked (${locale})`);
    await check.set('pass');

    // A file with no rows; a file whose columns the console cannot tell.
    await file.setInputFiles(csv('Roll No,Marks,Out of\n'));
    await expect(results.getByRole('alert')).toHaveText(text.emptyFile);
    await expectNoAxeViolations(page, `a results file with no rows (${locale})`);
    await file.setInputFiles(csv('Candidate,Result\n2222-2222-2222,10\n'));
    await expect(results.getByRole('form', { name: text.mappingHeading })).toBeVisible();
    await expectNoAxeViolations(page, `a results file's columns to choose (${locale})`);

    // Papers: Upload with no file, a file that is not JSON, a paper the server refuses.
    const panel = main.getByRole('region', { name: papers.heading });
    await panel.getByRole('button', { name: papers.upload }).click();
    await expect(panel.getByRole('alert')).toHaveText(papers.noFile);
    await expectNoAxeViolations(page, `a paper upload with no file (${locale})`);
    const paperFile = panel.getByLabel(papers.fileLabel);
    await paperFile.setInputFiles({
      name: 'paper.json',
      mimeType: 'application/json',
      buffer: Buffer.from('Section 1, question 1'),
    });
    await panel.getByRole('button', { name: papers.upload }).click();
    await expect(panel.getByRole('alert')).toHaveText(papers.notJson);
    await expectNoAxeViolations(page, `a paper file that is not JSON (${locale})`);
    // The memory build has no paper checker (the functions' own): its upload is refused as the
    // server out of reach. A paper refused for its problems: the Firebase spec.
    await paperFile.setInputFiles({
      name: 'paper.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify({ id: 'e2e-paper', grade: 8, sections: [] })),
    });
    await panel.getByRole('button', { name: papers.upload }).click();
    await expect(panel.getByRole('alert')).toHaveText(
      describeError('organiser/unavailable', '', locale).message,
    );
    await expectNoAxeViolations(page, `a paper upload refused (${locale})`);
  });
}
