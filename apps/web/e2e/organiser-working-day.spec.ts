import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { consentNotice, messagesFor, REGISTRATION_CSV_COLUMNS } from '@apex/core';
import type { Locator, Page } from '@playwright/test';
import { localizedHref } from '../src/routes/localePath.ts';
import { routes } from '../src/routes/paths.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { demo, logIn, logOut } from './support/demoAccounts.ts';
import { open } from './support/page.ts';
import { saveScreenshots } from './support/screenshots.ts';
import { expect, test } from './support/test.ts';

/**
 * The organiser's console as a staff tool (issue 42) on the memory build: two families register
 * "Rohan Sharma" (grade 7, with a mobile number) and "Leela Sharma" (grade 9); "Sharma" finds both;
 * the table fits 1280 px; a results file with 45 / 40 marks cannot be published as 40%, its
 * problems stack at 375 px with their actions in view, a fix in marks publishes 100%; the only
 * candidate of a grade reads as such on the page and in the mail; after a reload the console says
 * when results were published; publishing again says nothing new was sent; the export reads in
 * Python's csv module with the same header in both languages. Axe on every state, both languages.
 */

const REGISTRATION_OPEN = new Date('2024-09-15T12:00:00+05:30');
const words = messagesFor('en');
const text = words.organiserConsole;

const PARENT = demo('parent@example.com');
const STUDENT = demo('student@example.com');
const ORGANISER = demo('organiser@example.com');

/** A family registers a candidate with its own address as the guardian's (confirmed at once). */
async function register(
  page: Page,
  account: { email: string; password: string },
  candidate: { name: string; grade: string; mobile?: string },
): Promise<string> {
  const form = words.registration;
  await logIn(page, account.email, account.password);
  await open(page, routes.examRegistration.getHref());
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: form.candidateName }).fill(candidate.name);
  await main.getByRole('combobox', { name: form.grade }).selectOption(candidate.grade);
  await main.getByRole('textbox', { name: form.schoolName }).fill('Sunrise Public School');
  await main.getByRole('textbox', { name: form.schoolCity }).fill('Chennai');
  await main.getByRole('combobox', { name: form.schoolState }).selectOption('Tamil Nadu');
  await main.getByRole('textbox', { name: form.guardianName }).fill('Lakshmi Sharma');
  if (candidate.mobile !== undefined) {
    await main.getByRole('textbox', { name: form.guardianMobile }).fill(candidate.mobile);
  }
  await main.getByRole('checkbox', { name: consentNotice('en') }).check();
  await main.getByRole('button', { name: form.submit, exact: true }).click();
  const number = page.getByTestId('registration-number');
  await expect(number).toBeVisible();
  const registrationNumber = ((await number.textContent()) ?? '').trim();
  await logOut(page);
  return registrationNumber;
}

/** Whether an element lies wholly within the viewport's width (nothing cut off to the right). */
async function expectWithinWidth(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box, 'the element is laid out').not.toBeNull();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(width);
}

/** The memory "server"'s state, as this browser keeps it. */
async function storedState(page: Page): Promise<{ results: unknown[]; mail: unknown[] }> {
  return page.evaluate(() => {
    const state = JSON.parse(localStorage.getItem('apex.memory-backend') ?? '{}');
    return { results: state.results ?? [], mail: state.mail ?? [] };
  });
}

