import type { Answer, CandidateItem } from '@apex/server/papers';

/**
 * What a simulated candidate answers to an item on its `turn`th save (the load bench): an answer
 * of the item's kind that the contract accepts, different from one turn to the next, so each save
 * changes what is stored as a candidate's change of mind does.
 */
export function answerFor(item: CandidateItem, turn: number): Answer {
  switch (item.kind) {
    case 'single-choice':
      return item.choices[turn % item.choices.length]?.id ?? '';
    case 'multiple-response':
      return item.choices.filter((_, index) => (index + turn) % 2 === 0).map((choice) => choice.id);
    case 'numeric':
      return String(turn * 7);
    case 'short-text':
      return `answer ${turn}`;
  }
}
