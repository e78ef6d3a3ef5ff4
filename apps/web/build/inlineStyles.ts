import { cspHash } from './cspHash.ts';

/**
 * The prerendered pages carry their stylesheet inline, under a Content-Security-Policy that allows
 * exactly those styles (docs/decisions.md, P16).
 */

const STYLESHEET_LINK = /<link\b(?=[^>]*\brel="stylesheet")[^>]*\bhref="([^"]+)"[^>]*>/g;
const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/g;
const CHARSET_META = /<meta charset="[^"]*"\s*\/?>/i;

/** Replaces each `<link rel="stylesheet">` with a `<style>` holding the file `read` returns. */
export function inlineStylesheets(html: string, read: (href: string) => string): string {
  return html.replace(STYLESHEET_LINK, (_link, href: string) => {
    const css = read(href);
    // The one sequence that would end the element early; no stylesheet of ours writes it.
    if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style" and cannot be inlined`);
    return `<style>${css}</style>`;
  });
}

/** The CSP source for each distinct `<style>` body in `pages`, in first-seen order. */
export function inlineStyleHashes(pages: readonly string[]): string[] {
  const hashes = new Set<string>();
  for (const page of pages) {
    for (const [, css = ''] of page.matchAll(INLINE_STYLE)) {
      hashes.add(cspHash(css));
    }
  }
  return [...hashes];
}

/**
 * Adds `<meta http-equiv="Content-Security-Policy" content="style-src 'self' …hashes">` right after
 * the charset, before any style. The hosting's header policy (firebase.json) holds every other
 * directive; a browser enforces both, so inline styles run only if their hash is listed here.
 */
export function withStyleSrcPolicy(html: string, hashes: readonly string[]): string {
  if (!CHARSET_META.test(html)) throw new Error('the page has no <meta charset> to follow');
  const policy = ["style-src 'self'", ...hashes].join(' ');
  return html.replace(
    CHARSET_META,
    (charset) =>
      `${charset}\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`,
  );
}
