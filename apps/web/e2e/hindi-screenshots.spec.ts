import { DEMO_ACCOUNTS } from '@apex/auth-memory';
import { consentNotice, messagesFor } from '@apex/core';
import type { Page } from '@playwright/test';
import { localizedHref } from '../src/routes/localePath.ts';
import { routes } from '../src/routes/paths.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { open } from './support/page.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { expect, test } from './support/test.ts';

/**
 * The Hindi pages a parent meets on the way to a registration (issue 31), at a phone and a desktop
 * width: the Devanagari is set without tracking or capitals, in a Devanagari font, and nothing
 * overflows. With UPDATE_SCREENSHOTS=1 the run refreshes docs/screenshots/hi-*.png (the home,
 * /apex and /register ones come from screenshots.spec.ts).
 */

const hi = messagesFor('hi');
const REGISTRATION_OPEN = new Date('2024-09-15T12:00:00+05:30');
const PARENT = (() => {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.email === 'parent@example.com');
  if (account === undefined) throw new Error('the memory backend seeds no parent@example.com');
  return account;
})();

test.use({ reducedMotion: 'reduce' });

async function expectNoOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'no horizontal scrolling').toBeLessThanOrEqual(0);
}

async function logIn(page: Page): Promise<void> {
  await page.clock.setFixedTime(REGISTRATION_OPEN);
  await open(page, localizedHref(routes.login.getHref(), 'hi'));
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: hi.account.email, exact: true }).fill(PARENT.email);
  await main.getByLabel(hi.account.password, { exact: true }).fill(PARENT.password);
  await main.getByRole('button', { name: hi.account.loginButton, exact: true }).click();
  await expect(page.getByText(hi.success.login)).toBeVisible();
}

test('Hindi labels are set without letter-spacing or capitals, in a Devanagari font', async ({
  page,
}) => {
  await open(page, '/hi/apex');
  // The exam page's eyebrow, "Apex · …": tracked and in capitals on the English page.
  const eyebrow = page.getByRole('main').getByText(/^Apex · /);
  const style = await eyebrow.evaluate((element) => {
    const computed = getComputedStyle(element);
    return {
      letterSpacing: computed.letterSpacing,
      textTransform: computed.textTransform,
      fontFamily: computed.fontFamily,
    };
  });
  expect(style.letterSpacing).toBe('normal');
  expect(style.textTransform).toBe('none');
  expect(style.fontFamily).toMatch(/^"Noto Sans Devanagari", "Nirmala UI", "Kohinoor Devanagari"/);
  const lineHeight = await page
    .locator('h1')
    .first()
    .evaluate((heading) => {
      const computed = getComputedStyle(heading);
      return Number.parseFloat(computed.lineHeight) / Number.parseFloat(computed.fontSize);
    });
  expect(lineHeight).toBeCloseTo(1.3, 1);
});

test('a Hindi page links the Hindi web manifest, which installs a Hindi app', async ({ page }) => {
  await open(page, '/hi/apex');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/hi/manifest.webmanifest');
  const response = await page.request.get(href ?? '');
  expect(response.ok()).toBe(true);
  expect(await response.json()).toMatchObject({ lang: 'hi-IN', start_url: '/hi' });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the account pages’ language link stays clear of the card', async ({ page }) => {
    await open(page, '/hi/register');
    const link = await page.getByRole('link', { name: 'English' }).boundingBox();
    const card = await page.getByRole('main').locator('section').first().boundingBox();
    if (link === null || card === null) throw new Error('the link or the card is not shown');
    expect(link.y + link.height).toBeLessThanOrEqual(card.y);
  });

  test('an outside link’s arrow stays on the line of its last word', async ({ page }) => {
    await open(page, '/hi/apex');
    const links = page.getByRole('main').locator('a[target="_blank"]:has(svg)');
    await expect(links.first()).toBeVisible();
    // For each link: how far the arrow's bottom sits from its last word's bottom, in line heights.
    const gaps = await links.evaluateAll((anchors) =>
      anchors.map((anchor) => {
        const icon = anchor.querySelector('svg');
        const walker = document.createTreeWalker(anchor, NodeFilter.SHOW_TEXT);
        let last: Text | null = null;
        for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
          const text = node as Text;
          if (icon?.compareDocumentPosition(text) === Node.DOCUMENT_POSITION_FOLLOWING) break;
          if ((text.textContent ?? '').trim() !== '') last = text;
        }
        if (icon === null || last === null) return Number.POSITIVE_INFINITY;
        const range = document.createRange();
        const end = (last.textContent ?? '').trimEnd().length;
        range.setStart(last, end - 1);
        range.setEnd(last, end);
        const word = range.getBoundingClientRect();
        const arrow = icon.getBoundingClientRect();
        return Math.abs(arrow.bottom - word.bottom) / word.height;
      }),
    );
    for (const gap of gaps) expect(gap).toBeLessThan(0.5);
  });
});

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 740 : 800 } });

    test('the Hindi registration form and the guardian page fit the width', async ({ page }) => {
      await logIn(page);
      await open(page, localizedHref(routes.examRegistration.getHref(), 'hi'));
      const main = page.getByRole('main');
      await expect(main.getByText(hi.guardianStatus.parentOnly)).toBeVisible();
      await expectNoOverflow(page);
      await saveScreenshot(page, 'hi-registration-form');

      const text = hi.registration;
      await main.getByRole('textbox', { name: text.candidateName }).fill('आशा वर्मा');
      await main.getByRole('combobox', { name: text.grade }).selectOption('8');
      await main.getByRole('textbox', { name: text.schoolName }).fill('केंद्रीय विद्यालय');
      await main.getByRole('textbox', { name: text.schoolCity }).fill('लखनऊ');
      await main.getByRole('combobox', { name: text.schoolState }).selectOption('Uttar Pradesh');
      await main.getByRole('textbox', { name: text.guardianName }).fill('रवि वर्मा');
      await main.getByRole('textbox', { name: text.guardianEmail }).fill('ravi.verma@example.com');
      await main.getByRole('checkbox', { name: consentNotice('hi') }).check();
      await main.getByRole('button', { name: text.submit, exact: true }).click();
      const slip = page.getByRole('region', { name: hi.guardianStatus.awaitingHeading });
      const link = slip.getByRole('link', { name: hi.guardianStatus.devOpenLink });
      const href = (await link.getAttribute('href')) ?? '';

      await page.goto(href);
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(hi.guardianPage.title);
      await expect(main.getByRole('button', { name: hi.guardianPage.confirm })).toBeVisible();
      await expectNoOverflow(page);
      // The account's email address reads whole: on a phone it is below its long Hindi label,
      // not squeezed beside it and broken mid-word.
      const registrant = main.getByText(PARENT.email, { exact: true });
      const registrantLines = await registrant.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return range.getClientRects().length;
      });
      expect(registrantLines).toBe(1);
      const answer = await registrant.boundingBox();
      const label = await main
        .getByText(hi.guardianPage.registeredBy, { exact: true })
        .boundingBox();
      if (answer === null || label === null) throw new Error('the account row is not laid out');
      if (width < 600) expect(answer.y).toBeGreaterThanOrEqual(label.y + label.height);
      await expectNoAxeViolations(page, `the Hindi guardian page at ${width} px`);
      await saveScreenshot(page, 'hi-guardian');
    });
  });
}
