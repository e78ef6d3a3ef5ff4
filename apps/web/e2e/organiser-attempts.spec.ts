import { messagesFor } from '@apex/core';
import type { Page } from '@playwright/test';
import { localizedHref } from '../src/routes/localePath.ts';
import { routes } from '../src/routes/paths.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { demo, logIn, logOut } from './support/demoAccounts.ts';
import { confirmedCandidate, secondsLeft, startTest } from './support/examTest.ts';
import { PARENT } from './support/guardian.ts';
import { expect, test } from './support/test.ts';

/**
 * The organiser's side of the built-in test on the memory build (issue 40, step 5): a batch's
 * attempts in the console, extra time for a running attempt (the candidate's page then shows the
 * longer time left, from the "server"), a reopen of the submitted attempt (the candidate answers
 * again), each with a reason in the activity log; the panel in Hindi, a slip named at its field
 * with the reason kept; axe clean in both languages. The memory "server" shares the page's clock,
 * fixed on a day of Batch 1, so no time passes between the steps.
 */

const en = messagesFor('en');
const text = en.organiserAttempts;
const exam = en.examTest;
const CANDIDATE = 'आशा वर्मा';
const ORGANISER = demo('organiser@example.com');

/** The console's attempts panel, Grade 8 of Batch 1 shown, in `locale`. */
async function attemptsPanel(page: Page, locale: 'en' | 'hi' = 'en') {
  const words = messagesFor(locale).organiserAttempts;
  await page.goto(localizedHref(routes.organiser.getHref(), locale));
  const panel = page.getByRole('main').getByRole('region', { name: words.heading });
  await panel.getByLabel(words.grade).selectOption('8');
  await panel.getByRole('button', { name: words.show }).click();
  return panel;
}

test.describe('the organiser and the attempts', () => {
  test('extra time and a reopen, each with a reason; the candidate sees the new time left', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await confirmedCandidate(page, 'en');
    await startTest(page, 'en');
    await page.getByRole('button', { name: exam.begin }).click();
    await expect(page.getByRole('status').filter({ hasText: exam.saved })).toBeVisible();
    const testPage = page.url();
    const before = await secondsLeft(page);
    expect(before).toBeGreaterThan(39 * 60);

    // The organiser finds the attempt and gives ten minutes more.
    await logOut(page);
    await logIn(page, ORGANISER.email, ORGANISER.password);
    let panel = await attemptsPanel(page);
    const row = panel.getByRole('row').filter({ hasText: CANDIDATE });
    await expect(row).toContainText(text.states['in-progress']);
    await expect(row).toContainText(text.noExtra);
    await row.getByRole('button', { name: /Change the attempt of/ }).click();
    const form = panel.getByRole('region', { name: /Change the attempt of आशा वर्मा/ });
    await expect(form.getByRole('heading')).toBeFocused();
    await form.getByLabel(text.reason).fill('Power cut at the exam centre');
    await form.getByRole('button', { name: text.grant }).click();
    await expect(form.getByRole('status')).toContainText('now has 10 extra minutes in all');
    await expect(row).toContainText(text.extraMinutes({ minutes: 10 }));
    await expectNoAxeViolations(page, 'the attempts, extra time given');

    const log = page.getByRole('main').getByRole('region', { name: en.organiserAudit.heading });
    await log.getByRole('button', { name: en.organiserAudit.refresh }).click();
    await expect(log.getByRole('row').nth(1)).toContainText('Power cut at the exam centre');

    // The candidate's page, reloaded, counts down from the later deadline.
    await logOut(page);
    await logIn(page, PARENT.email, PARENT.password);
    await page.goto(testPage);
    await expect(page.getByTestId('time-left')).toBeVisible();
    const longer = await secondsLeft(page);
    expect(longer - before).toBeGreaterThanOrEqual(10 * 60 - 5);
    expect(longer - before).toBeLessThanOrEqual(10 * 60 + 5);
    await page.getByRole('button', { name: exam.submit }).click();
    await page.getByRole('button', { name: exam.submitConfirm }).click();
    await expect(page.getByRole('heading', { name: exam.closedHeading })).toBeFocused();

    // The organiser reopens the submitted attempt: a reason is required first.
    await logOut(page);
    await logIn(page, ORGANISER.email, ORGANISER.password);
    panel = await attemptsPanel(page);
    const submitted = panel.getByRole('row').filter({ hasText: CANDIDATE });
    await expect(submitted).toContainText(text.states.submitted);
    await submitted.getByRole('button', { name: /Change the attempt of/ }).click();
    const reopen = panel.getByRole('region', { name: /Change the attempt of आशा वर्मा/ });
    await reopen.getByRole('button', { name: text.reopen }).click();
    await expect(reopen.getByText(text.reasonRequired)).toBeVisible();
    await reopen.getByLabel(text.reason).fill('Submitted by mistake');
    await reopen.getByRole('button', { name: text.reopen }).click();
    await expect(reopen.getByRole('status')).toContainText('is open again until');
    await expect(submitted).toContainText(text.states['in-progress']);
    await expect(submitted).toContainText(text.reopenedCount({ count: 1 }));
    await expectNoAxeViolations(page, 'the attempts, an attempt reopened');

    // The candidate answers again, with the time they had not used when they submitted.
    await logOut(page);
    await logIn(page, PARENT.email, PARENT.password);
    await page.goto(testPage);
    await expect(page.getByRole('button', { name: exam.submit })).toBeVisible();
    expect(Math.abs((await secondsLeft(page)) - longer)).toBeLessThanOrEqual(5);

    // In Hindi: the panel, and a slip named at its field with the reason kept; axe clean.
    await logOut(page);
    await logIn(page, ORGANISER.email, ORGANISER.password, 'hi');
    const hi = messagesFor('hi').organiserAttempts;
    const hindiPanel = await attemptsPanel(page, 'hi');
    const hindiRow = hindiPanel.getByRole('row').filter({ hasText: CANDIDATE });
    await expect(hindiRow).toContainText(hi.states['in-progress']);
    await hindiRow.getByRole('button').click();
    const hindiForm = hindiPanel.getByRole('region', { name: new RegExp(CANDIDATE) });
    await hindiForm.getByLabel(hi.reason).fill('बिजली चली गई');
    await hindiForm.getByLabel(hi.minutes).fill('45');
    await hindiForm.getByRole('button', { name: hi.grant }).click();
    await expect(hindiForm.getByText(hi.minutesInvalid({ min: '1', max: '40' }))).toBeVisible();
    await expect(hindiForm.getByLabel(hi.reason)).toHaveValue('बिजली चली गई');
    await expectNoAxeViolations(page, 'the attempts in Hindi, a slip at its field');
  });
});
