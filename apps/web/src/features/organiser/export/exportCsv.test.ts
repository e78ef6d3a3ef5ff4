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
