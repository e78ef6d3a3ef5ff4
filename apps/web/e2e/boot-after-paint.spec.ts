import { routes } from '../src/routes/paths.ts';
import { open } from './support/page.ts';
import { expect, test } from './support/test.ts';

/**
 * A prerendered page asks for no JavaScript until it has painted (the inline boot loader,
 * docs/decisions.md P17): the first paint has the connection and the CPU to itself. It then
 * hydrates as usual, under the hosting's Content-Security-Policy (build/serve.mjs sends it).
 */
for (const path of [routes.home.path, routes.apex.path, routes.register.path]) {
  test(`${path} requests its first script after the first contentful paint`, async ({ page }) => {
    await open(page, path);
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => entry.startTime),
    }));
    expect(timing.paint).toBeDefined();
    expect(timing.scripts.length).toBeGreaterThan(0);
    expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.paint ?? Number.NaN);
  });
}
