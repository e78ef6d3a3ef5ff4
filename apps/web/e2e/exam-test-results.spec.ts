import { formatScore, type Locale, messagesFor } from '@apex/core';
import type { Page } from '@playwright/test';
import { localizedHref } from '../src/routes/localePath.ts';
import { routes } from '../src/routes/paths.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { certificateIdIn } from './support/certificate.ts';
import { demo, logIn, logOut } from './support/demoAccounts.ts';
import { confirmedCandidate, itemOf, startTest } from './support/examTest.ts';
import { open } from './support/page.ts';
import { expect, test } from './support/test.ts';

/**
 * The built-in test's results on the memory build (issue 40, step 5; ADR 0187): a parent starts
 * the test of a confirmed candidate from the registration page, answers and submits; the
 * organiser publishes the server's scores of closed attempts, with no file; the family sees the
 * score and the certificate, which verifies. The family's side in English and in Hindi at 375 px,
 * axe at each state.
 */

const ORGANISER = demo('organiser@example.com');
/** Noon in India on the day between the 2024 edition's two batches: Batch 1 has closed. */
const AFTER_BATCH = new Date('2024-10-16T12:00:00+05:30');
const PARENT = demo('parent@example.com');
const CANDIDATE = 'आशा वर्मा';

/** The server's score of the one attempt, as a percentage (the memory "server" keeps it in the page's storage). */
async function serverScore(page: Page): Promise<number> {
  return page.evaluate(() => {
    const state = JSON.parse(window.localStorage.getItem('apex.memory-backend') ?? '{}') as {
      attempts?: Record<string, string>;
    };
    const [json] = Object.values(state.attempts ?? {});
    const { score } = JSON.parse(json ?? '{}') as { score?: { marks: number; outOf: number } };
    if (score === undefined) throw new Error('no score kept');
    return Math.round((score.marks / score.outOf) * 10_000) / 100;
  });
}

const PHONE = { width: 375, height: 740 };

/** Logs out from the home page; the account menu is the wide header's, so the page widens first. */
async function logOutFromHome(page: Page): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, routes.home.getHref());
  await logOut(page);
  await page.setViewportSize(PHONE);
}

/** A parent answers two questions and submits, from the registration page. */
async function takeTheTest(page: Page, locale: Locale): Promise<void> {
  const text = messagesFor(locale).examTest;
  await confirmedCandidate(page, locale);
  await startTest(page, locale);
  await page.getByRole('button', { name: text.begin }).click();
  await itemOf(page, 'single-choice').getByRole('radio').first().check();
  await itemOf(page, 'single-choice', 1).getByRole('radio').nth(1).check();
  await expect(page.getByRole('status').filter({ hasText: text.saved })).toBeVisible();
  await page.getByRole('button', { name: text.submit }).click();
  await page.getByRole('button', { name: text.submitConfirm }).click();
  await expect(page.getByRole('heading', { name: text.closedHeading })).toBeFocused();
  await expectNoAxeViolations(page, `the submitted test (${locale}, 375 px)`);
}

