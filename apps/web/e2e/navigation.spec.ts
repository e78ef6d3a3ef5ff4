import { AGENCY, NAV_BAR_HEIGHT_PX } from '@apex/core';
import type { Page } from '@playwright/test';
import { homeSections, routes } from '../src/routes/paths.ts';
import { menuToggle } from './support/nav.ts';
import { open } from './support/page.ts';
import { expect, test } from './support/test.ts';

/** Where a home section sits relative to the viewport and the fixed bar. */
function sectionTop(page: Page, id: string): Promise<number> {
  return page.locator(`#${id}`).evaluate((section) => section.getBoundingClientRect().top);
}

test.describe('desktop navigation', () => {
  test('the bar is black, 91 px high and stays fixed at the top while scrolling', async ({
    page,
  }) => {
    await open(page, routes.home.getHref());
    const bar = page.getByRole('banner');
    await expect(bar).toBeVisible();
    const box = await bar.boundingBox();
    expect(box?.height).toBe(NAV_BAR_HEIGHT_PX);
    expect(box?.y).toBe(0);
    await expect(bar).toHaveCSS('background-color', 'rgb(0, 0, 0)');

    await page.mouse.wheel(0, 2500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const scrolled = await bar.boundingBox();
    expect(scrolled?.y, 'the bar stays at the top of the viewport').toBe(0);
    expect(scrolled?.height).toBe(NAV_BAR_HEIGHT_PX);
    await expect(bar).toBeInViewport();
  });

  test('the logo and the links reach their pages and home sections', async ({ page }) => {
    await open(page, routes.apex.getHref());
    const bar = page.getByRole('banner');

    // From another page, About goes to the home page's About section, below the fixed bar.
    await bar.getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL(`${routes.home.getHref()}#${homeSections.about}`);
    await expect(page.locator(`#${homeSections.about}`)).toBeInViewport();
    await expect
      .poll(() => sectionTop(page, homeSections.about), 'About is not hidden under the bar')
      .toBeGreaterThanOrEqual(NAV_BAR_HEIGHT_PX - 1);

    for (const [name, id] of [
      ['Services', homeSections.services],
      ['Contact', homeSections.contact],
    ] as const) {
      await bar.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(`${routes.home.getHref()}#${id}`);
      await expect(page.locator(`#${id}`)).toBeInViewport();
      await expect
        .poll(() => sectionTop(page, id), `${name} is not hidden under the bar`)
        .toBeGreaterThanOrEqual(NAV_BAR_HEIGHT_PX - 1);
    }

    await bar.getByRole('link', { name: 'Apex', exact: true }).click();
    await expect(page).toHaveURL(routes.apex.getHref());
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const logo = bar.locator(`a[href="${routes.home.getHref()}"]`).first();
    await expect(logo).toHaveAccessibleName(/\S/);
    await logo.click();
    await expect(page).toHaveURL(routes.home.getHref());

    await bar.getByRole('link', { name: 'SignUp', exact: true }).click();
    await expect(page).toHaveURL(routes.register.getHref('signup'));
  });
});

test.describe('mobile navigation at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('the hamburger opens and closes the list, and choosing a link closes it', async ({
    page,
  }) => {
    await open(page, routes.home.getHref());
    const bar = page.getByRole('banner');
    const toggle = menuToggle(page);
    const menuLinks = ['Work', 'Services', 'About', 'Contact', 'SignUp'];

    // Desktop links give way to the hamburger.
    await expect(bar.getByRole('link', { name: 'Apex', exact: true })).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(bar.getByRole('link', { name: 'Work', exact: true })).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const controls = await toggle.getAttribute('aria-controls');
    expect(controls, 'the toggle names the list it controls').toBeTruthy();
    const list = page.locator(`[id="${controls}"]`);
    await expect(list).toBeVisible();
    for (const name of menuLinks) {
      await expect(list.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(list.getByRole('link', { name: 'Work', exact: true })).toHaveAttribute(
      'href',
      routes.work.getHref(),
    );

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(list.getByRole('link', { name: 'Work', exact: true })).toBeHidden();

    await toggle.click();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    await list.getByRole('link', { name: 'Work', exact: true }).click();
    await expect(page).toHaveURL(routes.work.getHref());
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(bar.getByRole('link', { name: 'Work', exact: true })).toBeHidden();

    await toggle.click();
    await list.getByRole('link', { name: 'SignUp', exact: true }).click();
    await expect(page).toHaveURL(routes.register.getHref('signup'));
  });
});

test.describe('footer', () => {
  test('social, contact, newsletter and legal links, and the copyright line', async ({ page }) => {
    await open(page, routes.home.getHref());
    const footer = page.getByRole('contentinfo');
    for (const [name, href] of [
      [/facebook/i, AGENCY.social.facebook],
      [/instagram/i, AGENCY.social.instagram],
      [/twitter|\bx\b/i, AGENCY.social.x],
    ] as const) {
      const link = footer.getByRole('link', { name }).first();
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('rel', /noopener/);
      await expect(link).toHaveAttribute('rel', /noreferrer/);
    }
    await expect(footer.getByRole('link', { name: /contact us/i })).toHaveAttribute(
      'href',
      routes.address.getHref(),
    );
    const email = footer.getByPlaceholder('Enter Email');
    await expect(email).toHaveAttribute('type', 'email');
    await expect(footer.getByRole('button', { name: 'Submit' })).toBeVisible();
    for (const path of [
      routes.terms.getHref(),
      routes.privacy.getHref(),
      routes.orderSummary.getHref(),
      routes.shipping.getHref(),
      routes.refund.getHref(),
    ]) {
      await expect(footer.locator(`a[href="${path}"]`).first()).toBeVisible();
    }
    // The year from the clock (India's date; the run is not at New Year's midnight).
    await expect(footer).toContainText(`© ${new Date().getFullYear()} `);

    // The legal links work like any link of the site.
    await footer.locator(`a[href="${routes.refund.getHref()}"]`).first().click();
    await expect(page).toHaveURL(routes.refund.getHref());
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/refund/i);
  });

  test('the account pages show neither the bar nor the footer', async ({ page }) => {
    for (const path of [routes.register.getHref(), routes.login.getHref()]) {
      await open(page, path);
      await expect(page.getByRole('banner')).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
    }
  });
});
