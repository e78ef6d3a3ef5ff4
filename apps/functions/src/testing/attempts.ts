import { EDITIONS } from '@apex/core';
import { SAMPLE_PAPERS, uploadPaper } from '@apex/server/papers';
import { assignmentPath, EMULATOR_EDITIONS, paperPath } from '../paths.ts';
import { db } from './emulators.ts';

/**
 * Test support for the built-in test on the emulators (issue 40): the editions the functions judge
 * attempts by (ADR 0182), and a sample paper stored and assigned as the organiser's upload leaves it.
 */

const DAY_MS = 86_400_000;

/** The Indian day `days` from today, "YYYY-MM-DD". */
export const indianDay = (days: number): string =>
  new Date(Date.now() + days * DAY_MS + 330 * 60_000).toISOString().slice(0, 10);

/** Core's editions with every grade on the built-in test; a batch today unless `batchToday` is false. */
export async function judgeAttemptsBy(batchToday: boolean): Promise<void> {
  const editions = EDITIONS.map((edition) => ({
    ...edition,
    tests: edition.tests.map(({ grade }) => ({ grade, delivery: { kind: 'built-in' } })),
    ...(batchToday
      ? { batches: [{ name: 'Batch 1', start: indianDay(-1), end: indianDay(1) }] }
      : {}),
  }));
  await db.doc(EMULATOR_EDITIONS).set({ editions: JSON.stringify(editions) });
}

/** Stores the grade's sample paper, imported, and assigns it to the grade of the edition. */
export async function assignSamplePaper(editionId: string, grade: number): Promise<void> {
  const sample = SAMPLE_PAPERS.find((paper) => paper.grade === grade);
  if (sample === undefined) throw new Error(`no grade ${grade} sample`);
  const upload = uploadPaper(sample);
  if (!upload.ok) throw new Error('the sample does not import');
  await db.doc(paperPath(upload.paperId)).set({ grade, paper: JSON.stringify(upload.stored) });
  await db.doc(assignmentPath(editionId, grade)).set({ grade, paperId: upload.paperId });
}
