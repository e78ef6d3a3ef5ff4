import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EDITIONS } from '@apex/core';
import { withBuiltInTests } from '../../src/config/siteEditions.ts';
import { expect } from '../support/firebaseTest.ts';
import { ADMIN, DOCUMENTS, emulatorsWithRules } from './emulators.ts';

const here = dirname(fileURLToPath(import.meta.url));
const STORED = join(here, '../../../../packages/auth-memory/src/sampleStoredPapers.json');
const DAY_MS = 86_400_000;

/** The Indian day `days` from today, "YYYY-MM-DD". */
const indianDay = (days: number) =>
  new Date(Date.now() + days * DAY_MS + 330 * 60_000).toISOString().slice(0, 10);

async function writeDocument(path: string, fields: Record<string, unknown>): Promise<void> {
  const written = await fetch(`${DOCUMENTS}/${path}`, {
    method: 'PATCH',
    headers: ADMIN,
    body: JSON.stringify({ fields }),
  });
  expect(written.ok, `PATCH ${path}`).toBe(true);
}

/**
 * The emulators set for the built-in test (ADR 0182): the functions judge attempts by editions
 * with every grade built in and a batch from yesterday to tomorrow; the Grade 8 sample stored and
 * assigned.
 */
export async function builtInTestOnEmulators(): Promise<void> {
  await emulatorsWithRules();
  // The functions judge attempts by these editions on the emulators (ADR 0182): every grade on the
  // built-in test, a batch from yesterday to tomorrow; the Grade 8 sample paper stored and assigned.
  const editions = withBuiltInTests(EDITIONS).map((edition) => ({
    ...edition,
    batches: [{ name: 'Batch 1', start: indianDay(-1), end: indianDay(1) }],
  }));
  await writeDocument('emulatorEditions/current', {
    editions: { stringValue: JSON.stringify(editions) },
  });
  const papers = JSON.parse(readFileSync(STORED, 'utf8')) as { id: string; grade: number }[];
  const paper = papers.find((candidate) => candidate.grade === 8);
  if (paper === undefined) throw new Error('no Grade 8 sample paper');
  await writeDocument(`papers/${paper.id}`, {
    grade: { integerValue: '8' },
    paper: { stringValue: JSON.stringify(paper) },
  });
  await writeDocument(`editions/${EDITIONS[0].id}/assignments/8`, {
    paperId: { stringValue: paper.id },
    grade: { integerValue: '8' },
  });
}
