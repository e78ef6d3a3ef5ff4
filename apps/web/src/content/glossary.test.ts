import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GLOSSARY } from '@apex/core';
import { describe, expect, it } from 'vitest';

// @apex/core reads no files, so the check that its list is the document's table lives here.
const doc = join(dirname(fileURLToPath(import.meta.url)), '../../../../docs/glossary.md');

/** The English and Hindi cells of the glossary table, in order. */
function tableRows(markdown: string): { en: string; hi: string }[] {
  const lines = markdown.split('\n');
  const header = lines.indexOf('| English | Hindi | Note |');
  expect(header).toBeGreaterThanOrEqual(0);
  const rows = [];
  for (const line of lines.slice(header + 2)) {
    if (!line.startsWith('|')) break;
    const [en = '', hi = ''] = line
      .slice(1, -1)
      .split('|')
      .map((cell) => cell.trim());
    rows.push({ en, hi });
  }
  return rows;
}

describe('docs/glossary.md', () => {
  it('holds the same terms, in the same order, as GLOSSARY in @apex/core', () => {
    expect(tableRows(readFileSync(doc, 'utf8'))).toEqual(
      GLOSSARY.map(({ en, hi }) => ({ en, hi })),
    );
  });
});
