import { messagesFor } from '@apex/core';
import type { Page } from '@playwright/test';
import { routes } from '../src/routes/paths.ts';
import { open } from './support/page.ts';
import { expect, test } from './support/test.ts';

// Every public route, in both languages, on a 320 px phone (issue 39): nothing scrolls sideways,
// whatever the day; and between the batches no page says the test is live or offers its links.
// Each page is loaded once; the later days are the same tab read again on those days.

/** The page is loaded on the first day; the last day's year in the footer shows the tab read it. */
const DAYS = {
  'between the batches': new Date('2024-10-16T12:00:00+05:30'),
  'registration open': new Date('2024-09-15T12:00:00+05:30'),
  closed: new Date('2026-11-27T12:00:00+05:30'),
} as const;

/** Every route without a parameter, and the certificate at an address no certificate has. */
const PATHS = [
  ...Object.values(routes)
    .map((route) => route.path)
    .filter((path) => !path.includes(':')),
  routes.certificate.path.replace(':id', 'no-such-certificate'),
];

/** The pages a signed-out visitor is sent from to log in. */
const SIGN_IN_FIRST: readonly string[] = [
  routes.editProfile.path,
  routes.examTest.path,
  routes.organiser.path,
];

const LIVE_WORDS = [
  messagesFor('en').editions.liveNow,
  messagesFor('en').editions.testIsLive,
  messagesFor('hi').editions.liveNow,
  messagesFor('hi').editions.testIsLive,
];

/** How far the page reaches past the screen's right edge, in CSS pixels (0: no sideways scroll). */
function overflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

test.use({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });
// A not-found certificate is fetched and missing: the browser logs its 404 itself.
test.use({ allowedConsoleErrors: [/Failed to load resource/] });

for (const prefix of ['', '/hi']) {
  test.describe(`at 320 px ${prefix === '' ? 'in English' : 'in Hindi'}`, () => {
    for (const path of PATHS) {
      const url = prefix === '' ? path : `${prefix}${path === '/' ? '' : path}`;
      test(`${url} never scrolls sideways, and is not live between the batches`, async ({
        page,
      }) => {
        // Pages with the site's footer are read again in the same tab; its year shows the re-read.
        // The others (the account and staff pages, which have no footer) are loaded each day.
        let reRead = false;
        for (const [when, day] of Object.entries(DAYS)) {
          await page.clock.setFixedTime(day);
          if (reRead) {
            // The tab comes back days later: the site reads the date again (src/clock/examClock.ts)
            // and renders the day's page, as a load on that day would, without a load.
            await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
            await page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
            if (when === 'closed')
              await expect(page.getByRole('contentinfo')).toContainText('2026');
          } else {
            await open(page, url);
            // These pages send a signed-out visitor to log in once the session is known (the
            // test's and the console's show the site's footer until then): wait for that page.
            if (SIGN_IN_FIRST.includes(path))
              await page.waitForURL((address) => address.pathname.endsWith(routes.login.path));
            await page.waitForLoadState('networkidle');
            reRead = (await page.getByRole('contentinfo').count()) > 0;
          }
          expect(
            await overflow(page),
            `${url} ${when}: reaches past the screen`,
          ).toBeLessThanOrEqual(0);
          if (when !== 'between the batches') continue;
          // biome-ignore lint/performance/useDomNodeTextContent: only the words a visitor sees count (not text kept hidden to reserve space).
          const text = await page.locator('body').innerText();
          for (const live of LIVE_WORDS) expect(text, `${url} says "${live}"`).not.toContain(live);
          await expect(page.locator('a[href^="https://tests."]')).toHaveCount(0);
        }
      });
    }
  });
}
