import type { Page } from '@playwright/test';
import { routes } from '../src/routes/paths.ts';
import { open } from './support/page.ts';
import { expect, test } from './support/test.ts';

/**
 * Each prerendered page paints with only the rules it uses inlined and its route stylesheets
 * deferred until the app starts (vite/inlineUsedCss.ts, docs/adr/0113-used-css-inlined.md). The
 * cascade must not change with that: every element of the painted page has the style all its
 * stylesheets give it, and a page reached in the app (other routes' stylesheets loaded before
 * it) looks as it does when opened directly.
 */

const PAGES = [
  routes.home.path,
  `/hi${routes.home.path}`.replace(/\/$/, ''),
  routes.apex.path,
  routes.beginner.path,
  routes.register.path,
  `/hi${routes.register.path}`,
  routes.contact.path,
  routes.privacy.path,
];

/** Properties an animation moves with time: the same page differs from frame to frame. */
const MOVING = ['opacity', 'transform', 'translate', 'rotate', 'scale'];

/** Every computed property of every element in the body, in document order. */
function computedStyles(page: Page) {
  return page.evaluate((moving) => {
    return [...document.body.querySelectorAll('*')]
      .filter((element) => !element.closest('script, style, template'))
      .map((element) => {
        const style = getComputedStyle(element);
        const values: Record<string, string> = {};
        for (const name of style) {
          if (!moving.includes(name)) values[name] = style.getPropertyValue(name);
        }
        return { element: `${element.tagName} ${element.className}`, values };
      });
  }, MOVING);
}

test.describe('the painted page', () => {
  test.use({ javaScriptEnabled: false, reducedMotion: 'reduce' });

  for (const path of PAGES) {
    test(`${path}: every element is styled as all its stylesheets style it`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('head link[rel="stylesheet"]')).toHaveCount(0);
      const painted = await computedStyles(page);
      // What the boot loader does once the page has painted: the stylesheet links go back.
      await page.evaluate(() => {
        const links = document.querySelector('template[data-after-paint]');
        if (!(links instanceof HTMLTemplateElement)) throw new Error('no deferred stylesheets');
        links.replaceWith(links.content);
      });
      // No script runs in the page (no load listener): ask until every sheet has loaded.
      await expect
        .poll(() =>
          page.evaluate(() =>
            [...document.querySelectorAll<HTMLLinkElement>('head link[rel="stylesheet"]')].every(
              (link) => link.sheet !== null,
            ),
          ),
        )
        .toBe(true);
      expect(painted.length).toBeGreaterThan(10);
      expect(painted).toEqual(await computedStyles(page));
    });
  }
});

test.describe('the started app', () => {
  test.use({ reducedMotion: 'reduce' });

  test('puts back the stylesheet links the page deferred', async ({ page }) => {
    await open(page, routes.apex.path);
    await expect(page.locator('template[data-after-paint]')).toHaveCount(0);
    await expect(page.locator('head link[rel="stylesheet"]').first()).toBeAttached();
  });

  /** The styles with no pointer over the page and no focus: a click leaves both behind. */
  async function restingStyles(page: Page) {
    await page.mouse.move(0, 0);
    await page.evaluate(() => {
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    });
    return computedStyles(page);
  }

  // From the site layout to the account layout's page (the header's sign-up link, there in every
  // phase of the exam), and between pages of the site layout.
  for (const [from, to] of [
    [routes.apex.path, routes.register.getHref('signup')],
    [routes.beginner.path, routes.apex.path],
  ] as const) {
    test(`${to} reached from ${from} looks as ${to} opened directly`, async ({ page }) => {
      await open(page, to);
      const direct = await restingStyles(page);
      await open(page, from);
      await page.locator(`a[href="${to}"]:visible`).first().click();
      await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === to);
      await expect(page.locator('h1').first()).toBeVisible();
      expect(await restingStyles(page)).toEqual(direct);
    });
  }
});
