import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

const screenshotsDir = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../docs/screenshots',
);

/** Screenshots are refreshed only on request, so an ordinary run (and CI) never dirties the tree. */
export const updatingScreenshots = process.env.UPDATE_SCREENSHOTS === '1';

/**
 * Palette-quantises the PNG with pngquant when it is installed (Debian's `pngquant`), which makes
 * a full-page screenshot several times smaller; without it the PNG is kept as it is.
 */
function shrink(png: Buffer): Buffer {
  const result = spawnSync('pngquant', ['--quality=70-95', '--speed=3', '-'], {
    input: png,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error || result.status !== 0 || result.stdout.length === 0) return png;
  return result.stdout.length < png.length ? result.stdout : png;
}

/** Writes docs/screenshots/<name>-<viewport width>.png (the whole page) when UPDATE_SCREENSHOTS=1. */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  if (!updatingScreenshots) return;
  const width = page.viewportSize()?.width ?? 0;
  const png = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
  mkdirSync(screenshotsDir, { recursive: true });
  writeFileSync(join(screenshotsDir, `${name}-${width}.png`), shrink(png));
}
