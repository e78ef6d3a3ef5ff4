import type { Answer, Answers, StoredItem, StoredPaper } from '@apex/core/papers';
import { isPastGrace } from './timing.ts';
import type { AttemptAnswers, AttemptRecord } from './types.ts';

/** The longest typed answer kept (numeric and short text). */
export const ANSWER_MAX_LENGTH = 200;

export type SaveRefusal = 'attempt/closed' | 'attempt/late';

/** A batch of changed answers from the candidate's page, numbered by the client in order. */
export interface AnswerBatch {
  readonly sequence: number;
  readonly answers: Answers;
}

export type SaveDecision =
  | { readonly ok: false; readonly code: SaveRefusal }
  | {
      readonly ok: true;
      /** What to store; null when nothing changes (a batch sent again). */
      readonly write: AttemptAnswers | null;
      /** The batch's items now counted, and those refused (no such item, or an answer unfit for it). */
      readonly counted: readonly string[];
      readonly notCounted: readonly string[];
    };

/**
 * Merges a batch into the counted answers. After the deadline and its grace nothing counts
 * (`attempt/late`, whether or not the scheduled close has run yet); a submitted attempt takes
 * nothing more (`attempt/closed`). A batch whose sequence is not above the last one merged was
 * sent again (its answer lost on the way): nothing is written, and its items read as counted where
 * the stored answer is the one sent. Otherwise each answer is counted on its own: one for an item
 * the paper has and of the item's kind; any other is refused and named.
 */
export function decideSave(
  attempt: AttemptRecord,
  stored: AttemptAnswers,
  paper: StoredPaper,
  batch: AnswerBatch,
  now: Date,
): SaveDecision {
  if (isPastGrace(attempt.deadline, now.getTime())) return { ok: false, code: 'attempt/late' };
  if (attempt.status === 'closed') return { ok: false, code: 'attempt/closed' };
  const ids = Object.keys(batch.answers);
  if (batch.sequence <= stored.lastSequence) {
    const same = (id: string) => sameAnswer(stored.answers[id], batch.answers[id]);
    return {
      ok: true,
      write: null,
      counted: ids.filter(same),
      notCounted: ids.filter((id) => !same(id)),
    };
  }
  const items = new Map(
    paper.sections.flatMap((section) => section.items.map((item) => [item.id, item] as const)),
  );
  const counted: string[] = [];
  const notCounted: string[] = [];
  const merged: Record<string, Answer> = { ...stored.answers };
  for (const [id, answer] of Object.entries(batch.answers)) {
    const item = items.get(id);
    if (item !== undefined && fitsItem(item, answer)) {
      merged[id] = answer;
      counted.push(id);
    } else {
      notCounted.push(id);
    }
  }
  return {
    ok: true,
    write: { answers: merged, lastSequence: batch.sequence },
    counted,
    notCounted,
  };
}

/**
 * Whether an answer is one the item can take: a choice's id (or '' for none) for single choice,
 * distinct choice ids for multiple response, a typed text of at most ANSWER_MAX_LENGTH otherwise.
 */
export function fitsItem(item: StoredItem, answer: Answer): boolean {
  switch (item.kind) {
    case 'single-choice':
      return (
        typeof answer === 'string' &&
        (answer === '' || item.choices.some((choice) => choice.id === answer))
      );
    case 'multiple-response':
      return (
        typeof answer !== 'string' &&
        new Set(answer).size === answer.length &&
        answer.every((id) => item.choices.some((choice) => choice.id === id))
      );
    case 'numeric':
    case 'short-text':
      return typeof answer === 'string' && answer.length <= ANSWER_MAX_LENGTH;
  }
}

function sameAnswer(a: Answer | undefined, b: Answer | undefined): boolean {
  if (a === undefined || b === undefined) return false;
  if (typeof a === 'string' || typeof b === 'string') return a === b;
  return a.length === b.length && a.every((id, index) => b[index] === id);
}