/** The organiser reads the closed attempts' scores and publishes them: one result. */
async function publishFromAttempts(page: Page): Promise<void> {
  const words = messagesFor('en');
  const text = words.organiserAttemptResults;
  await logIn(page, ORGANISER.email, ORGANISER.password);
  await open(page, routes.organiser.getHref());
  const main = page.getByRole('main');
  await main.getByRole('button', { name: text.read }).click();
  await expect(main.getByText(text.ready({ count: 1 }))).toBeVisible();
  await expectNoAxeViolations(page, 'the scores of closed attempts, ready to publish');
  // The item analysis is not open while the batch runs, and the page says why.
  const analysis = words.organiserAnalysis;
  await main.getByRole('button', { name: analysis.show }).click();
  await expect(
    main.getByRole('status').filter({ hasText: words.errors['organiser/batch-open'] }),
  ).toBeVisible();
  await expect(main.getByRole('table', { name: /Item analysis/ })).toHaveCount(0);
  await main.getByRole('button', { name: words.organiserConsole.publish({ count: 1 }) }).click();
  await main
    .getByRole('button', { name: words.organiserConsole.summaryConfirm({ count: 1 }) })
    .click();
  await expect(
    main.getByText(
      words.organiserConsole.published({
        count: 1,
        added: 1,
        corrected: 0,
        unchanged: 0,
        mailed: 1,
      }),
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'the scores of closed attempts, published');
  await logOutFromHome(page);
}

for (const locale of ['en', 'hi'] as const) {
  test.describe(`the built-in test's result (${locale}, 375 px)`, () => {
    test.use({ viewport: PHONE });

    test('a parent takes the test, the organiser publishes from attempts, the family sees the score and the certificate', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const words = messagesFor(locale);
      await takeTheTest(page, locale);
      const percent = await serverScore(page);
      await logOutFromHome(page);

      await publishFromAttempts(page);

      await logIn(page, PARENT.email, PARENT.password, locale);
      await open(page, localizedHref(routes.examRegistration.getHref(), locale));
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { name: words.results.heading })).toBeVisible();
      await expect(
        main.getByText(words.results.scoreValue({ score: formatScore(percent, locale) }), {
          exact: true,
        }),
      ).toBeVisible();
      const link = main.getByRole('link', { name: words.results.certificateLink });
      await expect(link).toBeVisible();
      await expectNoAxeViolations(page, `the family's result (${locale}, 375 px)`);

      // The certificate verifies: anyone with the link sees the candidate, signed out too.
      const id = certificateIdIn((await link.getAttribute('href')) ?? '');
      expect(id).not.toBe('');
      await logOutFromHome(page);
      await open(page, localizedHref(routes.certificate.getHref(id), locale));
      await expect(main.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
      await expect(main.getByText(CANDIDATE)).toBeVisible();
      await expect(main.getByText(words.certificate.withdrawnHeading, { exact: true })).toHaveCount(
        0,
      );
      // Its signed credential checks out against the site's published keys.
      const signature = page.getByRole('region', { name: words.credential.heading });
      await expect(signature.getByText(words.credential.valid, { exact: true })).toBeVisible({
        timeout: 20_000,
      });
      await expectNoAxeViolations(page, `the certificate (${locale}, 375 px)`);
    });
  });
}

test('after the batch, the organiser reads the item analysis by keyboard, in a captioned table', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const words = messagesFor('en');
  const text = words.organiserAnalysis;
  await takeTheTest(page, 'en');
  await logOutFromHome(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.clock.setFixedTime(AFTER_BATCH);
  await logIn(page, ORGANISER.email, ORGANISER.password);
  await open(page, routes.organiser.getHref());
  const main = page.getByRole('main');

  // The console's link to the section, then the grade and the button by keyboard.
  await main.getByRole('link', { name: text.heading }).click();
  const section = main.getByRole('region', { name: text.heading });
  const grade = section.getByRole('combobox', { name: text.gradeLabel });
  await grade.focus();
  // Grades 6 to 10 are built in: two steps down is Grade 8.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(grade).toHaveValue('8');
  await page.keyboard.press('Tab');
  await expect(section.getByRole('button', { name: text.show })).toBeFocused();
  await page.keyboard.press('Enter');

  const table = section.getByRole('table', { name: text.caption({ grade: '8th Grade' }) });
  await expect(table).toBeVisible();
  await expect(section.getByText(/closed attempt\./)).toBeVisible();
  await expect(table.getByRole('columnheader')).toHaveText([
    text.columnItem,
    text.columnAnswered,
    text.columnShareRight,
    text.columnDiscrimination,
    text.columnPicked,
  ]);
  // One attempt: its first question answered, no discrimination without two attempts.
  await expect(table.getByRole('rowheader').first()).toHaveText(/^Question 1 \(/);
  await expect(table.getByText(text.noDiscrimination).first()).toBeVisible();
  await expect(table.getByText(/^Choice a: [01]$/).first()).toBeVisible();
  await expectNoAxeViolations(page, 'the item analysis');
});
