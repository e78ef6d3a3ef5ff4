import type { Page } from '@playwright/test';
import { languageSite } from '../src/seo/routeTable.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { englishRuns, readableText } from './support/englishLeftOver.ts';
import { open, waitForHydration } from './support/page.ts';
import { expect, test } from './support/test.ts';

const DEVANAGARI = /[\u0900-\u097F]/;
const english = languageSite('en');
const hindi = languageSite('hi');

/** Every prerendered page of the Hindi site, and its not-found page. */
const HINDI_PAGES = [...hindi.prerenderedPaths, '/hi/no-such-page'];

/** Each prerendered Hindi page's English twin (the same index in the other language's list). */
const englishTwin = new Map(
  hindi.prerenderedPaths.map((path, index) => [path, english.prerenderedPaths[index] ?? '']),
);

test.describe('every Hindi page: Hindi throughout, lang and alternates, axe clean; the language switch goes to its English twin and back', () => {
  for (const path of HINDI_PAGES) {
    test(path, async ({ page }) => {
      await open(page, path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
      // A course page's heading is its title, a glossary term kept in Latin script.
      const latinTitle = /\/(beginner|intermediate|expert)$/.test(path);
      if (!latinTitle) await expect(page.getByRole('heading', { level: 1 })).toHaveText(DEVANAGARI);
      await page.waitForLoadState('networkidle');
      const text = await readableText(page);
      expect(text).toMatch(DEVANAGARI);
      expect(englishRuns(text), `English left on ${path}`).toEqual([]);
      // /hi/login is /hi/register's Login mode: its canonical URL is /hi/register.
      if (path !== '/hi/no-such-page' && path !== '/hi/login') {
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
          'href',
          new RegExp(`${path.replace(/[?]/g, '\\?')}$`),
        );
        await expect(page.locator('link[rel="alternate"][hreflang="en-IN"]')).toHaveCount(1);
      }
      await expectNoAxeViolations(page, path);

      // The switch, on the page already loaded (one load a page for both checks).
      const twin = englishTwin.get(path);
      if (twin === undefined) return;
      await page.getByRole('link', { name: 'English' }).first().click();
      await expect(page).toHaveURL(twin);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
      await page.getByRole('link', { name: 'हिंदी' }).first().click();
      await expect(page).toHaveURL(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    });
  }
});

test.describe('the language switch', () => {
  test('keeps the query string and the section the visitor was at', async ({ page }) => {
    await open(page, '/ordersummary?course=expert');
    await page.getByRole('link', { name: 'हिंदी' }).first().click();
    await expect(page).toHaveURL('/hi/ordersummary?course=expert');
  });

  test('is remembered: English / no longer suggests Hindi once English was chosen', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'hi-IN' });
    const page = await context.newPage();
    await open(page, '/');
    const suggestion = page.getByRole('link', { name: 'हिंदी में पढ़ें' });
    await expect(suggestion).toBeVisible();
    await page.getByRole('button', { name: 'Stay in English' }).click();
    await expect(suggestion).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(suggestion).toBeHidden();
    await context.close();
  });
});

test('a Hindi page links only to Hindi pages', async ({ page }) => {
  await open(page, '/hi/apex');
  const hrefs = await page
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const leaving = hrefs.filter((href) => !href.startsWith('/hi'));
  // The language switch is the one link out of Hindi.
  expect(leaving.every((href) => href === '/apex')).toBe(true);
});

test.describe('each page fetches the words of its own language', () => {
  /** A line of the compiled Hindi catalog: only its chunk holds it. */
  const HINDI_CATALOG = /"account\.password":\["पासवर्ड"\]/;

  async function scriptsOf(page: Page, path: string): Promise<string[]> {
    const texts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') texts.push(response.text());
    });
    await open(page, path);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    return Promise.all(texts);
  }

  test('an English page does not download the Hindi words', async ({ page }) => {
    const scripts = await scriptsOf(page, '/apex');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((text) => HINDI_CATALOG.test(text))).toEqual([]);
  });

  test('a Hindi page downloads them and runs with them', async ({ page }) => {
    const scripts = await scriptsOf(page, '/hi/apex');
    expect(scripts.some((text) => HINDI_CATALOG.test(text))).toBe(true);
    await page.getByRole('link', { name: 'English' }).first().click();
    await expect(page).toHaveURL('/apex');
  });
});
