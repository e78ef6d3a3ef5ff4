import { type GradedScore, type GradeStanding, percentilesInGrade } from '@apex/core';

/**
 * Each result's standing in its grade, as a publish stores it (issue 42; docs/adr/0123): the
 * percentile (core's percentilesInGrade), how many candidates the grade has, and the rank (1 plus
 * how many scored strictly more, so tied top scorers are all 1st). The page and the mail read it
 * with core's `gradeStandingReading`, which shows a percentile only where it means something.
 * Returned in the rows' order.
 */
export function gradeStandings(rows: readonly GradedScore[]): GradeStanding[] {
  const percentiles = percentilesInGrade(rows);
  const byGrade = new Map<number, number[]>();
  for (const row of rows) {
    const scores = byGrade.get(row.grade);
    if (scores === undefined) byGrade.set(row.grade, [row.scorePercent]);
    else scores.push(row.scorePercent);
  }
  // Descending per grade: a score's rank is 1 plus the position of its first occurrence.
  const ranks = new Map<number, Map<number, number>>();
  for (const [grade, scores] of byGrade) {
    const rankOf = new Map<number, number>();
    [...scores]
      .sort((a, b) => b - a)
      .forEach((score, position) => {
        if (!rankOf.has(score)) rankOf.set(score, position + 1);
      });
    ranks.set(grade, rankOf);
  }
  return rows.map((row, index) => ({
    percentileInGrade: percentiles[index] ?? 0,
    candidatesInGrade: byGrade.get(row.grade)?.length ?? 1,
    rankInGrade: ranks.get(row.grade)?.get(row.scorePercent) ?? 1,
  }));
}
