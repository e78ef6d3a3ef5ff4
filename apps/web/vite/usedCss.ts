import { PurgeCSS } from 'purgecss';

/** A stylesheet link as the framework's `<Links>` writes it; its `href` captured. */
export const STYLESHEET_LINK = /<link rel="stylesheet" href="([^"]+)"([^>]*)\/>/g;

/**
 * The site path of a stylesheet's file: the framework marks a sheet that is also imported
 * dynamically with a trailing `#` (its href must differ from the one Vite's preloader adds).
 */
export const sheetPath = (href: string): string => href.replace(/[?#].*$/, '');

/** The stylesheets a page links, in the order it links them (the cascade's order). */
export const stylesheetHrefs = (html: string): string[] =>
  [...html.matchAll(STYLESHEET_LINK)].flatMap(([, href]) => (href === undefined ? [] : [href]));

/**
 * The rules of `sheets` (in cascade order) that can apply to `html`, concatenated in that order:
 * PurgeCSS keeps a rule when every class, id, tag and attribute of its selector appears in the
 * page. Its default extractor reads every word of the page, inline scripts included, so an
 * attribute a pre-paint script sets (`data-query-pending`) keeps its rules. States only the app
 * reaches after it starts (`aria-invalid`, a menu opened) are left to the full stylesheets.
 */
export async function usedCss(html: string, sheets: readonly string[]): Promise<string> {
  const results = await new PurgeCSS().purge({
    content: [{ raw: html, extension: 'html' }],
    css: sheets.map((raw) => ({ raw })),
    // A selector of pseudo-classes alone (`:lang(hi)`, `::selection`) names nothing PurgeCSS can
    // look for, and it would drop it: such a rule may apply to any page.
    safelist: { standard: [/^::?[a-z-]+$/] },
  });
  return results.map((result) => result.css.trim()).join('');
}
