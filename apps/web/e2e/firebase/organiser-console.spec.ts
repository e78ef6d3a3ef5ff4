import { readFile } from 'node:fs/promises';
import {
  consentNotice,
  describeError,
  formatGrade,
  messagesFor,
  registrationCsvHeader,
} from '@apex/core';
import type { Locator, Page } from '@playwright/test';
import Papa from 'papaparse';
import { localizedHref } from '../../src/routes/localePath.ts';
import { routes } from '../../src/routes/paths.ts';
import { STRONG_PASSWORD, submitSignUp, uniqueEmail } from '../support/account.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { breakCalls, callableRefusal, callableUrl } from '../support/callFaults.ts';
import { certificateIdIn, expectCertificateVerifiesAndPrints } from '../support/certificate.ts';
import { logOut } from '../support/demoAccounts.ts';
import { expect, test } from '../support/firebaseTest.ts';
import { open } from '../support/page.ts';
import {
  DOCUMENTS,
  emulatorsWithRules,
  mailDocuments,
  routeToEmulators,
  verifyEmail,
} from './emulators.ts';
import { createAccount, grantOrganiser, idTokenOf, logIn } from './organiserAccount.ts';

/**
 * The organiser console (issue 29) on the production Firebase build against the real emulators
 * (firestore.rules on the real Firestore engine, apps/functions on the Functions emulator), as
 * e2e/organiser-console.spec.ts does it on the memory build: a parent registers a candidate
 * through the site, their own address as the guardian's (confirmed as the guardian if mailed); an
 * account given the organiser role by the Admin SDK command finds it by number, exports the
 * edition, imports a results file with one bad row the preview names, and publishes; the server's
 * result mail carries the certificate's link, which verifies signed out and prints on one page.
 * A signed-in parent is told plainly they have no access, and the rules refuse their reads.
 */

const REGISTRATION_OPEN = new Date('2024-09-15T12:00:00+05:30');
const EDITION = '2024';
const words = messagesFor('en');
const text = words.organiserConsole;

// The emulators answer slower than the model, and a publish runs on the Functions emulator.
test.describe.configure({ timeout: 180_000 });

