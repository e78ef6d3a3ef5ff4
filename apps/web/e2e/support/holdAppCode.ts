import type { Page } from '@playwright/test';

/** Holds the app's code back until the returned function is called; resolves once it was asked for. */
export async function holdAppCode(
  page: Page,
): Promise<{ requested: Promise<void>; release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requested = () => {};
  const wasRequested = new Promise<void>((resolve) => {
    requested = resolve;
  });
  await page.route(/\/assets\/(entry\.client|RegisterPage)-[^/]*\.js$/, async (route) => {
    requested();
    await released;
    await route.continue();
  });
  return { requested: wasRequested, release };
}
