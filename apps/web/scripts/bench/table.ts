/** One route of one build, every figure the median of its runs; `misses` names each budget missed. */
export interface ResultRow {
  route: string;
  build: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  /** The same page with no script. */
  floorLcp: number;
  /** The same page with no script and only the CSS it uses, inlined. */
  idealFloorLcp: number;
  tbt: number;
  cls: number;
  misses: readonly string[];
}

const HEADER = [
  'Route',
  'Build',
  'Perf',
  'A11y',
  'BP',
  'SEO',
  'LCP',
  'No-script floor',
  'Ideal floor',
  'LCP / no-script',
  'LCP / ideal',
  'TBT',
  'CLS',
  'Result',
];

const ms = (value: number) => `${Math.round(value)} ms`;

const cells = (row: ResultRow): string[] => [
  row.route,
  row.build,
  String(row.performance),
  String(row.accessibility),
  String(row.bestPractices),
  String(row.seo),
  ms(row.lcp),
  ms(row.floorLcp),
  ms(row.idealFloorLcp),
  (row.lcp / row.floorLcp).toFixed(2),
  (row.lcp / row.idealFloorLcp).toFixed(2),
  ms(row.tbt),
  row.cls.toFixed(3),
  row.misses.length === 0 ? 'pass' : `FAIL: ${row.misses.join('; ')}`,
];

/** The results as a Markdown table, the form docs/performance.md keeps them in. */
export function resultsTable(rows: readonly ResultRow[]): string {
  const line = (values: readonly string[]) => `| ${values.join(' | ')} |`;
  return [line(HEADER), line(HEADER.map(() => '---')), ...rows.map((row) => line(cells(row)))].join(
    '\n',
  );
}

const START = '<!-- bench:start -->';
const END = '<!-- bench:end -->';

/** A Markdown page with the text between its bench markers replaced by `results`. */
export function withResults(page: string, results: string): string {
  const start = page.indexOf(START);
  const end = page.indexOf(END);
  if (start === -1 || end < start) throw new Error(`The page has no ${START} ... ${END} section`);
  return `${page.slice(0, start + START.length)}\n${results}\n${page.slice(end)}`;
}
