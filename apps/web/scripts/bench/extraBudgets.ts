/**
 * The two budgets Lighthouse CI cannot assert (docs/performance.md):
 * - LCP at most 1.2 x the no-JS floor's: the same page with every script removed, measured the
 *   same way, median against median;
 * - no Firebase request before the load event, in any run.
 */
import { cp, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Lhr, medianAudit } from './lhr.ts';

export const LCP_OVER_FLOOR = 1.2;

/** Executable scripts and module preloads; JSON-LD data blocks stay (they run nothing). */
const EXECUTABLE_SCRIPT = /<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/gi;
const MODULE_PRELOAD = /<link\b[^>]*\brel=["']?modulepreload\b[^>]*>/gi;

export const withoutScripts = (html: string): string =>
  html.replace(EXECUTABLE_SCRIPT, '').replace(MODULE_PRELOAD, '');

/** The floor: a copy of the built site whose HTML files have no scripts, styles and all else kept. */
export async function makeFloor(siteDir: string, floorDir: string): Promise<void> {
  await cp(siteDir, floorDir, { recursive: true });
  for (const entry of await readdir(floorDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = join(entry.parentPath, entry.name);
    await writeFile(file, withoutScripts(await readFile(file, 'utf8')));
  }
}

export interface FloorComparison {
  lcp: number;
  floorLcp: number;
  ratio: number;
  pass: boolean;
}

export function lcpAgainstFloor(page: readonly Lhr[], floor: readonly Lhr[]): FloorComparison {
  const lcp = medianAudit(page, 'largest-contentful-paint');
  const floorLcp = medianAudit(floor, 'largest-contentful-paint');
  const ratio = lcp / floorLcp;
  return { lcp, floorLcp, ratio, pass: ratio <= LCP_OVER_FLOOR };
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
