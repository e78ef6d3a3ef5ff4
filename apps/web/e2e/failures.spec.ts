import { AGENCY, messagesFor } from '@apex/core';
import type { Page } from '@playwright/test';
import { routes } from '../src/routes/paths.ts';
import { registerForm, STRONG_PASSWORD, signUpLink } from './support/account.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { holdAppCode } from './support/holdAppCode.ts';
import { open, waitForHydration } from './support/page.ts';
import { expect, test } from './support/test.ts';

/**
 * Issue 16, "Hardening": a deploy removes the hashed chunks an open page still asks for, and a
 * page that renders from scratch must keep its title. Nothing may blank the page.
 */

const words = messagesFor('en');

/** The account page's chunk (RegisterPage-<hash>.js), as if a deploy had removed it. */
const REGISTER_PAGE_CHUNK = /\/assets\/RegisterPage-[^/]*\.js$/;
/** The memory backend's chunk, which src/backend/selectBackend.ts imports. */
const BACKEND_CHUNK = /\/assets\/src-[^/]*\.js$/;

/**
 * Records, across reloads (in session storage), whether the body was ever seen empty once the
 * document had been parsed, and counts the documents loaded.
 */
async function watchRoot(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const loads = Number(sessionStorage.getItem('e2e:loads') ?? '0') + 1;
    sessionStorage.setItem('e2e:loads', String(loads));
    document.addEventListener('DOMContentLoaded', () => {
      const check = () => {
        // The app renders the whole document: a blank page is a body with nothing in it.
        if (document.body.childElementCount === 0) sessionStorage.setItem('e2e:blank', '1');
      };
      check();
      new MutationObserver(check).observe(document.body, { childList: true, subtree: true });
    });
  });
}

const rootWasBlank = (page: Page) =>
  page.evaluate(() => sessionStorage.getItem('e2e:blank') === '1');
const documentsLoaded = (page: Page) =>
  page.evaluate(() => Number(sessionStorage.getItem('e2e:loads')));

test.describe('a page whose code is gone after a deploy', () => {
  test.use({
    // The browser's 404, and React Router saying why it reloads the document (framework mode).
    allowedConsoleErrors: [
      /Failed to load resource: .*404|Error loading route module `\/assets\/RegisterPage-|Failed to fetch dynamically imported module: .*\/assets\/RegisterPage-/,
    ],
  });

  test('SignUp from /apex, its code gone, reloads the document, which then works', async ({
    page,
  }) => {
    await watchRoot(page);
    await open(page, routes.apex.getHref());
    let missing = 0;
    // The first request for the chunk finds it gone; the reloaded page gets the new build's.
    await page.route(REGISTER_PAGE_CHUNK, async (route) => {
      missing += 1;
      if (missing === 1) await route.fulfill({ status: 404, body: 'gone' });
      else await route.continue();
    });

    // React Router reloads the document when a route module cannot be imported (framework mode):
    // the visitor is on the page they were on, now the new build's, and the link works.
    await signUpLink(page).click();
    // Read while the document reloads: a read that the reload interrupts counts as not yet.
    await expect.poll(() => documentsLoaded(page).catch(() => 0)).toBe(2);
    await waitForHydration(page);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await signUpLink(page).click();
    const form = registerForm(page);
    await expect(form.heading).toHaveText('Sign Up');
    await expect(form.email).toBeEditable();
    expect(page.url()).toMatch(/\/register\?mode=signup$/);
    expect(await rootWasBlank(page)).toBe(false);
  });
});

test('a page rendered from scratch has a title in every frame (Forgot Password? before the app starts)', async ({
  page,
}) => {
  // Every title the document had, each time its head changed: read before the next paint.
  await page.addInitScript(() => {
    const titles: string[] = [];
    Object.assign(window, { __titles: titles });
    document.addEventListener('DOMContentLoaded', () => {
      titles.push(document.title);
      new MutationObserver(() => titles.push(document.title)).observe(document.head, {
        childList: true,
        subtree: true,
        characterData: true,
      });
    });
  });
  const appCode = await holdAppCode(page);
  // The held app code holds the load event back too: the form is there once the HTML is parsed.
  await page.goto(routes.register.getHref(), { waitUntil: 'domcontentloaded' });
  const form = registerForm(page);
  await form.modeSwitch('Forgot Password?').click();
  await page.waitForURL(/mode=reset/, { waitUntil: 'domcontentloaded' });
  await appCode.requested;
  appCode.release();

  await expect(form.heading).toHaveText('Reset Password');
  await expect(page).toHaveTitle(`Reset Password | ${AGENCY.name}`);
  const titles = await page.evaluate(() => (window as { __titles?: string[] }).__titles ?? []);
  expect(titles.length).toBeGreaterThan(1);
  expect(titles).not.toContain('');
  expect(await page.locator('head title').count()).toBe(1);
  await expectNoAxeViolations(page, '/register?mode=reset rendered from scratch');
});

test.describe('a save whose backend code cannot load', () => {
  test.use({
    // One pattern: Playwright reads a two-element array option as [value, options].
    allowedConsoleErrors: [/Failed to load resource: .*404|Error loading the sign-in service/],
  });

  test('Sign Up says it could not reach the service and keeps what was typed', async ({ page }) => {
    await page.route(BACKEND_CHUNK, (route) => route.fulfill({ status: 404, body: 'gone' }));
    await open(page, routes.register.getHref('signup'));
    const form = registerForm(page);
    await expect(form.heading).toHaveText('Sign Up');
    await form.username.fill('Meera');
    await form.email.fill('meera@example.com');
    await form.password.fill(STRONG_PASSWORD);
    await form.confirmPassword.fill(STRONG_PASSWORD);
    await page.getByRole('main').getByRole('radio', { name: words.accountAge.adult }).check();
    await form.submit('Sign Up').click();

    await expect(form.error).toHaveText(words.failures.backendUnavailable);
    await expect(form.username).toHaveValue('Meera');
    await expect(form.email).toHaveValue('meera@example.com');
    await expect(form.submit('Sign Up')).toBeEnabled();
    await expectNoAxeViolations(page, 'Sign Up when the backend cannot load');
  });
});
