import { median } from './report.mjs';

/**
 * Sums up build/bench/scriptTime.mjs's loads: for each built chunk, its longest script entry in
 * each load (a Long Animation Frame's `scripts`), then over the loads.
 */

/** A built chunk's name without its content hash: `react-CL-C8gf1.js` is `react`. */
export function chunkName(url) {
  const file = url.split('/').pop() ?? '';
  return /^(.+)-[\w-]{8}\.js$/.exec(file)?.[1] ?? file;
}

/**
 * `loads`: one array of script entries (`{ url, duration }`) per page load. Returns one row per
 * chunk seen in any load, longest median first: the median over the loads of the chunk's longest
 * entry (0 where it had none), and in how many loads it reached `longMs`.
 */
export function summarizeScriptTime(loads, longMs = 50) {
  const chunks = new Set(loads.flat().map((entry) => chunkName(entry.url)));
  const rows = [...chunks].map((chunk) => {
    const longest = loads.map((entries) =>
      Math.max(
        0,
        ...entries.filter((entry) => chunkName(entry.url) === chunk).map((entry) => entry.duration),
      ),
    );
    return {
      chunk,
      medianMs: Math.round(median(longest) ?? 0),
      longLoads: longest.filter((ms) => ms >= longMs).length,
      loads: loads.length,
    };
  });
  return rows.sort((a, b) => b.medianMs - a.medianMs);
}
