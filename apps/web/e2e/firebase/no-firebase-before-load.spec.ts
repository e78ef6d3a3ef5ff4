import { routes } from '../../src/routes/paths.ts';
import { AUTH_EMULATOR_ORIGIN } from '../firebase/site.ts';
import { expect, test } from '../support/firebaseTest.ts';
import { open } from '../support/page.ts';

/**
 * On the Firebase build, a page makes no Firebase request, and loads no Firebase code, before its
 * load event: the backend is a dynamic import, loaded on the visitor's intent or on idle
 * (docs/architecture.md, "How a page starts"). The page still hydrates, under the hosting's CSP.
 */
const FIREBASE = new RegExp(
  `firebase|googleapis|${AUTH_EMULATOR_ORIGIN.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
  'i',
);

for (const path of [routes.home.path, routes.apex.path, routes.register.path]) {
  test(`${path} asks for nothing of Firebase before the load event`, async ({ page }) => {
    await open(page, path);
    const timing = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation');
      return {
        loaded: navigation instanceof PerformanceNavigationTiming ? navigation.loadEventEnd : 0,
        requests: performance
          .getEntriesByType('resource')
          .map((entry) => ({ name: entry.name, start: entry.startTime })),
      };
    });
    expect(timing.loaded).toBeGreaterThan(0);
    const early = timing.requests.filter(
      (request) => FIREBASE.test(request.name) && request.start < timing.loaded,
    );
    expect(early).toEqual([]);
  });
}
