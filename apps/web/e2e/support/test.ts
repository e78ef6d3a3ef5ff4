import { test as base, expect } from '@playwright/test';
// Specs read the Hindi words in Node, where every catalog is loaded up front.
import '@apex/core/all-catalogs';

export { expect };

interface Fixtures {
  /**
   * Console errors a test expects (for example the browser's own "Failed to load resource: 404"
   * line on the not-found page). Anything else logged as an error fails the test.
   */
  allowedConsoleErrors: RegExp[];
  /** Fails the test on any console error or uncaught exception in the page. */
  consoleGuard: undefined;
}

export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],
  consoleGuard: [
    async ({ page, allowedConsoleErrors }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (allowedConsoleErrors.some((pattern) => pattern.test(text))) return;
        problems.push(`console.error at ${message.location().url}: ${text}`);
      });
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      await use(undefined);
      expect(problems, 'the page logged errors').toEqual([]);
    },
    { auto: true },
  ],
});
