import type { ConsoleMessage, Page } from '@playwright/test';
import { localizedHref } from '../../src/routes/localePath.ts';
import { routes } from '../../src/routes/paths.ts';
import { open } from '../support/page.ts';
import { expect, test } from '../support/test.ts';

/**
 * A clean console on the development site (issue 43): no warning and no error in the browser's
 * console on any page, in either language (React's hydration warnings among them), and an unknown
 * path's page served with status 404 (the only error then is the browser's own line for it).
 */

/**
 * Every page, once per language: a path for each route (`/certificate/:id` with an id), and the
 * pages whose query changes the view they hydrate (their <main> marked busy before hydration).
 */
const PATHS = [
  ...Object.values(routes).map((route) => route.path.replace(':id', 'no-such-certificate')),
  routes.register.getHref('signup'),
  routes.orderSummary.getHref('expert'),
].flatMap((path) => [path, localizedHref(path, 'hi')]);

function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  const record = (message: ConsoleMessage) => {
    if (message.type() === 'warning' || message.type() === 'error') {
      problems.push(`${message.type()} on ${page.url()}: ${message.text()}`);
    }
  };
  page.on('console', record);
  return problems;
}

test.describe('a clean console', () => {
  // The not-found page's status shows as the browser's own "Failed to load resource" line.
  test.use({ allowedConsoleErrors: [/status of 404 \(Not Found\)/] });

  test('no warning or error on any page, in English or Hindi', async ({ page }) => {
    const problems = watchConsole(page);
    for (const path of PATHS) {
      await open(page, path);
      // Let the page settle: effects, the backend on intent, late warnings.
      await page.waitForLoadState('networkidle');
    }
    expect(problems).toEqual([]);
  });

  test('an unknown page is served with status 404, in either language', async ({ page }) => {
    const problems = watchConsole(page);
    for (const path of ['/no-such-page', '/hi/no-such-page']) {
      const response = await open(page, path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    expect(problems.filter((line) => !/status of 404/.test(line))).toEqual([]);
  });
});
