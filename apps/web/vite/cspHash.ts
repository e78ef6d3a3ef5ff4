import { createHash } from 'node:crypto';

/** The CSP source expression that allows exactly this inline `<style>` or `<script>` text. */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** An inline script: a `<script>` without `src`, its text captured. */
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;
/** Data blocks a browser never runs, which script-src does not govern. */
const DATA_BLOCK = /^<script\b[^>]*\btype="application\/ld\+json"/;
/** An inline style block, its text captured. */
const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/g;

/** The sorted CSP sources of every distinct text `element` captures in `pages`, bar `skip`. */
function hashesOf(pages: readonly string[], element: RegExp, skip?: RegExp): string[] {
  const hashes = new Set<string>();
  for (const page of pages) {
    for (const match of page.matchAll(element)) {
      if (skip?.test(match[0])) continue;
      hashes.add(cspHash(match[1] ?? ''));
    }
  }
  return [...hashes].sort();
}

/**
 * The CSP sources of every distinct inline script the framework wrote into `pages` (its router
 * context and the module script that starts the app), sorted; JSON-LD blocks are data, not scripts.
 */
export const inlineScriptHashes = (pages: readonly string[]): string[] =>
  hashesOf(pages, INLINE_SCRIPT, DATA_BLOCK);

/**
 * The CSP sources of every distinct `<style>` block in `pages` (each page's used CSS,
 * vite/inlineUsedCss.ts, and the design tokens React renders), sorted.
 */
export const inlineStyleHashes = (pages: readonly string[]): string[] =>
  hashesOf(pages, INLINE_STYLE);

/** What `.csp-hashes.json` holds: the sources each CSP directive must add for the build's pages. */
export interface CspHashes {
  'script-src': string[];
  'style-src': string[];
}

/** The CSP hashes of a build's pages: their inline scripts and their inline styles. */
export const cspHashesOf = (pages: readonly string[]): CspHashes => ({
  'script-src': inlineScriptHashes(pages),
  'style-src': inlineStyleHashes(pages),
});
