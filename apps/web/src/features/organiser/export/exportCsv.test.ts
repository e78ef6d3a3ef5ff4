import { spawnSync } from 'node:child_process';
import { REGISTRATION_CSV_COLUMNS } from '@apex/core';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { type ExportPage, exportCsv } from './exportCsv.ts';

interface Row {
  readonly name: string;
  readonly grade: number;
}

const pages: Record<string, ExportPage<Row>> = {
  first: { rows: [{ name: 'आरव शर्मा', grade: 6 }], next: 'b' },
  b: { rows: [{ name: 'Diya, "Di" Rao', grade: 7 }], next: 'c' },
  c: { rows: [{ name: '=HYPERLINK("x")', grade: 8 }], next: null },
};
const lastPage: ExportPage<Row> = { rows: [], next: null };
const fetchPage = (after: string | undefined) =>
  Promise.resolve(pages[after ?? 'first'] ?? lastPage);

// FileReader, not Blob.arrayBuffer(), which the test DOM lacks.
function readBytes(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.addEventListener('load', () => {
      const { result } = reader;
      if (result === null || typeof result === 'string') reject(new Error('Not read as bytes'));
      else resolve(new Uint8Array(result));
    });
    reader.readAsArrayBuffer(blob);
  });
}

describe('exportCsv', () => {
  it('writes a byte-order mark, the header and every page, quoted by papaparse', async () => {
    const progress: number[] = [];
    const blob = await exportCsv<Row>({
      header: ['Name', 'Grade'],
      cells: (row) => [row.name, row.grade],
      fetchPage,
      onProgress: (rows) => progress.push(rows),
    });
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const bytes = await readBytes(blob);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text).toContain('\r\n');
    const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: true });
    expect(parsed.data).toEqual([
      ['Name', 'Grade'],
      ['आरव शर्मा', '6'],
      ['Diya, "Di" Rao', '7'],
      // A formula a visitor typed stays text in a spreadsheet.
      ['\'=HYPERLINK("x")', '8'],
    ]);
    expect(progress).toEqual([1, 2, 3]);
  });

  it("opens in Python's csv module with the column keys, phones as typed, formulas guarded", async () => {
    const dangerous = ['=1+1', '+cmd|"/c calc"!A1', '-2+3', '@SUM(A1)', '\tx', '\rx', '\uFF1D1'];
    const rows = [['+919876543210', 'आशा राव'], ...dangerous.map((cell) => [cell, 'x'])];
    const blob = await exportCsv<readonly string[]>({
      header: REGISTRATION_CSV_COLUMNS.slice(0, 2),
      cells: (row) => row,
      fetchPage: async () => ({ rows, next: null }),
    });
    const bytes = await readBytes(blob);
    // What a spreadsheet's CSV reader sees: Python's csv module, reading the file's bytes.
    const python = spawnSync(
      'python3',
      [
        '-c',
        'import csv,io,json,sys; print(json.dumps(list(csv.reader(io.TextIOWrapper(sys.stdin.buffer, encoding="utf-8-sig", newline="")))))',
      ],
      { input: bytes },
    );
    expect(python.status, String(python.stderr)).toBe(0);
    const read: string[][] = JSON.parse(String(python.stdout));
    expect(read[0]).toEqual(['registrationNumber', 'candidateName']);
    expect(read[1]).toEqual(['+919876543210', 'आशा राव']);
    expect(read.slice(2).map((row) => row[0])).toEqual(dangerous.map((cell) => `'${cell}`));
  });

  it('stops before the next page once cancelled', async () => {
    const controller = new AbortController();
    const asked: (string | undefined)[] = [];
    const exporting = exportCsv<Row>({
      header: ['Name', 'Grade'],
      cells: (row) => [row.name, row.grade],
      fetchPage: (after) => {
        asked.push(after);
        controller.abort(new DOMException('Cancelled', 'AbortError'));
        return fetchPage(after);
      },
      signal: controller.signal,
    });
    await expect(exporting).rejects.toMatchObject({ name: 'AbortError' });
    expect(asked).toEqual([undefined]);
  });
});
