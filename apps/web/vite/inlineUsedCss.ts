import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { STYLESHEET_LINK, sheetPath, stylesheetHrefs, usedCss } from './usedCss.ts';

/**
 * Paint with only the CSS the page uses (issue 41, docs/adr/0113-used-css-inlined.md): each
 * prerendered page gets the rules of its route stylesheets that apply to its HTML in one inline
 * `<style>` (hashed into the CSP's style-src with the other inline styles, vite/siteFiles.ts), just
 * before those stylesheets; the stylesheet links themselves wait, inert, in a `<template>` where
 * they were: nothing is fetched for them before the page has painted and loaded, and the boot
 * loader (vite/deferBoot.ts) puts them back in place before the app starts (so the head is the one
 * the app hydrates), for the states and pages it reaches next. Every inlined rule is repeated in
 * its stylesheet after it, so once they apply the cascade is the stylesheets' own.
 */

/** Marks the template of stylesheet links that waits for the boot loader. */
export const AFTER_PAINT_ATTRIBUTE = 'data-after-paint';
const DEFERRED_OPEN = `<template ${AFTER_PAINT_ATTRIBUTE}="">`;
const DEFERRED = new RegExp(`${DEFERRED_OPEN}([\\s\\S]*?)</template>`, 'g');

/** A page with its deferred stylesheet links back in place, as the boot loader puts them. */
export const withDeferredLinks = (html: string): string => html.replace(DEFERRED, '$1');
/** Marks the inline block of used rules (tests and the bench find it by it). */
export const USED_CSS_ATTRIBUTE = 'data-used-css';

/** One page with its used rules inlined and its stylesheets deferred; unchanged if it links none. */
export async function inlineUsedCssInPage(
  html: string,
  readSheet: (href: string) => Promise<string>,
): Promise<string> {
  const hrefs = stylesheetHrefs(html);
  if (hrefs.length === 0) return html;
  const css = await usedCss(html, await Promise.all(hrefs.map(readSheet)));
  const first = html.search(STYLESHEET_LINK);
  const links = [...html.matchAll(STYLESHEET_LINK)].map(([link]) => link).join('');
  const rest = html.slice(first).replace(STYLESHEET_LINK, '');
  return `${html.slice(0, first)}<style ${USED_CSS_ATTRIBUTE}="">${css}</style>${DEFERRED_OPEN}${links}</template>${rest}`;
}

/** Every prerendered page of `client` but the SPA fallback, whose content needs the app at once. */
export async function inlineUsedCss(client: string, spaFallbackFile: string): Promise<void> {
  const sheets = new Map<string, Promise<string>>();
  const readSheet = (href: string) => {
    const cached = sheets.get(href) ?? readFile(join(client, sheetPath(href)), 'utf8');
    sheets.set(href, cached);
    return cached;
  };
  const entries = await readdir(client, { withFileTypes: true, recursive: true });
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.html') || entry.name === spaFallbackFile)
      continue;
    const file = join(entry.parentPath, entry.name);
    await writeFile(file, await inlineUsedCssInPage(await readFile(file, 'utf8'), readSheet));
  }
}
