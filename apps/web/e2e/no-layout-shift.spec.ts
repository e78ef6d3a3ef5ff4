import { routes } from '../src/routes/routes.tsx';
import { open } from './support/page.ts';
import { expect, test } from './support/test.ts';

/**
 * Nothing moves while a page loads and hydrates: it is painted whole (never a part of the HTML,
 * decision P18), the styles arrive with it (P16), and hydration keeps the prerendered markup. On a
 * phone, where a shift is most likely to move a button under a thumb.
 */
test.use({ viewport: { width: 412, height: 823 }, isMobile: true, deviceScaleFactor: 1.75 });

for (const path of [
  routes.home.path,
  routes.apex.path,
  routes.beginner.path,
  routes.register.path,
]) {
  test(`${path} loads and hydrates without a layout shift`, async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { __layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if ('value' in entry && typeof entry.value === 'number') shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await open(page, path);
    // Give the late work (the session on idle, the lazy backend) the time it takes.
    await page.waitForLoadState('networkidle');
    const shifts = await page.evaluate((): unknown => Reflect.get(window, '__layoutShifts'));
    expect(shifts).toEqual([]);
  });
}
