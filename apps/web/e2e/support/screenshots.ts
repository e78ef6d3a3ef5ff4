import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';

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

/**
 * Writes docs/screenshots/<name>-<viewport width>.png when UPDATE_SCREENSHOTS=1: the whole page,
 * or only the element `of` (a mail in the development mailbox, say).
 */
export async function saveScreenshot(page: Page, name: string, of?: Locator): Promise<void> {
  if (!updatingScreenshots) return;
  const width = page.viewportSize()?.width ?? 0;
  const png =
    of === undefined
      ? await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' })
      : await of.screenshot({ animations: 'disabled', caret: 'hide' });
  mkdirSync(screenshotsDir, { recursive: true });
  writeFileSync(join(screenshotsDir, `${name}-${width}.png`), shrink(png));
}

/** The widths the gallery shows each page at: a phone and a desktop. */
const GALLERY_WIDTHS = [375, 1280] as const;

/**
 * Writes docs/screenshots/<name>-375.png and <name>-1280.png of the page as it is now, when
 * UPDATE_SCREENSHOTS=1: the viewport is set to each width in turn and then put back, so a spec
 * can picture a state it reached once (a published result, a mail) at both widths. `print` pictures
 * the page as printed (the certificate's paper form); `of` pictures one element only.
 */
export async function saveScreenshots(
  page: Page,
  name: string,
  options: { print?: boolean; of?: Locator } = {},
): Promise<void> {
  if (!updatingScreenshots) return;
  const original = page.viewportSize();
  // A picture of the page, not of where the test left it: from the top (a sticky header drawn
  // mid-page otherwise) and with nothing focused (the skip link shows on focus).
  await page.evaluate(() => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    // Instant: the site scrolls smoothly where motion is welcome, and the picture would catch it
    // half-way.
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  });
  if (options.print) await page.emulateMedia({ media: 'print' });
  for (const width of GALLERY_WIDTHS) {
    // An element in a dialog (a mail) is clipped to the screen: a tall one lets it show whole.
    const height = options.of !== undefined ? 2400 : width < 600 ? 740 : 800;
    await page.setViewportSize({ width, height });
    // Let the layout settle at the new width (fonts and images are already loaded).
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    await saveScreenshot(page, name, options.of);
  }
  if (options.print) await page.emulateMedia({ media: null });
  if (original !== null) await page.setViewportSize(original);
}
