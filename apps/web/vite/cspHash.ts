import { createHash } from 'node:crypto';

/** The CSP source expression that allows exactly this inline `<style>` or `<script>` text. */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** An inline script: a `<script>` without `src`, its text captured. */
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;
/** Data blocks a browser never runs, which script-src does not govern. */
const DATA_BLOCK = /^<script\b[^>]*\btype="application\/ld\+json"/;

/**
 * The CSP sources of every distinct inline script the framework wrote into `pages` (its router
 * context and the module script that starts the app), sorted; JSON-LD blocks are data, not scripts.
 */
export function inlineScriptHashes(pages: readonly string[]): string[] {
  const hashes = new Set<string>();
  for (const page of pages) {
    for (const match of page.matchAll(INLINE_SCRIPT)) {
      if (DATA_BLOCK.test(match[0])) continue;
      hashes.add(cspHash(match[1] ?? ''));
    }
  }
  return [...hashes].sort();
}
