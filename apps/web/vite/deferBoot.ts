import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AFTER_PAINT_ATTRIBUTE } from './inlineUsedCss.ts';

/**
 * Boot after paint (docs/adr/0094-boot-after-paint.md): the framework's `<Scripts>` writes ~40
 * `modulepreload` links and a module script into every prerendered page. Chrome fetches them at high
 * priority while the page paints, and Lighthouse's simulation then counts them before the first
 * paint (LCP 3.4 s against a 0.9 s no-JS floor). This step, run on the built pages, drops the
 * preloads, keeps the module script's text in an inert block and adds a loader that runs that text
 * once the page has painted and loaded (at once when the view depends on a query).
 */

/** The element React renders for `<Scripts>`' module script (type module, async). */
const MODULE_SCRIPT = '<script type="module" async="">';
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const INERT_BLOCK = '<script type="text/plain" id="apex-boot">';

/**
 * Runs the inert block as a module script after the first contentful paint and `load`, first
 * putting back the page's stylesheet links that waited for it (vite/inlineUsedCss.ts).
 */
export const BOOT_LOADER = `(() => {
  const code = document.getElementById('apex-boot').textContent;
  const start = () => {
    for (const links of document.querySelectorAll('template[${AFTER_PAINT_ATTRIBUTE}]')) {
      links.replaceWith(links.content);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.textContent = code;
    document.body.append(script);
  };
  if (location.search !== '' || typeof PerformanceObserver !== 'function') return start();
  let waiting = 2;
  const ready = () => {
    waiting -= 1;
    if (waiting === 0) start();
  };
  if (document.readyState === 'complete') ready();
  else addEventListener('load', ready, { once: true });
  const fallback = setTimeout(ready, 3000);
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    clearTimeout(fallback);
    ready();
  }).observe({ type: 'paint', buffered: true });
})();`;

/** One prerendered page with its start-up deferred; throws if the framework's script is missing. */
export function deferBootInPage(html: string): string {
  const at = html.indexOf(MODULE_SCRIPT);
  if (at === -1) throw new Error('No framework module script found: did <Scripts> change shape?');
  const end = html.indexOf('</script>', at) + '</script>'.length;
  const block = INERT_BLOCK + html.slice(at + MODULE_SCRIPT.length, end);
  return (html.slice(0, at) + block + `<script>${BOOT_LOADER}</script>` + html.slice(end)).replace(
    MODULE_PRELOAD,
    '',
  );
}

/** Every prerendered page of `client` except the SPA fallback, whose content needs the app at once. */
export async function deferBoot(client: string, spaFallbackFile: string): Promise<void> {
  const entries = await readdir(client, { withFileTypes: true, recursive: true });
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.html') || entry.name === spaFallbackFile)
      continue;
    const file = join(entry.parentPath, entry.name);
    await writeFile(file, deferBootInPage(await readFile(file, 'utf8')));
  }
}
