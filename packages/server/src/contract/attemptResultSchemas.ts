import * as v from 'valibot';

/**
 * Results from the built-in test on the wire (issue 40, step 5): the scores of closed attempts as
 * the rows the console previews and the publish takes, and a grade's item analysis.
 */

const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const share = v.pipe(v.number(), v.minValue(0), v.maxValue(1));

/** The edition's closed attempts as results rows, with the open attempts and absent candidates counted. */
export const attemptResultsSchema = v.object({
  rows: v.array(
    v.object({ registrationNumber: v.string(), grade: v.number(), scorePercent: v.number() }),
  ),
  open: count,
  absent: count,
});

/** One item's statistics (`itemAnalysis` of @apex/server/papers), in the paper's own order. */
const itemStatisticsSchema = v.object({
  id: v.string(),
  section: v.string(),
  kind: v.picklist(['single-choice', 'multiple-response', 'numeric', 'short-text']),
  answered: count,
  shareRight: share,
  /** Null with fewer than two attempts. */
  discrimination: v.nullable(v.pipe(v.number(), v.minValue(-1), v.maxValue(1))),
  /** Choice items: how many attempts picked each choice, in the paper's order; null otherwise. */
  picked: v.nullable(v.array(v.object({ choice: v.string(), count }))),
});

export const itemAnalysisSchema = v.object({
  grade: v.number(),
  paperId: v.string(),
  attempts: count,
  groupSize: count,
  items: v.array(itemStatisticsSchema),
});

export const gradeRequestSchema = v.object({
  editionId: v.pipe(v.string(), v.nonEmpty()),
  grade: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12)),
});
