import { describe, expect, it } from 'vitest';
import { inlineUsedCssInPage, withDeferredLinks } from './inlineUsedCss.ts';
import { sheetPath, usedCss } from './usedCss.ts';

const SHEETS: Record<string, string> = {
  '/assets/root.css': ':root{--a:1}:lang(hi){--a:2}.card{color:red}.console{color:blue}',
  '/assets/page.css': '.card:hover{color:green}.menu[data-open]{display:block}',
};
const readSheet = async (href: string) => SHEETS[href] ?? '';

const PAGE = [
  '<html><head><title>x</title>',
  '<link rel="stylesheet" href="/assets/root.css"/><link rel="stylesheet" href="/assets/page.css"/>',
  '</head><body><div class="card">Apex</div></body></html>',
].join('');

describe('inlineUsedCssInPage', () => {
  it("inlines the rules the page's HTML uses, in cascade order, before its stylesheets", async () => {
    const page = await inlineUsedCssInPage(PAGE, readSheet);
    expect(page).toContain(
      '<title>x</title><style data-used-css="">:root{--a:1}:lang(hi){--a:2}.card{color:red}.card:hover{color:green}</style><template',
    );
    expect(page).not.toContain('.console');
  });

  it('keeps the stylesheet links inert where they were, for the boot loader to put back', async () => {
    const page = await inlineUsedCssInPage(PAGE, readSheet);
    expect(page).toContain(
      '</style><template data-after-paint=""><link rel="stylesheet" href="/assets/root.css"/>' +
        '<link rel="stylesheet" href="/assets/page.css"/></template></head>',
    );
    expect(withDeferredLinks(page)).toContain(
      '</style><link rel="stylesheet" href="/assets/root.css"/><link rel="stylesheet" href="/assets/page.css"/></head>',
    );
  });

  it('leaves a page without stylesheets as it is', async () => {
    const page = '<html><head></head><body></body></html>';
    expect(await inlineUsedCssInPage(page, readSheet)).toBe(page);
  });
});

describe('usedCss', () => {
  it('keeps the rules of an attribute a pre-paint inline script sets', async () => {
    const html =
      '<main>x</main><script>document.querySelector("main").setAttribute("data-query-pending","")</script>';
    expect(await usedCss(html, ['main[data-query-pending]>*{visibility:hidden}.gone{}'])).toBe(
      'main[data-query-pending]>*{visibility:hidden}',
    );
  });
});

describe('sheetPath', () => {
  it('reads a sheet the framework links as `x.css#` (also imported dynamically) from its file', () => {
    expect(sheetPath('/assets/shared-a1.css#')).toBe('/assets/shared-a1.css');
    expect(sheetPath('/assets/root-b2.css')).toBe('/assets/root-b2.css');
  });
});

describe('usedCss and rules for another page', () => {
  it("drops a rule that applies only when another page's element is there (`:has()`)", async () => {
    const css = '@media print{body:has(.certificate) header{display:none}}.card{color:red}';
    expect(await usedCss('<div class="card"></div>', [css])).toBe('.card{color:red}');
  });
});
