import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

const screenshotsDir = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../docs/screenshots',
);

/** Screenshots are refreshed only on request, so an ordinary run (and CI) never dirties the tree. */
export const updatingScreenshots = process.env.UPDATE_SCREENSHOTS === '1';

/** Writes docs/screenshots/<name>-<viewport width>.png when UPDATE_SCREENSHOTS=1. */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  if (!updatingScreenshots) return;
  const width = page.viewportSize()?.width ?? 0;
  mkdirSync(screenshotsDir, { recursive: true });
  await page.screenshot({
    path: join(screenshotsDir, `${name}-${width}.png`),
    fullPage: true,
    animations: 'disabled',
    caret: 'hide',
  });
}
