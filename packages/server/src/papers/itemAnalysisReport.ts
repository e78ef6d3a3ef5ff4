import type { Answers, StoredPaper } from '@apex/core/papers';
import { itemAnalysis } from './itemAnalysis.ts';

/** A grade's item analysis as the console receives it (the contract's `itemAnalysis`; arrays as the wire's). */
export interface ItemAnalysisReport {
  readonly grade: number;
  readonly paperId: string;
  readonly attempts: number;
  readonly groupSize: number;
  readonly items: {
    readonly id: string;
    readonly section: string;
    readonly kind: StoredPaper['sections'][number]['items'][number]['kind'];
    readonly answered: number;
    readonly shareRight: number;
    readonly discrimination: number | null;
    readonly picked: { readonly choice: string; readonly count: number }[] | null;
  }[];
}

/**
 * The item analysis of a paper's closed attempts (`itemAnalysis`), in the paper's own order, each
 * choice's count listed in the paper's order of choices. The attempts are ordered by their ids
 * first, so ties at a group's edge fall the same way on every run and on both backends.
 */
export function itemAnalysisReport(
  paper: StoredPaper,
  attempts: readonly { readonly attemptId: string; readonly answers: Answers }[],
): ItemAnalysisReport {
  const ordered = [...attempts].sort((a, b) => (a.attemptId < b.attemptId ? -1 : 1));
  const analysis = itemAnalysis(
    paper,
    ordered.map((attempt) => attempt.answers),
  );
  const choicesOf = new Map(
    paper.sections.flatMap((section) =>
      section.items.map((item) => [
        item.id,
        'choices' in item ? item.choices.map((choice) => choice.id) : null,
      ]),
    ),
  );
  return {
    grade: paper.grade,
    paperId: paper.id,
    attempts: analysis.attempts,
    groupSize: analysis.groupSize,
    items: analysis.items.map((item) => ({
      id: item.id,
      section: item.section,
      kind: item.kind,
      answered: item.answered,
      shareRight: item.shareRight,
      discrimination: item.discrimination ?? null,
      picked:
        choicesOf.get(item.id)?.map((choice) => ({
          choice,
          count: item.picked?.[choice] ?? 0,
        })) ?? null,
    })),
  };
}
