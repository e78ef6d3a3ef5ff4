import type { Page, Response } from '@playwright/test';

/**
 * Resolves once React has taken over the page's main heading (hydrated the prerendered HTML, or
 * rendered it on the client). Typing into prerendered markup before that is not what we test.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const heading = document.querySelector('main h1');
    return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber$'));
  });
}

/** Navigates to `path` and waits until the page is interactive. */
export async function open(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}
