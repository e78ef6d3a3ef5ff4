import { EDITION_2024, externalTestLinks } from '@apex/core';
import type { Page } from '@playwright/test';
import { homeSections, routes } from '../src/routes/paths.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { open } from './support/page.ts';
import { expect, test } from './support/test.ts';

// The build is prerendered on the real day; the browser's clock pretends other days, and the app
// corrects the prerendered phase once it starts, with no rebuild.

/** A day in each phase, and what home's badge, /apex's banner and /page3's heading then say. */
const PHASES = [
  {
    phase: 'announced',
    day: '2024-08-15T12:00:00+05:30',
    says: ['Coming soon', 'Coming soon', 'Test dates'],
  },
  {
    phase: 'registration open',
    day: '2024-09-15T12:00:00+05:30',
    says: ['Registration open', 'Registration open', 'Test dates'],
  },
  {
    phase: 'live, in Batch 1',
    day: '2024-10-06T10:00:00+05:30',
    says: ['LIVE NOW!', 'Test Is Live', 'Choose your grade'],
  },
  {
    phase: 'closed, today',
    day: '2026-11-23T12:00:00+05:30',
    says: ['Window closed', 'The October 2024 window has closed.', 'Test dates'],
  },
] as const;
const [, , LIVE, TODAY] = PHASES;

const NOTIFY = { name: 'Notify me about the next exam' };
const hero = (page: Page) => page.locator(`#${homeSections.hero}`);
const testLinks = (page: Page) => page.getByRole('main').locator('a[href^="https://tests."]');

test.describe('the exam follows the Indian date', () => {
  test('in Batch 1 of 2024 the home page is live and /page3 opens a grade’s test', async ({
    page,
    context,
  }) => {
    await page.clock.setFixedTime(new Date(LIVE.day));
    await open(page, routes.home.getHref());
    await expect(hero(page).getByText('LIVE NOW!')).toBeVisible();
    await expect(hero(page).getByText('Free until October 2024')).toBeVisible();

    // The test host is somebody else's site: answer for it so no request leaves the machine.
    await context.route('https://tests.apex-exam.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Grade test</title><h1>Test</h1>' }),
    );
    await open(page, routes.page3.getHref());
    const first = externalTestLinks(EDITION_2024)[0];
    const link = page.getByRole('link', { name: /6th Grade/ });
    await expect(link).toHaveAttribute('href', first?.url ?? '');
    const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
    await expect(popup).toHaveURL(first?.url ?? '');
  });

  test('today the home page says the window has closed and /page3 opens no test', async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date(TODAY.day));
    await open(page, routes.home.getHref());
    await expect(hero(page).getByText('The October 2024 window has closed.')).toBeVisible();
    await expect(hero(page).getByRole('form', NOTIFY)).toBeVisible();
    await expect(page.getByText('LIVE NOW!')).toHaveCount(0);
    await expect(page.getByText(/Free until/)).toHaveCount(0);

    await open(page, routes.page3.getHref());
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Test dates');
    await expect(page.getByRole('main').getByRole('form', NOTIFY)).toBeVisible();
    await expect(testLinks(page)).toHaveCount(0);
  });

  test('a production build ignores the development-only ?today=', async ({ page }) => {
    await page.clock.setFixedTime(new Date(TODAY.day));
    await page.goto(`${routes.page3.getHref()}?today=2024-10-06`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Test dates');
    await expect(testLinks(page)).toHaveCount(0);
  });

  for (const { phase, day, says } of PHASES) {
    test(`axe finds no violations on the exam pages when ${phase}`, async ({ page }) => {
      await page.clock.setFixedTime(new Date(day));
      const [badge, banner, heading] = says;
      await open(page, routes.home.getHref());
      await expect(hero(page).getByText(badge, { exact: true })).toBeVisible();
      await expectNoAxeViolations(page, `/ when ${phase}`);
      await open(page, routes.apex.getHref());
      await expect(page.getByRole('heading', { level: 2, name: banner })).toBeVisible();
      await expectNoAxeViolations(page, `/apex when ${phase}`);
      await open(page, routes.page3.getHref());
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expectNoAxeViolations(page, `/page3 when ${phase}`);
    });
  }
});