// What the console logs of a publish refused on purpose below, and the browser's line for it.
test.use({
  allowedConsoleErrors: [
    /^Error (publishing results|reading the certificates)|Failed to load resource: .*(400|500)/,
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

/** The guardian link in a `mail` document the server wrote to `address`, as a path; '' if none. */
async function guardianLinkTo(address: string): Promise<string> {
  const mail = (await mailDocuments()).find((entry) => entry.includes(`"${address}"`));
  return /\/guardian\?token=[A-Za-z0-9_-]+/.exec(mail ?? '')?.[0] ?? '';
}

/** A parent signs up, verifies, registers a candidate with their own address as the guardian's; the number once confirmed. */
async function registerCandidate(
  page: Page,
  email: string,
  candidate = { name: 'Meera Iyer', grade: '7' },
): Promise<string> {
  const form = words.registration;
  await submitSignUp(page, { username: 'Lakshmi Iyer', email, password: STRONG_PASSWORD });
  // The first writes wake the Firestore emulator's JVM: more time than the suite's usual 7 s.
  await expect(page.getByText(words.success.accountCreated)).toBeVisible({ timeout: 30_000 });
  await verifyEmail(email);
  await open(page, routes.examRegistration.getHref());
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: form.candidateName }).fill(candidate.name);
  await main.getByRole('combobox', { name: form.grade }).selectOption(candidate.grade);
  await main.getByRole('textbox', { name: form.schoolName }).fill('Sunrise Public School');
  await main.getByRole('textbox', { name: form.schoolCity }).fill('Chennai');
  await main.getByRole('combobox', { name: form.schoolState }).selectOption('Tamil Nadu');
  await main.getByRole('textbox', { name: form.guardianName }).fill('Lakshmi Iyer');
  await main.getByRole('checkbox', { name: consentNotice('en') }).check();
  await main.getByRole('button', { name: form.submit, exact: true }).click();
  const number = page.getByTestId('registration-number');
  await expect(number).toBeVisible({ timeout: 20_000 });
  // The server's trigger confirms it (the guardian's address is the account's, verified); if the
  // write carried a token issued before the verification, the server mails the guardian's link
  // instead, and the guardian confirms from it. The page shows the server's answer once reloaded.
  const confirmed = page.getByRole('region', { name: form.confirmed });
  await expect(async () => {
    if (await confirmed.isVisible()) return;
    const link = await guardianLinkTo(email);
    if (link !== '') {
      await page.goto(link);
      await main.getByRole('button', { name: words.guardianPage.confirm }).click();
      await expect(main.getByText(words.guardianPage.confirmed)).toBeFocused();
    }
    await open(page, routes.examRegistration.getHref());
    await expect(confirmed).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 90_000 });
  return ((await number.textContent()) ?? '').trim();
}

test('the organiser finds, exports, imports with a bad row, publishes; the mailed certificate verifies and prints', async ({
  page,
}) => {
  const parent = uniqueEmail('parent');
  const number = await registerCandidate(page, parent);
  await logOut(page);

  const organiser = uniqueEmail('organiser');
  await createAccount(organiser);
  await grantOrganiser(organiser);
  await logIn(page, organiser);
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
  await expect(table.getByRole('rowheader', { name: number })).toBeVisible({ timeout: 20_000 });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText('Meera Iyer');
  await expectNoAxeViolations(page, 'the console on Firebase, a registration found');

  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    main.getByRole('button', { name: text.exportButton }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^apex-.+-registrations\.csv$/);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows = Papa.parse<string[]>(bytes.toString('utf8').replace(/^\uFEFF/, ''), {
    skipEmptyLines: true,
  }).data;
  expect(rows[0]).toEqual(registrationCsvHeader());
  expect(rows.every((cells) => cells.length === rows[0]?.length)).toBe(true);
  const row = rows.find((cells) => cells[0] === number);
  expect(row?.slice(0, 9)).toEqual([
    number,
    'Meera Iyer',
    '7',
    'Sunrise Public School',
    'Chennai',
    'Tamil Nadu',
    'Lakshmi Iyer',
    parent,
    '',
  ]);
  expect(row?.[9]).toBe('confirmed');

  await main.getByLabel(text.fileLabel).setInputFiles({
    name: 'results.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`Roll No,Marks,Out of\n${number},39,40\n2222-2222-2222,10,40\n`),
  });
  await expect(main.getByText('Ready to publish: 1. With problems: 1.')).toBeVisible({
    timeout: 30_000,
  });
  const problems = main.getByRole('list', { name: text.problemsCaption });
  await expect(
    problems.getByRole('listitem', { name: new RegExp(`^${text.problemLine({ line: '3' })}`) }),
  ).toContainText(text.problems['unknown-number']);
  await main.getByRole('button', { name: text.dropRow({ line: '3' }) }).click();
  await main.getByRole('button', { name: text.publish({ count: 1 }) }).click();
  await main.getByRole('button', { name: text.summaryConfirm({ count: 1 }) }).click();
  await expect(
    main.getByText(text.published({ count: 1, added: 1, corrected: 0, unchanged: 0, mailed: 1 })),
  ).toBeVisible({ timeout: 60_000 });

  // The server's result mail to the guardian (the Trigger Email outbox) carries the link.
  let certificate = '';
  await expect
    .poll(
      async () => {
        const mail = (await mailDocuments()).find(
          (entry) => entry.includes(`"${parent}"`) && entry.includes('/certificate/'),
        );
        certificate = certificateIdIn(mail ?? '');
        return certificate;
      },
      { message: `a result mail to ${parent} with the certificate's link`, timeout: 20_000 },
    )
    .not.toBe('');

  await logOut(page);
  await expectCertificateVerifiesAndPrints(page, certificate, 'en', 'Meera Iyer');
  await expectCertificateVerifiesAndPrints(page, certificate, 'hi', 'Meera Iyer');
});

test('a signed-in account without the role is told it has no access; the rules refuse its reads', async ({
  page,
}) => {
  const parent = uniqueEmail('parent');
  await createAccount(parent);
  await logIn(page, parent);
  await page.goto(routes.organiser.getHref());
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: text.noAccessHeading })).toBeVisible();
  await expect(main.getByText(text.noAccess)).toBeVisible();
  await expect(main.getByRole('heading', { name: text.registrationsHeading })).toHaveCount(0);
  await expectNoAxeViolations(page, 'the console on Firebase, no access');

  // What the console reads, read with the parent's own token: the rules refuse each.
  const token = await idTokenOf(parent);
  const asParent = { Authorization: `Bearer ${token}` };
  for (const path of [`editions/${EDITION}/registrations`, `publishRuns/${EDITION}`]) {
    const read = await fetch(`${DOCUMENTS}/${path}`, { headers: asParent });
    expect(read.status, `the rules refuse ${path} to a non-organiser`).toBe(403);
  }
});

