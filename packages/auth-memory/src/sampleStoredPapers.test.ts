import { readFileSync, writeFileSync } from 'node:fs';
import { SAMPLE_PAPERS, uploadPaper } from '@apex/server/papers';
import { describe, expect, it } from 'vitest';

const FILE = new URL('./sampleStoredPapers.json', import.meta.url);

/** The sample papers as the server's import stores them, made here in Node (the browser never runs the import). */
function imported() {
  return SAMPLE_PAPERS.map((source) => {
    const decided = uploadPaper(source);
    if (!decided.ok) throw new Error(`a sample paper does not import: ${source.id}`);
    return decided.stored;
  });
}

describe('the memory build’s stored sample papers', () => {
  it('are the sample papers as the server’s import stores them (WRITE_SAMPLE_PAPERS=1 rewrites the file)', () => {
    const expected = `${JSON.stringify(imported())}\n`;
    if (process.env.WRITE_SAMPLE_PAPERS === '1') writeFileSync(FILE, expected);
    expect(readFileSync(FILE, 'utf8')).toBe(expected);
  });
});
