import { describe, expect, it } from 'vitest';
import { publishedRowsDigest } from './publishedRows.ts';

const top = { registrationNumber: '2345-6789-ABCDE', scorePercent: 96.5 };
const other = { registrationNumber: '2345-6789-ABCDF', scorePercent: 60 };
const rows = [top, other];

describe('publishedRowsDigest', () => {
  it('is the same for the same rows in any order', () => {
    expect(publishedRowsDigest(rows)).toMatch(/^[0-9a-f]{64}$/);
    expect(publishedRowsDigest([...rows].reverse())).toBe(publishedRowsDigest(rows));
  });

  it('differs when a score changes, a row is added or one is dropped', () => {
    const first = publishedRowsDigest(rows);
    expect(publishedRowsDigest([{ ...top, scorePercent: 96.25 }, other])).not.toBe(first);
    expect(
      publishedRowsDigest([...rows, { registrationNumber: '2345-6789-ABCDG', scorePercent: 1 }]),
    ).not.toBe(first);
    expect(publishedRowsDigest([top])).not.toBe(first);
  });
});
