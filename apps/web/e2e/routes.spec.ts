import { homeSections, routes } from '../src/routes/paths.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { open } from './support/page.ts';
import { ROUTE_CHECKS } from './support/siteRoutes.ts';
import { expect, test } from './support/test.ts';

// Each route is also checked with axe-core here, on the page already loaded (see accessibility.spec.ts
// for the states a visitor reaches by interacting).
test.describe('every route: no console errors, its key content, no axe violations', () => {
  for (const route of ROUTE_CHECKS) {
    test(route.path, async ({ page }) => {
      const response = await open(page, route.path);
      expect(response?.status(), 'HTTP status').toBeLessThan(400);

      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveCount(1);
      await expect(heading).toHaveText(route.heading);
      await expect(page).toHaveTitle(/\S/);

      for (const text of route.texts ?? []) {
        await expect(page.getByRole('main').getByText(text).first()).toBeVisible();
      }
      if (route.struck) {
        await expect(
          page.getByRole('main').locator('s, del').getByText(route.struck),
        ).toBeVisible();
      }
      for (const { name, href } of route.links ?? []) {
        const link = page.getByRole('link', { name }).first();
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute('href', href);
      }
      // Hydration and lazily loaded code report their errors late: let the page settle.
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page, route.path);
    });
  }

  test("/ has the six home sections in the spec's order", async ({ page }) => {
    await open(page, routes.home.getHref());
    const ids = await page
      .getByRole('main')
      .locator('section[id]')
      .evaluateAll((sections) => sections.map((section) => section.id));
    expect(ids).toEqual([
      homeSections.hero,
      homeSections.about,
      homeSections.services,
      homeSections.products,
      homeSections.contact,
      homeSections.community,
    ]);
  });

  test('/page3 opens each grade test in a new tab, safely (in Batch 1 of 2024)', async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date('2024-10-06T10:00:00+05:30'));
    await open(page, routes.page3.getHref());
    const gradeLinks = page.getByRole('link', { name: /\d+th grade/i });
    await expect(gradeLinks).toHaveCount(5);
    for (const link of await gradeLinks.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
      await expect(link).toHaveAttribute('rel', /noreferrer/);
    }
  });

  test('/edit-profile while signed out goes to /login', async ({ page }) => {
    await open(page, routes.editProfile.getHref());
    await expect(page).toHaveURL(/\/login(\?|$)/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/login/i);
  });
});

test.describe('unknown routes', () => {
  // A static host answers an unknown path with status 404 and the not-found page; Chromium logs
  // that status as "Failed to load resource", which is exactly what should happen here.
  test.use({ allowedConsoleErrors: [/Failed to load resource: .*404/] });

  test('show the 404 page with a way home', async ({ page }) => {
    await open(page, '/no-such-page/anywhere');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/not found/i);
    await expect(page).toHaveTitle(/not found/i);
    const home = page.getByRole('main').getByRole('link', { name: /home/i }).first();
    await expect(home).toHaveAttribute('href', routes.home.getHref());
    await expectNoAxeViolations(page, 'the 404 page');
    await home.click();
    await expect(page).toHaveURL(routes.home.getHref());
  });
});
