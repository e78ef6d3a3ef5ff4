import type { Page } from '@playwright/test';
import { paths } from '../src/routes/paths.ts';
import { open } from './support/page.ts';
import { expect, test } from './support/test.ts';

/**
 * Nothing moves while a page loads and hydrates: it is painted whole (never a part of the HTML,
 * decision P18), the styles arrive with it (P16), and hydration keeps the prerendered markup. On a
 * phone, where a shift is most likely to move a button under a thumb.
 */
test.use({ viewport: { width: 412, height: 823 }, isMobile: true, deviceScaleFactor: 1.75 });

async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { __layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if ('value' in entry && typeof entry.value === 'number') shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function expectNoShiftAfterLoad(page: Page) {
  // Give the late work (the session on idle, the lazy backend) the time it takes.
  await page.waitForLoadState('networkidle');
  const shifts = await page.evaluate((): unknown => Reflect.get(window, '__layoutShifts'));
  expect(shifts).toEqual([]);
}

for (const path of [paths.home.path, paths.apex.path, paths.beginner.path, paths.register.path]) {
  test(`${path} loads and hydrates without a layout shift`, async ({ page }) => {
    await recordLayoutShifts(page);
    await open(page, path);
    await expectNoShiftAfterLoad(page);
  });
}

// The build is prerendered on the real day (the 2024 window closed). Read on another day, the app
// corrects the exam's phase after it starts; the space reserved for it keeps anything from moving.
const PHASE_VISITS = [
  { day: '2024-10-06T10:00:00+05:30', path: paths.home.path, shows: 'LIVE NOW!' },
  { day: '2024-10-06T10:00:00+05:30', path: paths.apex.path, shows: 'Test Is Live' },
  { day: '2024-10-06T10:00:00+05:30', path: paths.page3.path, shows: 'Choose your grade' },
  { day: '2024-09-15T12:00:00+05:30', path: paths.home.path, shows: 'Registration open' },
  { day: '2024-09-15T12:00:00+05:30', path: paths.apex.path, shows: 'Registration open' },
  { day: '2024-09-15T12:00:00+05:30', path: paths.page3.path, shows: 'No test is open yet' },
];

for (const { day, path, shows } of PHASE_VISITS) {
  test(`${path} read on ${day.slice(0, 10)} changes phase without a layout shift`, async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date(day));
    await recordLayoutShifts(page);
    await open(page, path);
    await expect(page.getByRole('main').getByText(shows).first()).toBeVisible();
    await expectNoShiftAfterLoad(page);
  });
}
