import { readFile } from 'node:fs/promises';
import { messagesFor, registrationCsvHeader } from '@apex/core';
import Papa from 'papaparse';
import { localizedHref } from '../src/routes/localePath.ts';
import { routes } from '../src/routes/paths.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import {
  certificateIdIn,
  expectCertificateVerifiesAndPrints,
  registerCandidate,
} from './support/certificate.ts';
import { demo, logIn, logOut } from './support/demoAccounts.ts';
import { expect, test } from './support/test.ts';

/**
 * The organiser console (issue 29) on the memory build: a parent registers a candidate (their own
 * address as the guardian's, so it is confirmed at once); the organiser finds it by number,
 * exports the edition, imports a results file with one bad row the preview names, and publishes.
 * The guardian's mail carries the certificate's link; the certificate verifies signed out and
 * prints on one A4 landscape page, in both languages. A signed-in parent who opens /organiser is
 * told they have no access.
 */

const REGISTRATION_OPEN = new Date('2024-09-15T12:00:00+05:30');
const words = messagesFor('en');
const text = words.organiserConsole;

const PARENT = demo('parent@example.com');
const ORGANISER = demo('organiser@example.com');

test.describe('organiser console', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(REGISTRATION_OPEN);
  });

  test('finds a registration by number, exports the edition, imports results with a bad row, publishes', async ({
    page,
  }) => {
    // A whole day's journey in one test (register, search, export, import, publish, the mail and
    // the certificate in two languages): ~40 s alone, more beside other workers.
    test.setTimeout(90_000);
    await logIn(page, PARENT.email, PARENT.password);
    const number = await registerCandidate(page);
    await logOut(page);

    await logIn(page, ORGANISER.email, ORGANISER.password);
    await page
      .getByRole('button', { name: /^Account menu/ })
      .first()
      .click();
    await page.getByRole('menuitem', { name: text.menuEntry }).click();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await main.getByRole('searchbox', { name: text.search }).fill(number);
    await main.getByRole('button', { name: text.searchButton, exact: true }).click();
    const table = main.getByRole('table', {
      name: text.showing({ first: '1', last: '1', total: '1' }),
    });
    await expect(table.getByRole('rowheader', { name: number })).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table).toContainText('Meera Iyer');
    await expectNoAxeViolations(page, 'the console, a registration found');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      main.getByRole('button', { name: text.exportButton }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^apex-.+-registrations\.csv$/);
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = Papa.parse<string[]>(bytes.toString('utf8').replace(/^\uFEFF/, ''), {
      skipEmptyLines: true,
    }).data;
    expect(rows[0]).toEqual(registrationCsvHeader());
    const row = rows.find((cells) => cells[0] === number);
    expect(row?.slice(0, 6)).toEqual([
      number,
      'Meera Iyer',
      '7',
      'Sunrise Public School',
      'Chennai',
      'Tamil Nadu',
    ]);
    await expect(main.getByText(/^Exported [\d,]+ registrations?\.$/)).toBeVisible();

    // Parsed in the module worker, under the hosting's CSP (worker-src 'self').
    await main.getByLabel(text.fileLabel).setInputFiles({
      name: 'results.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`Roll No,Marks,Out of\n${number},39,40\n2222-2222-2222,10,40\n`),
    });
    await expect(main.getByText('Ready to publish: 1. With problems: 1.')).toBeVisible();
    const problems = main.getByRole('list', { name: text.problemsCaption });
    await expect(
      problems.getByRole('listitem', { name: new RegExp(`^${text.problemLine({ line: '3' })}`) }),
    ).toContainText(text.problems['unknown-number']);
    await expectNoAxeViolations(page, 'the results preview');
    await main.getByRole('button', { name: text.dropRow({ line: '3' }) }).click();
    await main.getByRole('button', { name: text.publish({ count: 1 }) }).click();
    await main.getByRole('button', { name: text.summaryConfirm({ count: 1 }) }).click();
    await expect(
      main.getByText(text.published({ count: 1, added: 1, corrected: 0, unchanged: 0, mailed: 1 })),
    ).toBeVisible();

    // The guardian's mail, in the memory backend's outbox: its state in localStorage, under the
    // key the site's backend uses (DEFAULT_STORAGE_KEY, packages/auth-memory/src/persistence.ts).
    const mail = await page.evaluate((address) => {
      const stored = localStorage.getItem('apex.memory-backend') ?? '{}';
      const state: unknown = JSON.parse(stored);
      const outbox =
        typeof state === 'object' && state !== null && 'mail' in state ? state.mail : [];
      return JSON.stringify(
        (Array.isArray(outbox) ? outbox : []).filter((entry) =>
          JSON.stringify(entry).includes(address),
        ),
      );
    }, PARENT.email);
    const certificate = certificateIdIn(mail);
    expect(certificate, "the guardian's mail carries the certificate's link").not.toBe('');

    await logOut(page);
    await expectCertificateVerifiesAndPrints(page, certificate, 'en', 'Meera Iyer');
    await expectCertificateVerifiesAndPrints(page, certificate, 'hi', 'Meera Iyer');
  });

  test('a signed-in account without the role is told it has no access', async ({ page }) => {
    await logIn(page, PARENT.email, PARENT.password);
    await page.goto(routes.organiser.getHref());
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: text.noAccessHeading })).toBeVisible();
    await expect(main.getByText(text.noAccess)).toBeVisible();
    await expect(main.getByRole('heading', { name: text.registrationsHeading })).toHaveCount(0);
    await expectNoAxeViolations(page, 'the console, no access');
  });

  test('signed out, /organiser leads to the login', async ({ page }) => {
    await page.goto(routes.organiser.getHref());
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Forganiser$/);
  });

  test('the console in Hindi is axe clean', async ({ page }) => {
    await logIn(page, ORGANISER.email, ORGANISER.password, 'hi');
    await page.goto(localizedHref(routes.organiser.getHref(), 'hi'));
    const hindi = messagesFor('hi').organiserConsole;
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: hindi.title })).toBeVisible();
    await expect(main.getByRole('table', { name: hindi.byGradeCaption })).toBeVisible();
    await expectNoAxeViolations(page, 'the console in Hindi');
  });
});
