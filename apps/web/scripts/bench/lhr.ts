import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** A request of Lighthouse's `network-requests` audit; times in ms from its `networkStartTimeTs`. */
export interface NetworkRequest {
  url: string;
  rendererStartTime?: number;
}

/** The parts of a Lighthouse result (LHR JSON) the bench reads. */
export interface Lhr {
  requestedUrl: string;
  /** How Lighthouse throttled the run: `simulate` (its default), `devtools` (applied) or `provided`. */
  configSettings?: { throttlingMethod?: string };
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, LhrAudit | undefined>;
}

interface LhrAudit {
  numericValue?: number;
  details?: {
    items?: ({ observedLoadTs?: number } & Partial<NetworkRequest>)[];
    /** `network-requests` only: the trace time (µs) its request times count from. */
    debugData?: { networkStartTimeTs?: number };
  };
}

/** One line of the `manifest.json` that `lhci upload --target=filesystem` writes. */
interface ManifestEntry {
  url: string;
  jsonPath: string;
}

/** The median (of an even count, the mean of the middle two); NaN for no values. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.slice(
    Math.floor((sorted.length - 1) / 2),
    Math.floor(sorted.length / 2) + 1,
  );
  return middle.reduce((sum, value) => sum + value, 0) / middle.length;
}

/** The median over runs of an audit's numeric value (LHCI's `aggregationMethod: 'median'`). */
export const medianAudit = (runs: readonly Lhr[], id: string): number =>
  median(runs.map((lhr) => lhr.audits[id]?.numericValue ?? Number.NaN));

/** The median over runs of a category's score, out of 100. */
export const medianScore = (runs: readonly Lhr[], id: string): number =>
  Math.round(100 * median(runs.map((lhr) => lhr.categories[id]?.score ?? 0)));

/** The route a result is for: its URL's path, whatever the server's origin. */
export const routeOf = (url: string): string => new URL(url).pathname;

/** Every run of an `lhci upload --target=filesystem` directory, by route. */
export async function readRuns(resultsDir: string): Promise<Map<string, Lhr[]>> {
  const manifest: ManifestEntry[] = JSON.parse(
    await readFile(join(resultsDir, 'manifest.json'), 'utf8'),
  );
  const runs = new Map<string, Lhr[]>();
  for (const entry of manifest) {
    const lhr: Lhr = JSON.parse(await readFile(entry.jsonPath, 'utf8'));
    const route = routeOf(entry.url);
    runs.set(route, [...(runs.get(route) ?? []), lhr]);
  }
  return runs;
}
