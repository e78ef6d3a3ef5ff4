import type { Locator } from '@playwright/test';
import { homeSections, routes } from '../src/routes/paths.ts';
import { open } from './support/page.ts';
import { expect, test } from './support/test.ts';

/** How many CSS animations inside the About picture are running right now. */
function runningAnimations(figure: Locator): Promise<number> {
  return figure.evaluate(
    (element) =>
      element
        .getAnimations({ subtree: true })
        .filter((animation) => animation.playState === 'running').length,
  );
}

test('the About picture plays only while at least half of it is on screen', async ({ page }) => {
  await open(page, routes.home.getHref());
  const figure = page.locator(`#${homeSections.about}`).locator('figure').first();
  await expect(figure).toBeAttached();

  // Below the fold at first: still.
  await expect(figure).not.toBeInViewport({ ratio: 0.5 });
  expect(await runningAnimations(figure)).toBe(0);

  await figure.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await expect(figure).toBeInViewport({ ratio: 0.5 });
  await expect.poll(() => runningAnimations(figure)).toBeGreaterThan(0);

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => runningAnimations(figure)).toBe(0);
});

test.describe('under prefers-reduced-motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the About picture stays still until the visitor presses play', async ({ page }) => {
    await open(page, routes.home.getHref());
    const about = page.locator(`#${homeSections.about}`);
    const figure = about.locator('figure').first();
    await figure.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await expect(figure).toBeInViewport({ ratio: 0.5 });
    // Nothing to wait for: the play control says it is paused, and nothing runs.
    const play = about.getByRole('button', { name: /play animation/i });
    await expect(play).toBeVisible();
    expect(await runningAnimations(figure)).toBe(0);
    await play.click();
    await expect.poll(() => runningAnimations(figure)).toBeGreaterThan(0);
  });
});
