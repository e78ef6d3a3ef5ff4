import { routes } from '../src/routes/paths.ts';
import { open } from './support/page.ts';
import { expect, test } from './support/test.ts';

/**
 * A prerendered page asks for no JavaScript until it has painted and loaded (vite/deferBoot.ts,
 * docs/adr/0094-boot-after-paint.md), then hydrates as usual under the hosting's CSP
 * (scripts/serve.mjs sends it). A page whose view depends on its query starts at once.
 */
for (const path of [routes.home.path, `/hi${routes.apex.path}`, routes.register.path]) {
  test(`${path} requests its first script after the first paint and the load event`, async ({
    page,
  }) => {
    await open(page, path);
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      load: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
        .loadEventStart,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => entry.startTime),
    }));
    expect(timing.paint).toBeDefined();
    expect(timing.scripts.length).toBeGreaterThan(0);
    expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.paint ?? Number.NaN);
    expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.load);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated');
  });
}
