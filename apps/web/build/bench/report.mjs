/** Medians, budgets and the table `pnpm bench` prints and writes to docs/performance.md. */
import { longestPerScript } from './longTasks.mjs';

export const BUDGETS = {
  score: 100,
  lcpOverFloor: 1.2,
  cls: 0,
  tbtBelowMs: 50,
  jsBeforePaintKiB: 100,
};

export function median(values) {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Each metric's median over the runs (independently, as Lighthouse's own guidance does). */
export function summarize(runs) {
  const pick = (key) => median(runs.map((run) => run[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    fcp: pick('fcp'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
    transfer: pick('transfer'),
    jsGzip: pick('jsGzip'),
    jsGzipBeforePaint: pick('jsGzipBeforePaint'),
    firebaseEarly: [...new Set(runs.flatMap((run) => run.firebaseEarly))],
    failing: [...new Set(runs.flatMap((run) => run.failing))].sort(),
    longestScriptTasks: longestPerScript(runs.flatMap((run) => run.scriptLongTasks ?? [])),
  };
}

/**
 * Budget misses for one route of the Firebase build (the budgets). `floor` is the median
 * of the same page without scripts; a page with no content without JS (the app shell) has no LCP.
 */
export function budgetMisses(route, result, floor) {
  const misses = [];
  for (const key of ['performance', 'accessibility', 'bestPractices', 'seo']) {
    if (result[key] !== BUDGETS.score) misses.push(`${route}: ${key} ${result[key]} < 100`);
  }
  if (floor?.lcp === undefined) {
    misses.push(`${route}: no floor LCP (the page has no content without JavaScript)`);
  } else if (result.lcp > floor.lcp * BUDGETS.lcpOverFloor) {
    misses.push(
      `${route}: LCP ${ms(result.lcp)} is ${ratio(result.lcp, floor.lcp)} x the floor's ${ms(floor.lcp)} (budget ${BUDGETS.lcpOverFloor})`,
    );
  }
  if (result.cls > BUDGETS.cls) misses.push(`${route}: CLS ${result.cls.toFixed(3)} > 0`);
  if (!(result.tbt < BUDGETS.tbtBelowMs)) {
    // Still a miss; saying the page without scripts missed it too tells the reader where to look.
    const floorToo =
      floor?.tbt !== undefined && !(floor.tbt < BUDGETS.tbtBelowMs)
        ? ` (the no-JS floor measured ${ms(floor.tbt)})`
        : '';
    misses.push(`${route}: TBT ${ms(result.tbt)} >= 50 ms${floorToo}`);
  }
  if (route === '/') {
    if (result.jsGzipBeforePaint > BUDGETS.jsBeforePaintKiB * 1024) {
      misses.push(`/: ${kib(result.jsGzipBeforePaint)} of JS before first paint > 100 KiB`);
    }
  }
  if (result.firebaseEarly.length > 0) {
    misses.push(`${route}: Firebase requested before load: ${result.firebaseEarly.join(', ')}`);
  }
  return misses;
}

export const ms = (value) => (value === undefined ? 'n/a' : `${Math.round(value)} ms`);
export const kib = (bytes) => (bytes === undefined ? 'n/a' : `${(bytes / 1024).toFixed(1)} KiB`);
export const ratio = (value, floor) =>
  value === undefined || floor === undefined || floor === 0 ? 'n/a' : (value / floor).toFixed(2);

const HEADER = [
  'Route',
  'Perf',
  'A11y',
  'BP',
  'SEO',
  'FCP',
  'LCP',
  'TBT',
  'CLS',
  'Transfer',
  'JS gzip (first load)',
  'JS gzip before paint',
  'Floor LCP',
  'LCP / floor',
  // The same page without JavaScript: how much of the TBT is layout and paint, and machine noise.
  'Floor TBT',
];

export function tableRows(results, floors) {
  return Object.entries(results).map(([route, result]) => {
    const floor = floors[route];
    return [
      route,
      result.performance,
      result.accessibility,
      result.bestPractices,
      result.seo,
      ms(result.fcp),
      ms(result.lcp),
      ms(result.tbt),
      result.cls === undefined ? 'n/a' : result.cls.toFixed(3),
      kib(result.transfer),
      kib(result.jsGzip),
      kib(result.jsGzipBeforePaint),
      ms(floor?.lcp),
      ratio(result.lcp, floor?.lcp),
      ms(floor?.tbt),
    ].map(String);
  });
}

export function markdownTable(rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(HEADER), line(HEADER.map(() => '---')), ...rows.map(line)].join('\n');
}

export function textTable(rows) {
  const all = [HEADER, ...rows];
  const widths = HEADER.map((_, column) => Math.max(...all.map((row) => row[column].length)));
  return all
    .map((row) => row.map((cell, column) => cell.padEnd(widths[column])).join('  '))
    .join('\n');
}
