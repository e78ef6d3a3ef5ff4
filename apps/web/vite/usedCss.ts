import postcss from 'postcss';
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
  const words = new Set(html.match(WORD));
  const results = await new PurgeCSS().purge({
    content: [{ raw: html, extension: 'html' }],
    css: sheets.map((raw) => ({ raw })),
    // A selector of pseudo-classes alone (`:lang(hi)`, `::selection`) names nothing PurgeCSS can
    // look for, and it would drop it: such a rule may apply to any page.
    safelist: { standard: [/^::?[a-z-]+$/] },
  });
  return results.map((result) => withoutAbsentClasses(result.css, words).trim()).join('');
}

const WORD = /[\w-]+/g;
const CLASS = /\.(-?[_a-zA-Z][\w-]*)/g;
const NEGATION = /:not\([^)]*\)/g;

/**
 * `css` without the selectors that name a class the page lacks inside `:has()` or `:is()`, which
 * PurgeCSS keeps (`body:has(.certificate) header` styles the certificate page only); a rule left
 * with no selector goes. Classes inside `:not()` are ones an element must lack: they stay.
 */
function withoutAbsentClasses(css: string, words: ReadonlySet<string>): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    const kept = rule.selectors.filter((selector) =>
      [...selector.replace(NEGATION, '').matchAll(CLASS)].every(([, name]) =>
        words.has(name ?? ''),
      ),
    );
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes !== undefined && atRule.nodes.length === 0) atRule.remove();
  });
  return root.toString();
}
