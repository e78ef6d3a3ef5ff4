import { describeError, type Locale, messagesFor } from '@apex/core';
import type { Locator } from '@playwright/test';
import { localizedHref } from '../src/routes/localePath.ts';
import { routes } from '../src/routes/paths.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { breakCalls } from './support/callFaults.ts';
import { demo, logIn } from './support/demoAccounts.ts';
import { expect, test } from './support/test.ts';

/**
 * The organiser console busy and failing where the memory build can show it (issue 42: axe clean
 * on every state, in English and Hindi): the sign-in being checked while the backend's code is
 * held; a search that finds nobody; a results file being read while its worker is held, then
 * unreadable (the worker's code refused); its rows being checked, then their check failing; a
 * file with no rows; a file whose columns must be chosen; a paper upload with no file, one that is
 * not JSON, and one refused (this build has no paper checker). The server's own failures (its
 * reads, the export, publishing, a paper refused): e2e/firebase/organiser-console-faults.spec.ts
 * and e2e/firebase/organiser-console.spec.ts.
 */

const REGISTRATION_OPEN = new Date('2024-09-15T12:00:00+05:30');
const ORGANISER = demo('organiser@example.com');
/** The memory backend's chunk, which src/backend/selectBackend.ts imports. */
const BACKEND_CHUNK = /\/assets\/src-[^/]*\.js$/;
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
  test(`the console busy and failing: sign-in, search, import, papers, axe clean (${locale})`, async ({
    page,
  }) => {
    const words = messagesFor(locale);
    const text = words.organiserConsole;
    const papers = words.organiserPapers;
    await logIn(page, ORGANISER.email, ORGANISER.password, locale);
    // Opened while the backend's code is still on its way: the console checks the sign-in.
    const backend = await breakCalls(page, BACKEND_CHUNK, { mode: 'hold' });
    await page.goto(localizedHref(routes.organiser.getHref(), locale));
    const main = page.getByRole('main');
    await expect(main.getByRole('status')).toHaveText(words.status.checkingSignIn);
    await expectNoAxeViolations(page, `the console checking the sign-in (${locale})`);
    await backend.set('pass');
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
