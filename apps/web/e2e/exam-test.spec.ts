import { messagesFor } from '@apex/core';
import type { Locator } from '@playwright/test';
import { routes } from '../src/routes/paths.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import {
  confirmedCandidate,
  IN_BATCH,
  itemOf,
  MINUTE_MS,
  secondsLeft,
  startTest,
} from './support/examTest.ts';
import { tabTo } from './support/focus.ts';
import { open } from './support/page.ts';
import { expect, test } from './support/test.ts';

/**
 * The built-in test on the memory build (issue 40, step 4): a parent starts the test of a
 * confirmed candidate, answers each kind of question, goes offline and back, reloads, moves the
 * device clock, and submits; in Hindi on a phone the time runs out and the page lists what was
 * not counted. axe at every state.
 */

const words = messagesFor('en');

/** Tab or Shift+Tab: whichever moves from the focused element toward `target` (the paper's order is the attempt's own). */
async function keyToward(target: Locator): Promise<string> {
  const after = await target.evaluate((element) => {
    const focused = document.activeElement;
    return (
      focused === null ||
      Boolean(focused.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING)
    );
  });
  return after ? 'Tab' : 'Shift+Tab';
}
const text = words.examTest;

test.describe('the built-in test', () => {
  test('start, answer each kind, offline and back, reload, a clock moved back, submit', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await confirmedCandidate(page, 'en');
    await startTest(page, 'en');
    await expectNoAxeViolations(page, 'the rules');
    await page.getByRole('button', { name: text.begin }).click();
    const status = page.getByRole('status').filter({ hasText: text.saved });
    await expect(status).toBeVisible();
    expect(await secondsLeft(page)).toBeGreaterThan(39 * 60);
    await expectNoAxeViolations(page, 'the paper, nothing answered');

    // Each kind: a choice, two choices, a number, a short text.
    const single = itemOf(page, 'single-choice');
    await single.getByRole('radio').nth(1).check();
    const multiple = itemOf(page, 'multiple-response');
    await multiple.getByRole('checkbox').nth(0).check();
    await multiple.getByRole('checkbox').nth(2).check();
    const numeric = itemOf(page, 'numeric').getByRole('textbox');
    await numeric.fill('42');
    const short = itemOf(page, 'short-text').getByRole('textbox');
    await short.fill('river');
    await expect(page.getByRole('status').filter({ hasText: text.saved })).toBeVisible();

    // Switching the paper's language keeps every answer.
    await page.getByRole('radio', { name: 'हिंदी' }).check();
    await expect(page.locator('[lang^="hi"] section[data-kind]').first()).toBeVisible();
    await expect(numeric).toHaveValue('42');
    await expect(single.getByRole('radio').nth(1)).toBeChecked();
    await page.getByRole('radio', { name: 'English' }).check();

    // Offline: the answer waits on the phone, and goes when the connection returns.
    await context.setOffline(true);
    await itemOf(page, 'numeric', 1).getByRole('textbox').fill('7.5');
    await expect(page.getByRole('status').filter({ hasText: text.offline })).toBeVisible();
    await expectNoAxeViolations(page, 'the paper, offline');
    const kept = await page.evaluate(
      () =>
        new Promise<unknown>((resolve, reject) => {
          const request = indexedDB.open('apex-test');
          request.onsuccess = () => {
            const read = request.result
              .transaction('kept-answers')
              .objectStore('kept-answers')
              .getAll();
            read.onsuccess = () => resolve(read.result);
            read.onerror = () => reject(read.error);
          };
          request.onerror = () => reject(request.error);
        }),
    );
    expect(JSON.stringify(kept)).toContain('"7.5"');
    await context.setOffline(false);
    await expect(page.getByRole('status').filter({ hasText: text.saved })).toBeVisible();

    // A device clock moved an hour back changes nothing: time left is the server's. (The memory
    // "server" shares the device clock, so this holds between two saves: ADR 0183.)
    await page.waitForTimeout(1200);
    const before = await secondsLeft(page);
    await page.clock.setFixedTime(new Date(IN_BATCH.getTime() - 60 * MINUTE_MS));
    await page.waitForTimeout(1500);
    const after = await secondsLeft(page);
    expect(before - after).toBeGreaterThanOrEqual(0);
    expect(before - after).toBeLessThanOrEqual(3);

    // Two minutes later on the server, a reload resumes with the same answers and the server's time.
    await page.clock.setFixedTime(new Date(IN_BATCH.getTime() + 2 * MINUTE_MS));
    await page.reload();
    await expect(itemOf(page, 'numeric').getByRole('textbox')).toHaveValue('42');
    await expect(itemOf(page, 'numeric', 1).getByRole('textbox')).toHaveValue('7.5');
    await expect(itemOf(page, 'short-text').getByRole('textbox')).toHaveValue('river');
    await expect(itemOf(page, 'single-choice').getByRole('radio').nth(1)).toBeChecked();
    await expect(itemOf(page, 'multiple-response').getByRole('checkbox').nth(2)).toBeChecked();
    const resumed = await secondsLeft(page);
    expect(resumed).toBeLessThanOrEqual(38 * 60);
    expect(resumed).toBeGreaterThan(37 * 60 + 50);

    // Submit, after a confirmation.
    await page.getByRole('button', { name: text.submit }).click();
    await expectNoAxeViolations(page, 'the submit question');
    await page.getByRole('button', { name: text.submitConfirm }).click();
    await expect(page.getByRole('heading', { name: text.closedHeading })).toBeFocused();
    await expect(page.getByText(text.closedByCandidate)).toBeVisible();
    await expect(page.getByText(text.allCounted)).toBeVisible();
    await expectNoAxeViolations(page, 'the closed test');

    // Reloaded, the test stays closed.
    await page.reload();
    await expect(page.getByRole('heading', { name: text.closedHeading })).toBeVisible();
  });
});

