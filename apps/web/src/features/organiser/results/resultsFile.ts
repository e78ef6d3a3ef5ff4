import Papa from 'papaparse';

/** A results file as read: its header names and its data rows, cell by cell. */
export interface ResultsFile {
  readonly headers: readonly string[];
  readonly rows: readonly (readonly string[])[];
}

/**
 * Which column holds what, by index into the headers. `maxMarks` is null when the score column is
 * a percentage, or when every row is marked out of the same `fixedMaxMarks` the organiser typed.
 */
export interface ColumnMapping {
  readonly number: number;
  readonly score: number;
  readonly maxMarks: number | null;
}

/** A data row read through the mapping, with its line in the file (the header is line 1). */
export interface MappedRow {
  readonly line: number;
  readonly registrationNumber: string;
  readonly score: string;
  readonly maxMarks: string | null;
}

/**
 * Reads the CSV the test host exports. Quoting, embedded commas and line breaks are papaparse's
 * job; blank lines are skipped and cells trimmed so a stray space never becomes a "problem".
 */
export function readResultsFile(text: string): ResultsFile {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    skipEmptyLines: 'greedy',
    transform: (value) => value.trim(),
  });
  const [headers = [], ...rows] = parsed.data;
  return { headers, rows };
}

const NUMBER_HEADERS = /^(registration|reg\.?|roll)\s*(number|no\.?|#|id)?$|^registrationnumber$/i;
const SCORE_HEADERS =
  /^(score|marks?|percent(age)?|%|result|marks obtained|score %|score percent)$/i;
const MAX_HEADERS = /^(max(imum)?\s*(marks|score)?|out of|total marks|full marks)$/i;

/**
 * The mapping the headers name plainly ("Registration number", "Score", "Max marks"), or null
 * when they do not, so the console asks the organiser to map the columns.
 */
export function guessMapping(headers: readonly string[]): ColumnMapping | null {
  const find = (pattern: RegExp) => headers.findIndex((header) => pattern.test(header.trim()));
  const number = find(NUMBER_HEADERS);
  const score = find(SCORE_HEADERS);
  if (number < 0 || score < 0 || number === score) return null;
  const maxMarks = find(MAX_HEADERS);
  return { number, score, maxMarks: maxMarks < 0 ? null : maxMarks };
}

/** The file's rows through a mapping; a short row reads its missing cells as empty. */
export function mapRows(file: ResultsFile, mapping: ColumnMapping): MappedRow[] {
  return file.rows.map((cells, index) => ({
    line: index + 2,
    registrationNumber: cells[mapping.number] ?? '',
    score: cells[mapping.score] ?? '',
    maxMarks: mapping.maxMarks === null ? null : (cells[mapping.maxMarks] ?? ''),
  }));
}
