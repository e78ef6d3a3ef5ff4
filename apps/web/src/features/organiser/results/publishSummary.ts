import type { ResultRow } from '@apex/auth-port';
import { roundScore } from '@apex/core';

/** One grade of what a publish will write: how many, the lowest, highest and mean percentage. */
export interface GradeSummary {
  readonly grade: number;
  readonly rows: number;
  readonly lowest: number;
  readonly highest: number;
  readonly mean: number;
}

/**
 * The figures the organiser confirms before publishing (issue 42), per grade in grade order: a
 * file of marks read as percentages, or the wrong column, shows at once as a mean of 4 or a highest
 * of 450. Rows whose number is unknown are left out (the preview blocks them anyway).
 */
export function publishSummary(
  rows: readonly ResultRow[],
  gradeOf: (registrationNumber: string) => number | undefined,
): GradeSummary[] {
  const grades = new Map<number, number[]>();
  for (const row of rows) {
    const grade = gradeOf(row.registrationNumber);
    if (grade === undefined) continue;
    const scores = grades.get(grade);
    if (scores === undefined) grades.set(grade, [row.scorePercent]);
    else scores.push(row.scorePercent);
  }
  return [...grades]
    .sort(([a], [b]) => a - b)
    .map(([grade, scores]) => ({
      grade,
      rows: scores.length,
      // reduce, not Math.min(...scores): 100,000 arguments would overflow the stack.
      lowest: scores.reduce((low, score) => Math.min(low, score)),
      highest: scores.reduce((high, score) => Math.max(high, score)),
      mean: roundScore(scores.reduce((sum, score) => sum + score, 0) / scores.length),
    }));
}
