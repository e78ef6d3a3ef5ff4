import { describe, expect, it } from 'vitest';
import { guessMapping, mapRows, readResultsFile } from './resultsFile.ts';

describe('readResultsFile', () => {
  it('reads quoted cells, a byte-order mark and blank lines as the test host writes them', () => {
    const file = readResultsFile(
      '\uFEFFRegistration number,Score,Note\r\nAPX-2026-0001, 45 ,"late, but fine"\r\n\r\nAPX-2026-0002,50,\r\n',
    );
    expect(file.headers).toEqual(['Registration number', 'Score', 'Note']);
    expect(file.rows).toEqual([
      ['APX-2026-0001', '45', 'late, but fine'],
      ['APX-2026-0002', '50', ''],
    ]);
  });
});

describe('guessMapping', () => {
  it('finds the number, score and maximum by their usual names, in any order and case', () => {
    expect(guessMapping(['Name', 'Max marks', 'MARKS', 'Reg. No.'])).toEqual({
      number: 3,
      score: 2,
      maxMarks: 1,
    });
    expect(guessMapping(['Registration Number', 'Percentage'])).toEqual({
      number: 0,
      score: 1,
      maxMarks: null,
    });
  });

  it('asks for a mapping when the headers are not ones it knows', () => {
    expect(guessMapping(['Candidate ID', 'Points'])).toBeNull();
    expect(guessMapping([])).toBeNull();
  });
});

describe('mapRows', () => {
  it('reads each row through the mapping with its line in the file', () => {
    const file = readResultsFile('id,pts,of\nA-1,30,40\nA-2\n');
    expect(mapRows(file, { number: 0, score: 1, maxMarks: 2 })).toEqual([
      { line: 2, registrationNumber: 'A-1', score: '30', maxMarks: '40' },
      { line: 3, registrationNumber: 'A-2', score: '', maxMarks: '' },
    ]);
    expect(mapRows(file, { number: 0, score: 1, maxMarks: null })[0]?.maxMarks).toBeNull();
  });
});
