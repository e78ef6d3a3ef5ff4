/**
 * What a result says of its place in the grade (issue 42; docs/adr/0123-percentile-needs-ten.md):
 * a percentile only where the grade has enough candidates for it to mean something, and plain
 * words for the only candidate of a grade and for its top scorer, so the best result never reads
 * "scored higher than 0%". The page and the guardian's mail both read it.
 */

/** A grade needs this many candidates before a percentile is shown (ADR 0123). */
export const PERCENTILE_MIN_CANDIDATES = 10;

/** A result's standing in its grade, as a publish stores it (`@apex/server`'s gradeStandings). */
export interface GradeStanding {
  /** The percentage of the grade's candidates who scored strictly less, 0 to 100. */
  readonly percentileInGrade: number;
  readonly candidatesInGrade: number;
  /** 1 plus how many of the grade scored strictly more: tied top scorers are all 1. */
  readonly rankInGrade: number;
}

export type GradeStandingReading =
  | { readonly kind: 'only' }
  | { readonly kind: 'top' }
  | { readonly kind: 'percentile'; readonly percentile: number }
  /** Too few candidates in the grade: no percentile is shown. */
  | { readonly kind: 'few' }
  /** A result stored before standings were: nothing is said of the grade. */
  | { readonly kind: 'none' };

/** A standing as a publish stores it: never `none`, so the guardian's mail always says one. */
export type StoredGradeStandingReading = Exclude<GradeStandingReading, { kind: 'none' }>;

/** How a stored standing reads: the only candidate, the top of the grade, a percentile, or few. */
export function storedGradeStandingReading(standing: GradeStanding): StoredGradeStandingReading {
  const { candidatesInGrade, rankInGrade, percentileInGrade } = standing;
  if (candidatesInGrade === 1) return { kind: 'only' };
  if (rankInGrade === 1) return { kind: 'top' };
  if (candidatesInGrade < PERCENTILE_MIN_CANDIDATES) return { kind: 'few' };
  return { kind: 'percentile', percentile: percentileInGrade };
}

/** How a standing reads, where the result may predate standings (then nothing is said). */
export function gradeStandingReading(standing: Partial<GradeStanding>): GradeStandingReading {
  const { candidatesInGrade, rankInGrade, percentileInGrade } = standing;
  // A publish stores the three together; a result from before standings has none of them.
  if (
    candidatesInGrade === undefined ||
    rankInGrade === undefined ||
    percentileInGrade === undefined
  ) {
    return { kind: 'none' };
  }
  return storedGradeStandingReading({ candidatesInGrade, rankInGrade, percentileInGrade });
}
