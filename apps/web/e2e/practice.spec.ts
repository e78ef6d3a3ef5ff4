import { messagesFor } from '@apex/core';
import type { Locator, Page } from '@playwright/test';
import { routes } from '../src/routes/paths.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expectVisibleFocus, tabTo } from './support/focus.ts';
import { open, waitForHydration } from './support/page.ts';
import { expect, test } from './support/test.ts';

// Issue 40 step 6: a family tries the Grade 7 practice paper on a phone, with the keyboard only,
// checks it, reads its score in English, switches to Hindi and reads it there; nothing is sent.

const en = messagesFor('en').practice;
const hi = messagesFor('hi').practice;

test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

/** Every request the page makes, by address. */
function recordRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  return requests;
}

const question = (page: Page, number: number, word = 'Question'): Locator =>
  page.getByRole('listitem').filter({
    has: page.getByRole('heading', { name: `${word} ${number}`, exact: true }),
  });

/** A choice by its id in the paper (the maths choices' names are MathML). */
const choice = (item: Locator, id: string) => item.locator(`input[value="${id}"]`);

async function press(page: Page, target: Locator, key: string) {
  await tabTo(page, target);
  await expectVisibleFocus(page);
  await page.keyboard.press(key);
}

test('a family answers a practice paper with the keyboard and sees its score in English and Hindi, and nothing leaves the site', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const requests = recordRequests(page);
  await open(page, routes.apex.getHref());

  // From the exam page to Grade 7's paper, by keyboard.
  await press(page, page.getByRole('link', { name: en.inviteLink }), 'Enter');
  await expect(page.getByRole('heading', { level: 1, name: en.heading })).toBeVisible();
  await press(page, page.getByRole('link', { name: '7th Grade' }), 'Enter');
  await expect(page).toHaveURL(routes.practice.getHref(7));
  await expect(question(page, 6)).toBeVisible();
  await expectNoAxeViolations(page, 'the Grade 7 practice paper, unanswered');

  // English: 1 right (the passage), 2 half right (so wrong), 3 right; Mathematics: all right.
  await press(page, choice(question(page, 1), 'a'), 'Space');
  await press(page, choice(question(page, 2), 'a'), 'Space');
  await tabTo(page, question(page, 3).getByRole('textbox', { name: en.yourAnswer }));
  await page.keyboard.type('Modern');
  // Into the radio group on its first choice, then the arrow picks the second.
  await tabTo(page, choice(question(page, 4), 'a'));
  await page.keyboard.press('ArrowDown');
  await tabTo(page, question(page, 5).getByRole('textbox', { name: en.yourAnswer }));
  await page.keyboard.type('6');
  await press(page, choice(question(page, 6), 'a'), 'Space');
  await press(page, choice(question(page, 6), 'c'), 'Space');
  await expect(choice(question(page, 4), 'b')).toBeChecked();

  const beforeCheck = requests.length;
  await press(page, page.getByRole('button', { name: en.check }), 'Enter');

  const score = page.getByRole('region', { name: en.scoreHeading });
  await expect(score).toContainText('You scored 5 out of 6.');
  await expect(score).toContainText('English: 2 out of 3');
  await expect(score).toContainText('Mathematics: 3 out of 3');
  await expect(page.getByRole('heading', { name: en.scoreHeading })).toBeFocused();
  await expect(question(page, 1)).toContainText(en.right);
  await expect(question(page, 2)).toContainText(en.wrong);
  await expect(question(page, 2)).toContainText(
    `${en.correctAnswer} (A) She walked to school.; (C) They visited the fort.`,
  );
  expect(requests.length, 'checking the answers sent nothing').toBe(beforeCheck);
  await expectNoAxeViolations(page, 'the Grade 7 practice paper, checked, in English');

  // The other language is another document: the answers and the result come with the family.
  await page.getByRole('link', { name: 'हिंदी' }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(`/hi${routes.practice.getHref(7)}`);
  await waitForHydration(page);
  const hindiScore = page.getByRole('region', { name: hi.scoreHeading });
  await expect(hindiScore).toContainText('आपको 6 में से 5\u00a0अंक मिले।');
  await expect(hindiScore).toContainText('अंग्रेज़ी: 3 में से 2');
  await expect(hindiScore).toContainText('गणित: 3 में से 3');
  await expect(question(page, 2, 'प्रश्न')).toContainText(hi.wrong);
  await expect(question(page, 5, 'प्रश्न').getByRole('textbox')).toHaveValue('6');
  await expectNoAxeViolations(page, 'the Grade 7 practice paper, checked, in Hindi');

  // Starting again in Hindi clears the answers; a new check there scores in Hindi.
  await press(page, page.getByRole('button', { name: hi.startAgain }), 'Enter');
  await expect(hindiScore).toBeHidden();
  await press(page, choice(question(page, 1, 'प्रश्न'), 'a'), 'Space');
  await press(page, page.getByRole('button', { name: hi.check }), 'Enter');
  await expect(hindiScore).toContainText('आपको 6 में से 1\u00a0अंक मिले।');
  await expect(question(page, 3, 'प्रश्न')).toContainText(hi.unanswered);
  await expectNoAxeViolations(page, 'the Grade 7 practice paper, checked again, in Hindi');

  // Nothing left the site: every request went to the site's own origin.
  const origin = new URL(baseURL ?? '').origin;
  expect(requests.filter((url) => new URL(url).origin !== origin)).toEqual([]);
});

test('the practice page works with no query: it offers the grades, in both languages', async ({
  page,
}) => {
  await open(page, routes.practice.getHref());
  await expect(page.getByRole('heading', { level: 1, name: en.heading })).toBeVisible();
  await expect(page.getByRole('link', { name: '10th Grade' })).toHaveAttribute(
    'href',
    routes.practice.getHref(10),
  );
  await open(page, `/hi${routes.practice.getHref()}`);
  await expect(page.getByRole('link', { name: 'कक्षा\u00a010' })).toHaveAttribute(
    'href',
    `/hi${routes.practice.getHref(10)}`,
  );
  await expectNoAxeViolations(page, 'the Hindi practice page before a grade is chosen');
});
