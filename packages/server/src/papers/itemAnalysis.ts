import type { Answers, ItemKind, Paper, StoredItem } from '@apex/core/papers';
import { isRight, scoreAttempt } from '@apex/core/papers';

export interface ItemStatistics {
  readonly id: string;
  readonly section: string;
  readonly kind: ItemKind;
  /** Attempts that gave any answer to this item. */
  readonly answered: number;
  /** Right answers over all attempts (an item left blank counts as not right), 0 to 1. */
  readonly shareRight: number;
  /**
   * Share right in the upper group minus share right in the lower group, -1 to 1; undefined with
   * fewer than 2 attempts.
   */
  readonly discrimination: number | undefined;
  /** Choice items only: how many attempts picked each choice (every choice listed). */
  readonly picked?: Readonly<Record<string, number>>;
}

export interface ItemAnalysis {
  readonly attempts: number;
  /** The size of the upper and of the lower group: 27% of the attempts, rounded. */
  readonly groupSize: number;
  readonly items: readonly ItemStatistics[];
}

/**
 * The organiser's item analysis of a batch's closed attempts (docs/adr/0134-paper-scoring.md):
 * share right, and discrimination by the upper-lower 27% groups (Kelley's index) — the attempts
 * ranked by total marks, the top 27% against the bottom 27%. Ties at a group's edge go by the order
 * the attempts are given in, so the caller passes them in a fixed order (by attempt id).
 */
export function itemAnalysis(
  paper: Paper<unknown, StoredItem>,
  attempts: readonly Answers[],
): ItemAnalysis {
  const ranked = attempts
    .map((answers, index) => ({ answers, index, marks: scoreAttempt(paper, answers).marks }))
    .sort((a, b) => b.marks - a.marks || a.index - b.index)
    .map(({ answers }) => answers);
  const n = ranked.length;
  const groupSize = n < 2 ? 0 : Math.max(1, Math.min(Math.round(0.27 * n), Math.floor(n / 2)));
  const upper = ranked.slice(0, groupSize);
  const lower = ranked.slice(n - groupSize);
  const shareRight = (group: readonly Answers[], item: StoredItem) =>
    group.filter((answers) => {
      const answer = answers[item.id];
      return answer !== undefined && isRight(item, answer);
    }).length / group.length;

  const items = paper.sections.flatMap((section) =>
    section.items.map((item): ItemStatistics => {
      const given = attempts.flatMap((answers) => {
        const answer = answers[item.id];
        return answer === undefined ? [] : [answer];
      });
      return {
        id: item.id,
        section: section.id,
        kind: item.kind,
        answered: given.length,
        shareRight: n === 0 ? 0 : shareRight(attempts, item),
        discrimination:
          groupSize === 0 ? undefined : shareRight(upper, item) - shareRight(lower, item),
        ...('choices' in item && {
          picked: Object.fromEntries(
            item.choices.map((choice) => [
              choice.id,
              given.filter((answer) =>
                typeof answer === 'string' ? answer === choice.id : answer.includes(choice.id),
              ).length,
            ]),
          ),
        }),
      };
    }),
  );
  return { attempts: n, groupSize, items };
}
