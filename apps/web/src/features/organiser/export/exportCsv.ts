import { CSV_FORMULA_PATTERN } from '@apex/core';
import Papa from 'papaparse';
import { nextTask } from '../../../hydration/nextTask.ts';

/** One page of what is exported, and the cursor to the next (null on the last). */
export interface ExportPage<Row> {
  readonly rows: readonly Row[];
  readonly next: string | null;
}

export interface ExportCsvOptions<Row> {
  /** The header names, in order. */
  readonly header: readonly string[];
  /** A row's cells, in the header's order. */
  readonly cells: (row: Row) => readonly (string | number)[];
  /** Reads one page from the server; `after` is the cursor of the page before. */
  readonly fetchPage: (after: string | undefined) => Promise<ExportPage<Row>>;
  /** Called after each page with the rows fetched so far. */
  readonly onProgress?: (rowsSoFar: number) => void;
  /** Cancel: the export stops before its next page and rejects with the signal's reason. */
  readonly signal?: AbortSignal;
}

/**
 * Fetches every page in turn and builds the CSV as a Blob (UTF-8 with a byte-order mark, so Excel
 * reads Devanagari names; CRLF lines, as RFC 4180 says). Quoting is papaparse's; `escapeFormulae`
 * with core's CSV_FORMULA_PATTERN keeps a name a visitor typed as "=..." from running as a
 * spreadsheet formula, without a visible `'` before a phone number's `+`. Pages are kept as
 * separate strings, never one growing string, so memory stays close to the file's size.
 */
export async function exportCsv<Row>(options: ExportCsvOptions<Row>): Promise<Blob> {
  const unparse = (rows: (readonly (string | number)[])[]) =>
    Papa.unparse(rows as (string | number)[][], {
      newline: '\r\n',
      escapeFormulae: CSV_FORMULA_PATTERN,
    });
  const parts: string[] = ['\uFEFF', unparse([options.header])];
  let after: string | undefined;
  let count = 0;
  do {
    options.signal?.throwIfAborted();
    const page = await options.fetchPage(after);
    options.signal?.throwIfAborted();
    if (page.rows.length > 0) parts.push('\r\n', unparse(page.rows.map(options.cells)));
    count += page.rows.length;
    options.onProgress?.(count);
    after = page.next ?? undefined;
    // Each page in its own task, as a network answer would be: the progress bar paints and
    // Cancel stays pressable even when pages come back at once.
    await nextTask();
  } while (after !== undefined);
  parts.push('\r\n');
  return new Blob(parts, { type: 'text/csv;charset=utf-8' });
}
