import { routes } from '../src/routes/paths.ts';
import { open } from './support/page.ts';
import { saveScreenshot } from './support/screenshots.ts';
import { SIGNED_IN_STATE } from './support/signedIn.ts';
import { expect, test } from './support/test.ts';

/**
 * Each page at a phone and a desktop width: nothing overflows sideways. With UPDATE_SCREENSHOTS=1
 * the run also refreshes docs/screenshots/<name>-<width>.png (linked from the README).
 */
const pages = [
  { name: 'home', path: routes.home.getHref() },
  { name: 'apex', path: routes.apex.getHref() },
  { name: 'beginner', path: routes.beginner.getHref() },
  { name: 'register', path: routes.register.getHref() },
  { name: 'edit-profile', path: routes.editProfile.getHref(), signedIn: true },
  // The Hindi site (docs/adr/0030-copy-is-data.md: the machine needs a Devanagari font).
  { name: 'hi-home', path: '/hi' },
  { name: 'hi-apex', path: '/hi/apex' },
  { name: 'hi-register', path: '/hi/register' },
  { name: 'hi-edit-profile', path: '/hi/edit-profile', signedIn: true },
];

// A still gallery and no animations, so the pictures are the same from run to run.
test.use({ reducedMotion: 'reduce' });

for (const width of [375, 1280]) {
  for (const entry of pages) {
    test.describe(`at ${width} px`, () => {
      test.use({
        viewport: { width, height: width < 600 ? 740 : 800 },
        // /edit-profile needs somebody signed in (the storage saved by signed-in.setup.ts).
        ...(entry.signedIn ? { storageState: SIGNED_IN_STATE } : {}),
      });

      test(`${entry.path} fits the width`, async ({ page }) => {
        await open(page, entry.path);
        await expect(page).toHaveURL(entry.path);
        await page.waitForLoadState('networkidle');
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, 'no horizontal scrolling').toBeLessThanOrEqual(0);
        await saveScreenshot(page, entry.name);
      });
    });
  }
}
