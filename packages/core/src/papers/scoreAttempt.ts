import { normaliseText, readNumber } from './readAnswer.ts';
import type { Answer, Answers, Paper, StoredItem } from './types.ts';

export interface SectionScore {
  readonly id: string;
  readonly marks: number;
  readonly outOf: number;
}

export interface AttemptScore {
  readonly sections: readonly SectionScore[];
  readonly marks: number;
  readonly outOf: number;
  /** The ids of the items answered right. */
  readonly right: readonly string[];
}

/** Scores one attempt's answers (by item id) against a stored paper, section by section. */
export function scoreAttempt(paper: Paper<unknown, StoredItem>, answers: Answers): AttemptScore {
  const right: string[] = [];
  const sections = paper.sections.map((section) => {
    let marks = 0;
    for (const item of section.items) {
      const answer = answers[item.id];
      if (answer !== undefined && isRight(item, answer)) {
        marks += item.marks;
        right.push(item.id);
      }
    }
    return { id: section.id, marks, outOf: section.marks };
  });
  const sum = (key: 'marks' | 'outOf') => sections.reduce((total, s) => total + s[key], 0);
  return { sections, marks: sum('marks'), outOf: sum('outOf'), right };
}

/**
 * Whether one answer earns the item's marks. Multiple response is all or nothing: exactly the
 * right choices (docs/adr/0134-paper-scoring.md).
 */
export function isRight(item: StoredItem, answer: Answer): boolean {
  switch (item.kind) {
    case 'single-choice':
      return answer === item.answer;
    case 'multiple-response': {
      if (typeof answer === 'string') return false;
      const picked = new Set(answer);
      return picked.size === item.answer.length && item.answer.every((key) => picked.has(key));
    }
    case 'numeric': {
      if (typeof answer !== 'string') return false;
      const value = readNumber(answer);
      // A hair of slack so that 0.1 + 0.2 style binary rounding never costs a mark.
      return value !== undefined && Math.abs(value - item.answer) <= item.tolerance + 1e-9;
    }
    case 'short-text': {
      if (typeof answer !== 'string') return false;
      const typed = normaliseText(answer);
      return typed !== '' && item.answer.some((accepted) => normaliseText(accepted) === typed);
    }
  }
}
