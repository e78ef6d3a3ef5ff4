import type { StoredPaper } from '@apex/core/papers';

/**
 * The grades with a practice paper, and how each is loaded: its own chunk, stored at build time
 * by the server's import (vite/practicePapers.ts), so a page loads only the paper it shows.
 */
export const PRACTICE_GRADES = [6, 7, 8, 9, 10] as const;
export type PracticeGrade = (typeof PRACTICE_GRADES)[number];

type PaperModule = Promise<{ readonly default: StoredPaper }>;

const LOADERS: Readonly<Record<PracticeGrade, () => PaperModule>> = {
  6: () => import('virtual:apex-practice-paper/6'),
  7: () => import('virtual:apex-practice-paper/7'),
  8: () => import('virtual:apex-practice-paper/8'),
  9: () => import('virtual:apex-practice-paper/9'),
  10: () => import('virtual:apex-practice-paper/10'),
};

/** The grade a query's `grade` names, if it has a practice paper. */
export function practiceGradeOf(value: string | null): PracticeGrade | null {
  return PRACTICE_GRADES.find((grade) => String(grade) === value) ?? null;
}

export async function loadPracticePaper(grade: PracticeGrade): Promise<StoredPaper> {
  return (await LOADERS[grade]()).default;
}