test.describe('the built-in test in Hindi on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the notices at 10 and 5 minutes, the time running out, and the answers not counted', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const hindi = messagesFor('hi').examTest;
    await confirmedCandidate(page, 'hi');
    await startTest(page, 'hi');
    await expectNoAxeViolations(page, 'the rules (hi, 375 px)');
    await page.getByRole('button', { name: hindi.begin }).click();
    await expect(page.getByRole('status').filter({ hasText: hindi.saved })).toBeVisible();
    // The paper opens in the page's language.
    await expect(page.locator('[lang^="hi"] section[data-kind]').first()).toBeVisible();
    await itemOf(page, 'single-choice').getByRole('radio').first().check();
    await expectNoAxeViolations(page, 'the paper (hi, 375 px)');
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBeLessThanOrEqual(0);

    // Thirty-one minutes on, the next save brings the server's time: 10 minutes are announced once.
    const notice = (minutes: number) =>
      page.getByRole('status').filter({ hasText: hindi.minutesLeft({ minutes }) });
    await page.clock.setFixedTime(new Date(IN_BATCH.getTime() + 31 * MINUTE_MS));
    await itemOf(page, 'numeric').getByRole('textbox').fill('12');
    await expect(notice(10)).toBeVisible();
    await expect(notice(5)).toHaveCount(0);
    await page.clock.setFixedTime(new Date(IN_BATCH.getTime() + 36 * MINUTE_MS));
    await itemOf(page, 'numeric', 1).getByRole('textbox').fill('3');
    await expect(notice(5)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: hindi.saved })).toBeVisible();
    await expectNoAxeViolations(page, 'the paper with 5 minutes left (hi, 375 px)');

    // Past the deadline and its grace, an answer is refused: the test closes and says which.
    const late = itemOf(page, 'short-text');
    const lateHeading = (await late.getByRole('heading').textContent()) ?? '';
    const lateQuestion = /प्रश्न \d+/.exec(lateHeading)?.[0] ?? 'none';
    await page.clock.setFixedTime(new Date(IN_BATCH.getTime() + 41 * MINUTE_MS));
    await late.getByRole('textbox').fill('नदी');
    await expect(page.getByRole('heading', { name: hindi.closedHeading })).toBeFocused();
    await expect(page.getByText(hindi.closedByDeadline)).toBeVisible();
    const list = page.getByRole('list').filter({ hasText: lateQuestion });
    await expect(list.getByRole('listitem')).toHaveText([lateQuestion]);
    await expectNoAxeViolations(page, 'the closed test, an answer not counted (hi, 375 px)');

    // Reloaded, the page still says which answer was not counted.
    await page.reload();
    await expect(page.getByRole('heading', { name: hindi.notCountedHeading })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: lateQuestion })).toHaveCount(1);
  });
});

test.describe('the built-in test by keyboard, at 320 px and 200% text', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('starts, answers and submits with the keyboard only, with nothing cut off', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await confirmedCandidate(page, 'en');
    await open(page, routes.examRegistration.getHref());
    // Text at 200%: the page reflows within 320 px.
    await page.evaluate(() => document.documentElement.style.setProperty('font-size', '200%'));
    await tabTo(
      page,
      page.getByRole('link', { name: text.startLink({ candidate: 'आशा वर्मा' }) }),
      80,
    );
    await page.keyboard.press('Enter');
    const begin = page.getByRole('button', { name: text.begin });
    await expect(begin).toBeVisible();
    await tabTo(page, begin, 80);
    await page.keyboard.press('Enter');
    const title = page.getByRole('heading', { level: 2 }).first();
    await expect(title).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: text.saved })).toBeVisible();
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, 'the paper at 320 px and 200% text');

    // A choice by the arrow keys, a number typed, a box ticked with Space.
    const single = itemOf(page, 'single-choice');
    await tabTo(page, single.getByRole('radio').first(), 80);
    await page.keyboard.press('ArrowDown');
    await expect(single.getByRole('radio').nth(1)).toBeChecked();
    const numeric = itemOf(page, 'numeric').getByRole('textbox');
    await tabTo(page, numeric, 160, await keyToward(numeric));
    await page.keyboard.type('15');
    const multiple = itemOf(page, 'multiple-response').getByRole('checkbox').first();
    await tabTo(page, multiple, 160, await keyToward(multiple));
    await page.keyboard.press('Space');
    await expect(multiple).toBeChecked();
    await expect(page.getByRole('status').filter({ hasText: text.saved })).toBeVisible();

    await tabTo(page, page.getByRole('button', { name: text.submit }), 200);
    await page.keyboard.press('Enter');
    await tabTo(page, page.getByRole('button', { name: text.submitConfirm }), 5);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: text.closedHeading })).toBeFocused();
    await expect(numeric).toHaveCount(0);
    await expect(page.getByText(text.allCounted)).toBeVisible();
  });
});
