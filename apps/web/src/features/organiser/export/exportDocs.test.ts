import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { registrationCsvDocsTable } from '@apex/core';
import { describe, expect, it } from 'vitest';

const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../../../../..');

// The docs print the export's columns from the same list the export writes (issue 42).
describe('the export documented', () => {
  it.each(['docs/organiser.md', 'docs/results.md'])(
    '%s lists the columns as the code does',
    (file) => {
      const text = readFileSync(join(REPO_ROOT, file), 'utf8');
      const block =
        /<!-- registration-csv-columns -->\n([\s\S]*?)\n<!-- \/registration-csv-columns -->/.exec(
          text,
        );
      expect(block?.[1], `paste registrationCsvDocsTable() between the markers in ${file}`).toBe(
        registrationCsvDocsTable(),
      );
    },
  );
});
