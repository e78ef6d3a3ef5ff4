import type { PaperItemKind } from './papers.ts';

/**
 * Results from the built-in test (issue 40, step 5): what the console shows before publishing the
 * server's scores of closed attempts, and a grade's item analysis once its batch has closed.
 */

/** The edition's closed attempts as results rows, before publishing. */
export interface AttemptResultsPreview {
  /** One per closed attempt, by registration number: its score as a percentage. */
  readonly rows: readonly {
    readonly registrationNumber: string;
    readonly grade: number;
    readonly scorePercent: number;
  }[];
  /** Attempts still open: while any is, the publish is refused (`organiser/attempts-open`). */
  readonly open: number;
  /** Confirmed candidates of a built-in grade who never started: absent, no result. */
  readonly absent: number;
}

/** One item of a grade's paper in the item analysis, in the paper's order. */
export interface ItemAnalysisRow {
  readonly id: string;
  /** The section's id in the paper. */
  readonly section: string;
  readonly kind: PaperItemKind;
  /** Attempts that gave any answer. */
  readonly answered: number;
  /** Right answers over all attempts, 0 to 1 (blank counts as not right). */
  readonly shareRight: number;
  /** Upper 27% minus lower 27% share right, -1 to 1; null with fewer than two attempts. */
  readonly discrimination: number | null;
  /** Choice items: each choice's id (in the paper's order) and how many picked it; else null. */
  readonly picked: readonly { readonly choice: string; readonly count: number }[] | null;
}

/** A grade's item analysis over its closed attempts. */
export interface ItemAnalysisView {
  readonly grade: number;
  readonly paperId: string;
  readonly attempts: number;
  /** The size of the upper and of the lower group. */
  readonly groupSize: number;
  readonly items: readonly ItemAnalysisRow[];
}
