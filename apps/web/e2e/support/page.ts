import type { Page, Response } from '@playwright/test';

/**
 * Resolves once the app has hydrated the page (the prerendered HTML, or the SPA fallback rendered
 * on the client). Typing into prerendered markup before that is not what we test.
 */
export async function waitForHydration(page: Page): Promise<void> {
  // The root sets it once the app has hydrated (src/layouts/RootLayout.tsx).
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** Navigates to `path` and waits until the page is interactive. */
export async function open(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}
