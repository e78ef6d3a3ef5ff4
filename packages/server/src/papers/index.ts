/**
 * Papers (issue 40): the format (paper.schema.json, docs/papers.md), the import that checks a paper
 * and turns its TeX into MathML, the paper an attempt receives, scoring and item analysis. Its own
 * entry point (`@apex/server/papers`): the import's validator and TeX library stay out of everything
 * that imports `@apex/server` or its contract.
 */

export type * from '@apex/core/papers';
export {
  type AttemptScore,
  isRight,
  LANGUAGES,
  normaliseText,
  readNumber,
  type SectionScore,
  scoreAttempt,
} from '@apex/core/papers';
export { candidatePaper, previewPaper } from './candidatePaper.ts';
export { importPaper } from './importPaper.ts';
export { type ItemAnalysis, type ItemStatistics, itemAnalysis } from './itemAnalysis.ts';
export { SAMPLE_PAPERS } from './samples/index.ts';
export {
  type AssignmentRefusal,
  assignmentRefusal,
  type PaperUpload,
  uploadPaper,
} from './storedPapers.ts';
