import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cspHash } from './cspHash.ts';

/**
 * The prerendered pages start the boot script (src/entry-boot.ts) from a small inline loader, not
 * a `<script src>`: a script tag is fetched while the HTML is still being parsed, so it shares the
 * network with the first paint and Lighthouse's simulation counts it towards FCP and LCP. The
 * loader (src/hydration/bootLoader.js, inlined verbatim) imports the boot script once the page
 * has loaded and painted; at once when nothing is prerendered (the app shell), when the URL has a
 * query (entry-boot.ts decides whether it changes the view, decision P13), or without the Paint
 * Timing API. docs/decisions.md, P17. Its CSP hash is in firebase.json's script-src;
 * build/firebaseHosting.test.ts fails if the two drift apart.
 */
export const BOOT_LOADER_SOURCE = readFileSync(
  join(dirname(fileURLToPath(import.meta.url)), '../src/hydration/bootLoader.js'),
  'utf8',
).trim();

/** The loader's CSP source expression, `'sha256-…'`. */
export function bootLoaderHash(source: string = BOOT_LOADER_SOURCE): string {
  return cspHash(source);
}

const MODULE_SCRIPT = /\s*<script type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>/g;

/**
 * Replaces the page's one module script tag (Vite puts it in `<head>`) with the loader at the end
 * of `<body>`, where the markup it looks at (`#root`) has been parsed. `preloads` maps a boot
 * script's address to the scripts it needs at start (build/bootPreload.ts); the loader lists them
 * in `data-preload`, for the boot script to ask for one at a time (docs/decisions.md, P29).
 */
export function withBootLoader(
  html: string,
  source: string = BOOT_LOADER_SOURCE,
  preloads: ReadonlyMap<string, readonly string[]> = new Map(),
): string {
  const scripts = [...html.matchAll(MODULE_SCRIPT)];
  const [script] = scripts;
  if (scripts.length !== 1 || script === undefined) {
    throw new Error(`expected one <script type="module"> in the page, found ${scripts.length}`);
  }
  if (!html.includes('</body>'))
    throw new Error('the page has no </body> to put the loader before');
  const [tag, src = ''] = script;
  const preload = preloads.get(src) ?? [];
  const list = preload.length === 0 ? '' : ` data-preload="${preload.join(' ')}"`;
  const loader = `<script data-boot="${src}"${list}>${source}</script>`;
  return html.replace(tag, '').replace('</body>', () => `${loader}</body>`);
}
