import { readFile } from 'node:fs/promises';
import { DEV_SERVER_LOG } from '../../playwright.dev.config.ts';
import { routes } from '../../src/routes/paths.ts';
import { open } from '../support/page.ts';
import { saveScreenshots } from '../support/screenshots.ts';
import { expect, test } from '../support/test.ts';
import {
  logIn,
  logOut,
  ORGANISER,
  openMail,
  openMailbox,
  PARENT,
  REGISTRATION_OPEN,
  registerCandidate,
  words,
} from './devJourney.ts';

/**
 * The first publish after a fresh start of `pnpm dev` (issue 43), the first spec on a dev server
 * whose dependency cache was emptied: a parent registers, the organiser uploads results and
 * publishes, and the confirmation shows, with no reload on the way (Vite reloads the page when it
 * meets a dependency it had not pre-bundled). The guardian's result mail is in the development
 * mailbox; its certificate link opens the certificate, whose signature verifies against the key
 * set the dev server serves.
 */

const text = words.organiserConsole;

/** Marks the page; a reload would start a new document without the mark. */
async function markDocument(page: import('@playwright/test').Page) {
  await page.evaluate(() => Reflect.set(window, 'apexSameDocument', true));
}
async function expectSameDocument(page: import('@playwright/test').Page) {
  expect(
    await page.evaluate(() => Reflect.get(window, 'apexSameDocument')),
    'the page was not reloaded',
  ).toBe(true);
}

test('the first publish after a fresh start completes without a reload; the certificate verifies', async ({
  page,
}) => {
  await page.clock.setFixedTime(REGISTRATION_OPEN);
  await logIn(page, PARENT.email, PARENT.password);
  await markDocument(page);
  const number = await registerCandidate(page);
  await logOut(page);

  await logIn(page, ORGANISER.email, ORGANISER.password);
  await markDocument(page);
  await page
    .getByRole('button', { name: /^Account menu/ })
    .first()
    .click();
  await page.getByRole('menuitem', { name: text.menuEntry }).click();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
  await main.getByLabel(text.fileLabel).setInputFiles({
    name: 'results.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`Roll No,Marks,Out of\n${number},39,40\n`),
  });
  await expect(main.getByText(text.previewSummary({ good: '1', bad: '0' }))).toBeVisible();
  await main.getByRole('button', { name: text.publish({ count: '1' }) }).click();
  await main.getByRole('button', { name: text.summaryConfirm({ count: 1 }) }).click();
  await expect(
    main.getByText(text.published({ count: 1, added: 1, corrected: 0, unchanged: 0, mailed: 1 })),
  ).toBeVisible();
  await expectSameDocument(page);
  const log = await readFile(DEV_SERVER_LOG, 'utf8');
  expect(log, 'the dev server reloaded no page').not.toMatch(/reloading/i);

  const dialog = await openMailbox(page);
  const mail = await openMail(dialog, 'result', PARENT.email);
  await saveScreenshots(page, 'mail-result', { of: mail });
  const certificateLink = mail.getByRole('link', { name: /\/certificate\// });
  const href = (await certificateLink.getAttribute('href')) ?? '';
  expect(href).toMatch(/^http:\/\/localhost:\d+\/certificate\/[\w-]+$/);

  await open(page, routes.home.getHref());
  await logOut(page);
  await open(page, new URL(href).pathname);
  const signature = page.getByRole('region', { name: words.credential.heading });
  await expect(signature.getByText(words.credential.valid, { exact: true })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Meera Iyer');
});
