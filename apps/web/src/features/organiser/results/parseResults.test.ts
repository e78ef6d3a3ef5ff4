import { describe, expect, it } from 'vitest';
import { parseResults, parseResultsHere } from './parseResults.ts';

describe('parseResults (the worker’s work)', () => {
  it('returns the rows and the mapping the headers name', () => {
    expect(parseResults('Roll No,Marks,Out of\nAPX-1,36,40\n')).toEqual({
      file: { headers: ['Roll No', 'Marks', 'Out of'], rows: [['APX-1', '36', '40']] },
      mapping: { number: 0, score: 1, maxMarks: 2 },
    });
  });

  it('leaves the mapping to the organiser when the headers are unfamiliar', async () => {
    const parsed = await parseResultsHere(new Blob(['Candidate,Points\nAPX-1,9\n']));
    expect(parsed.mapping).toBeNull();
    expect(parsed.file.rows).toEqual([['APX-1', '9']]);
  });
});
