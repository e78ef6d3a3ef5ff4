/**
 * The two budgets Lighthouse CI cannot assert (docs/performance.md, docs/adr/0114):
 * - LCP at most 1.1 x the ideal floor's: the same page with no script and only the CSS it uses
 *   inlined, measured the same way, median against median (the no-script floor, the page with
 *   only its scripts removed, is reported beside it);
 * - no Firebase request before the load event, in any run.
 */
import { cp, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { USED_CSS_ATTRIBUTE, withDeferredLinks } from '../../vite/inlineUsedCss.ts';
import { STYLESHEET_LINK, sheetPath, stylesheetHrefs, usedCss } from '../../vite/usedCss.ts';
import { type Lhr, medianAudit } from './lhr.ts';

export const LCP_OVER_IDEAL_FLOOR = 1.1;

/**
 * The ratio is read only from runs under applied throttling (docs/adr/0192): under Lighthouse's
 * simulation it is set by a race between the paint and requests made after the load (ADR 0141).
 */
export const LCP_THROTTLING = 'devtools';

/** The runs not throttled the way the LCP ratio needs, as `url (method)`. */
export function notAppliedThrottling(runs: readonly Lhr[]): string[] {
  return runs
    .filter((lhr) => lhr.configSettings?.throttlingMethod !== LCP_THROTTLING)
    .map((lhr) => `${lhr.requestedUrl} (${lhr.configSettings?.throttlingMethod ?? 'unknown'})`);
}

/** Executable scripts and module preloads; JSON-LD data blocks stay (they run nothing). */
const EXECUTABLE_SCRIPT = /<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/gi;
const MODULE_PRELOAD = /<link\b[^>]*\brel=["']?modulepreload\b[^>]*>/gi;

export const withoutScripts = (html: string): string =>
  html.replace(EXECUTABLE_SCRIPT, '').replace(MODULE_PRELOAD, '');

/** The site's own block of used rules (vite/inlineUsedCss.ts): the ideal floor makes its own. */
const USED_CSS_BLOCK = new RegExp(`<style ${USED_CSS_ATTRIBUTE}="">[\\s\\S]*?</style>`);

/**
 * The ideal floor of one page: no script, no stylesheet link, and only the rules of its
 * stylesheets (all it links, deferred or not) that its script-free HTML uses, in one inline
 * `<style>` where its first stylesheet was; its other style blocks (the design tokens) are kept.
 */
export async function idealPage(
  html: string,
  readSheet: (href: string) => Promise<string>,
): Promise<string> {
  const bare = withoutScripts(withDeferredLinks(html)).replace(USED_CSS_BLOCK, '');
  const hrefs = stylesheetHrefs(bare);
  if (hrefs.length === 0) return bare;
  const first = bare.search(STYLESHEET_LINK);
  const [head, rest] = [bare.slice(0, first), bare.slice(first).replace(STYLESHEET_LINK, '')];
  const css = await usedCss(head + rest, await Promise.all(hrefs.map(readSheet)));
  return `${head}<style>${css}</style>${rest}`;
}

/** A copy of the built site with each HTML file made by `transform`, all other files as they are. */
async function copyWithPages(
  siteDir: string,
  targetDir: string,
  transform: (html: string) => Promise<string>,
): Promise<void> {
  await cp(siteDir, targetDir, { recursive: true });
  for (const entry of await readdir(targetDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = join(entry.parentPath, entry.name);
    await writeFile(file, await transform(await readFile(file, 'utf8')));
  }
}

/** The no-script floor: a copy of the built site whose HTML files have no scripts, all else kept. */
export const makeFloor = (siteDir: string, floorDir: string): Promise<void> =>
  copyWithPages(siteDir, floorDir, async (html) => withoutScripts(html));

/** The ideal floor: a copy of the built site whose pages are their `idealPage`. */
export const makeIdealFloor = (siteDir: string, floorDir: string): Promise<void> =>
  copyWithPages(siteDir, floorDir, (html) =>
    idealPage(html, (href) => readFile(join(siteDir, sheetPath(href)), 'utf8')),
  );

export interface FloorComparison {
  lcp: number;
  floorLcp: number;
  idealFloorLcp: number;
  pass: boolean;
}

/** The site's median LCP against both floors'; it passes within 1.1 x the ideal floor's. */
export function lcpAgainstFloors(
  page: readonly Lhr[],
  floor: readonly Lhr[],
  idealFloor: readonly Lhr[],
): FloorComparison {
  const lcp = medianAudit(page, 'largest-contentful-paint');
  const floorLcp = medianAudit(floor, 'largest-contentful-paint');
  const idealFloorLcp = medianAudit(idealFloor, 'largest-contentful-paint');
  return { lcp, floorLcp, idealFloorLcp, pass: lcp / idealFloorLcp <= LCP_OVER_IDEAL_FLOOR };
}

/**
 * The built scripts holding the Firebase SDK, as URL paths (`/assets/x.js`): the SDK names each
 * of its parts in its code as a string `@firebase/<part>` (it registers them under those names).
 */
const FIREBASE_PART_NAME = /["'`]@firebase\//;

export async function firebaseChunks(siteDir: string): Promise<Set<string>> {
  const assets = join(siteDir, 'assets');
  const chunks = new Set<string>();
  for (const name of await readdir(assets)) {
    if (!name.endsWith('.js')) continue;
    if (FIREBASE_PART_NAME.test(await readFile(join(assets, name), 'utf8'))) {
      chunks.add(`/assets/${name}`);
    }
  }
  return chunks;
}

/** Firebase's own hosts: its APIs on googleapis.com, its hosting and database domains. */
const FIREBASE_HOST = /(^|\.)(googleapis\.com|firebaseapp\.com|firebaseio\.com|web\.app)$/;

/**
 * The Firebase requests a run started before the load event: to a Firebase host or for a built
 * Firebase chunk. Reads two documented LHR fields on one clock (trace µs): the `metrics` audit's
 * `observedLoadTs`, and each `network-requests` item's `rendererStartTime` (ms) counted from that
 * audit's `debugData.networkStartTimeTs`.
 */
export function firebaseBeforeLoad(lhr: Lhr, chunks: ReadonlySet<string>): string[] {
  const loadTs = lhr.audits.metrics?.details?.items?.[0]?.observedLoadTs;
  const network = lhr.audits['network-requests']?.details;
  const startTs = network?.debugData?.networkStartTimeTs;
  if (loadTs === undefined || startTs === undefined) {
    throw new Error(`${lhr.requestedUrl}: the result has no load time or no request times`);
  }
  return (network?.items ?? []).flatMap(({ url, rendererStartTime }) => {
    if (url === undefined || rendererStartTime === undefined) return [];
    const { hostname, pathname } = new URL(url);
    const firebase = FIREBASE_HOST.test(hostname) || chunks.has(pathname);
    return firebase && startTs + rendererStartTime * 1000 < loadTs ? [url] : [];
  });
}
