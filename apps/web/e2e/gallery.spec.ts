import { GALLERY_SCROLL_INTERVAL_MS } from '@apex/core';
import type { Page } from '@playwright/test';
import { homeSections, routes } from '../src/routes/paths.ts';
import { open } from './support/page.ts';
import { expect, test } from './support/test.ts';

// At phone width the three products do not fit side by side, so the gallery has somewhere to go.
test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

/** How far the products list has scrolled sideways. */
function galleryScroll(page: Page): Promise<number> {
  return page
    .locator(`#${homeSections.products}`)
    .getByRole('list', { name: 'Products' })
    .evaluate((list) => {
      if (list.scrollWidth <= list.clientWidth)
        throw new Error('the products gallery does not scroll');
      return Math.round(list.scrollLeft);
    });
}

async function showGallery(page: Page): Promise<void> {
  await open(page, routes.home.getHref());
  await page.locator(`#${homeSections.products}`).scrollIntoViewIfNeeded();
  // Pointer and focus pause the gallery; keep both away from it.
  await page.mouse.move(1, 1);
}

/**
 * Proving that something does NOT happen needs time to pass: this waits one and a half scroll
 * intervals, the only fixed wait in the suite.
 */
async function expectStill(page: Page): Promise<void> {
  const before = await galleryScroll(page);
  await page.waitForTimeout(GALLERY_SCROLL_INTERVAL_MS * 1.5);
  expect(await galleryScroll(page)).toBe(before);
}

test('the products gallery moves by itself and wraps to the start', async ({ page }) => {
  await showGallery(page);
  // The start is where the first card snaps, which may be a few pixels in (the list's padding).
  const start = await galleryScroll(page);
  const options = { timeout: GALLERY_SCROLL_INTERVAL_MS * 2.5 };
  await expect.poll(() => galleryScroll(page), options).toBeGreaterThan(start);
  await expect
    .poll(() => galleryScroll(page), { timeout: GALLERY_SCROLL_INTERVAL_MS * 5 })
    .toBe(start);
});

test('the gallery stops when paused and moves again when played', async ({ page }) => {
  await showGallery(page);
  const section = page.locator(`#${homeSections.products}`);
  await section.getByRole('button', { name: /pause/i }).click();
  await expect(section.getByRole('button', { name: /play/i })).toBeVisible();
  await page.mouse.move(1, 1);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await expectStill(page);

  const start = await galleryScroll(page);
  await section.getByRole('button', { name: /play/i }).click();
  await page.mouse.move(1, 1);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await expect
    .poll(() => galleryScroll(page), { timeout: GALLERY_SCROLL_INTERVAL_MS * 2.5 })
    .not.toBe(start);
});

test.describe('under prefers-reduced-motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the gallery does not move', async ({ page }) => {
    await showGallery(page);
    // The control says the slideshow is not playing, and it indeed stays where it started.
    const section = page.locator(`#${homeSections.products}`);
    await expect(section.getByRole('button', { name: /play/i })).toBeVisible();
    await expectStill(page);
  });
});
