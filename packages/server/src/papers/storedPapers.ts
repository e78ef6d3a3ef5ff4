import type { ExamEdition } from '@apex/core';
import type { CandidatePaper, PaperProblem, StoredPaper } from '@apex/core/papers';
import { previewPaper } from './candidatePaper.ts';
import { importPaper } from './importPaper.ts';

/**
 * What an organiser's upload comes to: the paper to store at `papers/{paperId}` (its id is the
 * paper's own, so uploading a corrected paper replaces it) with its preview, or every problem at
 * its place and nothing to store.
 */
export type PaperUpload =
  | {
      readonly ok: true;
      readonly paperId: string;
      readonly stored: StoredPaper;
      readonly preview: CandidatePaper;
    }
  | { readonly ok: false; readonly problems: readonly PaperProblem[] };

export function uploadPaper(source: unknown): PaperUpload {
  const imported = importPaper(source);
  if (!imported.ok) return imported;
  const { paper } = imported;
  return { ok: true, paperId: paper.id, stored: paper, preview: previewPaper(paper) };
}

export type AssignmentRefusal =
  | 'registration/unknown-edition'
  | 'organiser/paper-unknown'
  | 'organiser/paper-grade';

/**
 * Why a stored paper (null: none has that id) may not be the test of the edition's grade, or null
 * when it may: the edition must be one the site lists, and the paper written for that grade, a
 * grade the edition has a test for.
 */
export function assignmentRefusal(
  editions: readonly ExamEdition[],
  editionId: string,
  grade: number,
  paper: Pick<StoredPaper, 'grade'> | null,
): AssignmentRefusal | null {
  const edition = editions.find((candidate) => candidate.id === editionId);
  if (edition === undefined) return 'registration/unknown-edition';
  if (paper === null) return 'organiser/paper-unknown';
  const hasGrade = edition.tests.some((test) => test.grade === grade);
  return paper.grade === grade && hasGrade ? null : 'organiser/paper-grade';
}