async function upload(main: Locator, csv: string, label = text.fileLabel) {
  await main
    .getByLabel(label)
    .setInputFiles({ name: 'results.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
}

test.describe('the organiser console for a working day', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(REGISTRATION_OPEN);
  });

  test('search, layout, a results file that cannot be published wrong, and a truthful publish', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const rohan = await register(page, PARENT, {
      name: 'Rohan Sharma',
      grade: '7',
      mobile: '9876543210',
    });
    const leela = await register(page, STUDENT, { name: 'Leela Sharma', grade: '9' });

    await logIn(page, ORGANISER.email, ORGANISER.password);
    await page.goto(routes.organiser.getHref());
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    const sections = main.getByRole('navigation', { name: text.sectionsLabel });
    await expect(sections.getByRole('link', { name: text.importHeading })).toBeVisible();

    // "Sharma" finds both, by the word; the pager says how many.
    await main.getByRole('searchbox', { name: text.search }).fill('Sharma');
    await main.getByRole('button', { name: text.searchButton, exact: true }).click();
    const table = main.getByRole('table', {
      name: text.showing({ first: '1', last: '2', total: '2' }),
    });
    await expect(table.getByRole('rowheader', { name: rohan })).toBeVisible();
    await expect(table.getByRole('rowheader', { name: leela })).toBeVisible();
    await expect(table).toContainText('Rohan Sharma');
    await expect(table).toContainText('Leela Sharma');

    // At 1280 px every column shows, and neither the table's region nor the page scrolls sideways.
    const region = main.getByRole('region', { name: text.tableScroll });
    const overflow = await region.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      1280,
    );
    for (const column of [
      text.columnNumber,
      text.columnName,
      text.columnGrade,
      text.columnSchool,
      text.columnCity,
      text.columnState,
      text.columnStatus,
      text.columnGuardian,
    ]) {
      const header = table.getByRole('columnheader', { name: column, exact: true });
      await expect(header).toBeVisible();
      await expectWithinWidth(page, header);
    }
    await expectNoAxeViolations(page, 'the console, "Sharma" found');
    await saveScreenshots(page, 'organiser');

    // A results file: 45 out of 40, a fine row, and an unknown number.
    await main.getByRole('link', { name: text.importHeading }).click();
    await upload(
      main,
      `Roll No,Marks,Out of\n${rohan},45,40\n${leela},30,40\n2222-2222-2222,10,40\n`,
    );
    const problems = main.getByRole('list', { name: text.problemsCaption });
    const over = problems.getByRole('listitem', { name: /^Line 2/ });
    await expect(over).toContainText(text.scoreOverMax({ score: '45', max: '40' }));
    await expect(over).toContainText('Rohan Sharma');
    await expect(main.getByRole('button', { name: text.publish({ count: 1 }) })).toBeDisabled();
    await expectNoAxeViolations(page, 'the results preview with problems');
    await saveScreenshots(page, 'organiser-results-preview');

    // At 375 px each problem and its actions are in view, nothing cut off to the right.
    await page.setViewportSize({ width: 375, height: 800 });
    for (const line of ['2', '4']) {
      const card = problems.getByRole('listitem', { name: new RegExp(`^Line ${line}`) });
      await expectWithinWidth(page, card);
      await expectWithinWidth(page, card.getByRole('button', { name: text.dropRow({ line }) }));
      await expectWithinWidth(page, card.getByRole('textbox', { name: text.fixNumber({ line }) }));
    }
    await expectNoAxeViolations(page, 'the results preview on a phone');
    await page.setViewportSize({ width: 1280, height: 800 });

    // The fix is typed in marks, and the conversion is shown before anything is published.
    const marks = over.getByRole('textbox', { name: text.fixMarks({ line: '2', max: '40' }) });
    await marks.fill('40');
    await expect(over).toContainText(text.scoreMarks({ score: '40', max: '40', percent: '100' }));
    await marks.press('Enter');
    await main.getByRole('button', { name: text.dropRow({ line: '4' }) }).click();
    await expect(main.getByText('Ready to publish: 2. With problems: 0.')).toBeVisible();
    await main.getByRole('button', { name: text.publish({ count: 2 }) }).click();
    const summary = main.getByRole('table', { name: text.summaryCaption });
    await expect(summary.getByRole('row', { name: /7th Grade/ })).toContainText('100%');
    await expectNoAxeViolations(page, 'the publish summary');
    await main.getByRole('button', { name: text.summaryConfirm({ count: 2 }) }).click();
    await expect(
      main.getByText(text.published({ count: 2, added: 2, corrected: 0, unchanged: 0, mailed: 2 })),
    ).toBeVisible();
    await expect(main.getByRole('button', { name: text.publish({ count: 2 }) })).toBeDisabled();

    // What was stored: 40 / 40 marks as 100%, never 40%; the only candidate of grade 7 is told so.
    const stored = await storedState(page);
    const rohanResult = (
      stored.results as { registrationNumber: string; scorePercent: number }[]
    ).find((result) => result.registrationNumber === rohan);
    expect(rohanResult?.scorePercent).toBe(100);
    const rohanMail = JSON.stringify(
      stored.mail.filter((entry) => JSON.stringify(entry).includes('Rohan Sharma')),
    );
    expect(rohanMail).toContain('Rohan Sharma was the only candidate of this grade');
    expect(rohanMail).not.toMatch(/\b0\s*%/);

    // After a reload the console says when the results were published, and links each certificate.
    await page.reload();
    await expect(main.getByText(/^Results published on .+: 2 results\.$/)).toBeVisible();
    await main.getByText(text.certificatesSummary).click();
    const certificates = main.getByRole('list', { name: text.certificatesCaption });
    const rohanCertificate = (
      stored.results as { registrationNumber: string; certificateId: string }[]
    ).find((result) => result.registrationNumber === rohan)?.certificateId;
    await expect(
      certificates.getByRole('link', { name: text.certificateFor({ number: rohan }) }),
    ).toHaveAttribute('href', `/certificate/${rohanCertificate}`);
    await expect(certificates.getByRole('link')).toHaveCount(2);
    await expectNoAxeViolations(page, 'the console after a publish');
    await saveScreenshots(page, 'organiser-published');

    // The same file again: Publish stays off, as the server's record of the last publish says.
    await upload(main, `Roll No,Marks,Out of\n${rohan},40,40\n${leela},30,40\n`);
    await expect(main.getByText(text.nothingNew)).toBeVisible();
    await expect(main.getByRole('button', { name: text.publish({ count: 2 }) })).toBeDisabled();
    // One of its rows alone may be published: nothing new is sent, and the console says so.
    await upload(main, `Roll No,Marks,Out of\n${rohan},40,40\n`);
    await main.getByRole('button', { name: text.publish({ count: 1 }) }).click();
    await main.getByRole('button', { name: text.summaryConfirm({ count: 1 }) }).click();
    await expect(main.getByText(text.publishedNothingNew({ count: 1 }))).toBeVisible();
    const mailsAfter = (await storedState(page)).mail.length;
    expect(mailsAfter).toBe(stored.mail.length);

    // The export: one header of column keys, read by Python's csv module; the mobile as typed.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      main.getByRole('button', { name: text.exportButton }).click(),
    ]);
    const python = spawnSync(
      'python3',
      [
        '-c',
        'import csv,json,sys; print(json.dumps(list(csv.reader(open(sys.argv[1], encoding="utf-8-sig", newline="")))))',
        await download.path(),
      ],
      { encoding: 'utf8' },
    );
    expect(python.status, python.stderr).toBe(0);
    const rows: string[][] = JSON.parse(python.stdout);
    expect(rows[0]).toEqual([...REGISTRATION_CSV_COLUMNS]);
    const rohanRow = rows.find((cells) => cells[0] === rohan);
    expect(rohanRow?.[REGISTRATION_CSV_COLUMNS.indexOf('guardianMobile')]).toBe('+919876543210');
    expect(rohanRow?.[REGISTRATION_CSV_COLUMNS.indexOf('consentedAt')]).toMatch(/\+05:30$/);

    // The family's page: no "percentile 0" for the grade's only candidate. (Logged out from the
    // home page: signing out on /organiser leads to the login.)
    await open(page, '/');
    await logOut(page);
    await logIn(page, PARENT.email, PARENT.password);
    await open(page, routes.examRegistration.getHref());
    await expect(
      page.getByRole('main').getByText(words.results.onlyText({ grade: '7th Grade' })),
    ).toBeVisible();
    await expect(
      page.getByRole('main').getByText(words.results.percentile({ grade: '7th Grade' })),
    ).toHaveCount(0);
    await expectNoAxeViolations(page, 'the result of the only candidate of a grade');
  });

  test('in Hindi: the console, its preview and its export header, axe clean', async ({ page }) => {
    test.setTimeout(120_000);
    const rohan = await register(page, PARENT, { name: 'Rohan Sharma', grade: '7' });
    await logIn(page, ORGANISER.email, ORGANISER.password, 'hi');
    await page.goto(localizedHref(routes.organiser.getHref(), 'hi'));
    const hindi = messagesFor('hi').organiserConsole;
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: hindi.title })).toBeVisible();
    await main.getByRole('searchbox', { name: hindi.search }).fill('Sharma');
    await main.getByRole('button', { name: hindi.searchButton, exact: true }).click();
    await expect(main.getByRole('rowheader', { name: rohan })).toBeVisible();
    await expectNoAxeViolations(page, 'the console in Hindi, a search');
    await saveScreenshots(page, 'hi-organiser');

    await upload(main, `Roll No,Marks,Out of\n${rohan},45,40\n`, hindi.fileLabel);
    await expect(main.getByRole('list', { name: hindi.problemsCaption })).toContainText(
      hindi.scoreOverMax({ score: '45', max: '40' }),
    );
    await expectNoAxeViolations(page, 'the results preview in Hindi');
    const marks = main.getByRole('textbox', { name: hindi.fixMarks({ line: '2', max: '40' }) });
    await marks.fill('36');
    await marks.press('Enter');
    await main.getByRole('button', { name: hindi.publish({ count: 1 }) }).click();
    await expect(main.getByRole('table', { name: hindi.summaryCaption })).toBeVisible();
    await expectNoAxeViolations(page, 'the publish summary in Hindi');
    await main.getByRole('button', { name: hindi.summaryConfirm({ count: 1 }) }).click();
    await expect(main.getByText(/^1 परिणाम प्रकाशित हुआ/)).toBeVisible();
    await main.getByText(hindi.certificatesSummary).click();
    await expect(
      main
        .getByRole('list', { name: hindi.certificatesCaption })
        .getByRole('link', { name: hindi.certificateFor({ number: rohan }) }),
    ).toHaveAttribute('href', /^\/hi\/certificate\/[A-Za-z0-9_-]{22}$/);
    await expectNoAxeViolations(page, 'the console in Hindi after a publish');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      main.getByRole('button', { name: hindi.exportButton }).click(),
    ]);
    const header = (await readFile(await download.path(), 'utf8'))
      .replace(/^\uFEFF/, '')
      .split('\r\n')[0];
    expect(header).toBe(REGISTRATION_CSV_COLUMNS.join(','));
  });
});