/** Whether an element lies wholly within the viewport's width (nothing cut off to the right). */
async function expectWithinWidth(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box, 'the element is laid out').not.toBeNull();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(width);
}

test('a working day (issue 42): "Sharma" by the word, a table that fits, 45/40 fixed in marks, the only candidate, a truthful publish', async ({
  page,
}) => {
  test.setTimeout(500_000);
  const rohanParent = uniqueEmail('rohan');
  const rohan = await registerCandidate(page, rohanParent, { name: 'Rohan Sharma', grade: '8' });
  await logOut(page);
  const leela = await registerCandidate(page, uniqueEmail('leela'), {
    name: 'Leela Sharma',
    grade: '9',
  });
  await logOut(page);

  const organiser = uniqueEmail('organiser');
  await createAccount(organiser);
  await grantOrganiser(organiser);
  await logIn(page, organiser);
  await page.goto(routes.organiser.getHref());
  const main = page.getByRole('main');
  await main.getByRole('searchbox', { name: text.search }).fill('Sharma');
  await main.getByRole('button', { name: text.searchButton, exact: true }).click();
  const region = main.getByRole('region', { name: text.tableScroll });
  await expect(region.getByRole('rowheader', { name: rohan })).toBeVisible({ timeout: 20_000 });
  await expect(region.getByRole('rowheader', { name: leela })).toBeVisible();
  await expect(region.getByRole('table')).toHaveAccessibleName(/^Showing 1–\d+ of \d+$/);
  expect(await region.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
  for (const column of [text.columnStatus, text.columnGuardian]) {
    await expectWithinWidth(page, region.getByRole('columnheader', { name: column }));
  }
  await expectNoAxeViolations(page, 'the console on Firebase, "Sharma" found');

  await main.getByLabel(text.fileLabel).setInputFiles({
    name: 'results.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`Roll No,Marks,Out of\n${rohan},45,40\n${leela},30,40\n`),
  });
  const problems = main.getByRole('list', { name: text.problemsCaption });
  const over = problems.getByRole('listitem', { name: /^Line 2/ });
  await expect(over).toContainText(text.scoreOverMax({ score: '45', max: '40' }), {
    timeout: 30_000,
  });
  await expect(over).toContainText('Rohan Sharma');
  await expect(main.getByRole('button', { name: text.publish({ count: 1 }) })).toBeDisabled();
  await page.setViewportSize({ width: 375, height: 800 });
  await expectWithinWidth(page, over);
  await expectWithinWidth(page, over.getByRole('button', { name: text.dropRow({ line: '2' }) }));
  await expectNoAxeViolations(page, 'the results preview on Firebase, on a phone');
  await page.setViewportSize({ width: 1280, height: 800 });

  const marks = over.getByRole('textbox', { name: text.fixMarks({ line: '2', max: '40' }) });
  await marks.fill('40');
  await expect(over).toContainText(text.scoreMarks({ score: '40', max: '40', percent: '100' }));
  await marks.press('Enter');
  await main.getByRole('button', { name: text.publish({ count: 2 }) }).click();
  // Refused first (nothing written), then in progress, axe clean in each state (issue 42).
  const publishCall = await breakCalls(page, callableUrl('publishResults'), { mode: 'fail' });
  await main.getByRole('button', { name: text.summaryConfirm({ count: 2 }) }).click();
  await expect(main.getByText(text.publishFailed)).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolations(page, 'publishing refused on Firebase');
  await publishCall.set('hold');
  await main.getByRole('button', { name: text.publishAgain }).click();
  await main.getByRole('button', { name: text.summaryConfirm({ count: 2 }) }).click();
  await expect(main.getByRole('progressbar', { name: text.publishProgress })).toBeVisible();
  await expectNoAxeViolations(page, 'publishing on Firebase, in progress');
  await publishCall.set('fail');
  await expect(main.getByText(text.publishFailed)).toBeVisible({ timeout: 20_000 });
  // Refused while another run of the edition goes on: the console says to wait.
  const running = await breakCalls(page, callableUrl('publishResults'), {
    mode: 'fail',
    failure: callableRefusal('FAILED_PRECONDITION', 'organiser/publish-running'),
  });
  await main.getByRole('button', { name: text.publishAgain }).click();
  await main.getByRole('button', { name: text.summaryConfirm({ count: 2 }) }).click();
  await expect(
    main.getByText(describeError('organiser/publish-running', '', 'en').message),
  ).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolations(page, 'publishing refused while another run goes on');
  await Promise.all([running.set('pass'), publishCall.set('pass')]);
  await main.getByRole('button', { name: text.publish({ count: 2 }) }).click();
  await main.getByRole('button', { name: text.summaryConfirm({ count: 2 }) }).click();
  await expect(
    main.getByText(text.published({ count: 2, added: 2, corrected: 0, unchanged: 0, mailed: 2 })),
  ).toBeVisible({ timeout: 60_000 });

  // The server's mail: 100%, never 40%; the grade's only candidate told so, never "0%".
  let mail = '';
  await expect
    .poll(
      async () => {
        mail =
          (await mailDocuments()).find(
            (entry) => entry.includes(`"${rohanParent}"`) && entry.includes('/certificate/'),
          ) ?? '';
        return mail;
      },
      { timeout: 20_000 },
    )
    .not.toBe('');
  expect(mail).toContain('scored 100%.');
  expect(mail).toContain('Rohan Sharma was the only candidate of this grade');
  expect(mail).not.toMatch(/\b0\s*%/);

  await page.reload();
  await expect(main.getByText(/^Results published on .+: 2 results\.$/)).toBeVisible({
    timeout: 20_000,
  });
  await main.getByText(text.certificatesSummary).click();
  const certificates = main.getByRole('list', { name: text.certificatesCaption });
  // The emulators' edition may hold other tests' results too: these two are listed, linked.
  for (const number of [rohan, leela]) {
    await expect(
      certificates.getByRole('link', { name: text.certificateFor({ number }) }),
    ).toHaveAttribute('href', /^\/certificate\/[A-Za-z0-9_-]{22}$/, { timeout: 20_000 });
  }
  // The same file again: Publish stays off, as the server's record of the last publish says.
  await main.getByLabel(text.fileLabel).setInputFiles({
    name: 'results.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`Roll No,Marks,Out of\n${rohan},40,40\n${leela},30,40\n`),
  });
  await expect(main.getByText(text.nothingNew)).toBeVisible({ timeout: 20_000 });
  await expect(main.getByRole('button', { name: text.publish({ count: 2 }) })).toBeDisabled();
  // One of its rows alone may be published: nothing new is sent, and the console says so.
  await main.getByLabel(text.fileLabel).setInputFiles({
    name: 'results.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`Roll No,Marks,Out of\n${rohan},40,40\n`),
  });
  await main.getByRole('button', { name: text.publish({ count: 1 }) }).click();
  await main.getByRole('button', { name: text.summaryConfirm({ count: 1 }) }).click();
  await expect(main.getByText(text.publishedNothingNew({ count: 1 }))).toBeVisible({
    timeout: 60_000,
  });
  await expectNoAxeViolations(page, 'the console on Firebase, published again');

  // In Hindi, a changed row refused, in progress, then refused while another run is going:
  // each state says so, axe clean; nothing reaches the server.
  const hindi = messagesFor('hi').organiserConsole;
  await open(page, localizedHref(routes.organiser.getHref(), 'hi'));
  // The certificates' list loading, then refused.
  const listing = await breakCalls(page, /:runQuery(\?.*)?$/, {
    body: '"collectionId":"results"',
    mode: 'hold',
  });
  await main.getByText(hindi.certificatesSummary).click({ timeout: 20_000 });
  await expect(main.getByText(hindi.certificatesLoading)).toBeVisible();
  await expectNoAxeViolations(page, 'the certificates loading, in Hindi');
  await listing.set('fail');
  await expect(main.getByText(hindi.certificatesFailed)).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolations(page, 'the certificates refused, in Hindi');
  await listing.set('pass');
  const refused = await breakCalls(page, callableUrl('publishResults'), { mode: 'fail' });
  await main.getByLabel(hindi.fileLabel).setInputFiles({
    name: 'results.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`Roll No,Marks,Out of\n${rohan},39,40\n`),
  });
  await main.getByRole('button', { name: hindi.publish({ count: 1 }) }).click({ timeout: 20_000 });
  await main.getByRole('button', { name: hindi.summaryConfirm({ count: 1 }) }).click();
  await expect(main.getByText(hindi.publishFailed)).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolations(page, 'publishing refused on Firebase, in Hindi');
  await refused.set('hold');
  await main.getByRole('button', { name: hindi.publishAgain }).click();
  await main.getByRole('button', { name: hindi.summaryConfirm({ count: 1 }) }).click();
  await expect(main.getByRole('progressbar', { name: hindi.publishProgress })).toBeVisible();
  await expectNoAxeViolations(page, 'publishing on Firebase in progress, in Hindi');
  await refused.set('fail');
  await expect(main.getByText(hindi.publishFailed)).toBeVisible({ timeout: 20_000 });
  await breakCalls(page, callableUrl('publishResults'), {
    mode: 'fail',
    failure: callableRefusal('FAILED_PRECONDITION', 'organiser/publish-running'),
  });
  await main.getByRole('button', { name: hindi.publishAgain }).click();
  await main.getByRole('button', { name: hindi.summaryConfirm({ count: 1 }) }).click();
  await expect(
    main.getByText(describeError('organiser/publish-running', '', 'hi').message),
  ).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolations(page, 'publishing refused while another run goes on, in Hindi');

  // The family's page on this build: the grade's only candidate is told so, in both languages,
  // with no percentile (never "percentile 0"). Logged out from the home page: signing out on
  // /organiser leads to the login, which has no header.
  await open(page, routes.home.getHref());
  await logOut(page);
  await logIn(page, rohanParent);
  for (const locale of ['en', 'hi'] as const) {
    const family = messagesFor(locale).results;
    const grade = formatGrade(8, locale);
    await open(page, localizedHref(routes.examRegistration.getHref(), locale));
    const result = page.getByRole('main');
    await expect(result.getByText(family.onlyText({ grade }))).toBeVisible({ timeout: 20_000 });
    await expect(result.getByText(family.onlyFigure, { exact: true })).toBeVisible();
    await expect(result.getByText(family.percentile({ grade }))).toHaveCount(0);
    await expect(result.getByText(family.percentileText({ grade, percentile: 0 }))).toHaveCount(0);
    await expectNoAxeViolations(page, `the only candidate's result on Firebase (${locale})`);
  }
});
