import { parseScore } from '@apex/core';
import type { EditableRow } from './editableRows.ts';

/**
 * A row's score as the preview shows it (issue 42): in the file's own unit (marks out of the
 * row's maximum, or a percentage) and as the percentage that would be published, or why it
 * cannot be: a fix is typed in the same unit, so "40" in a marks file means 40 marks, never 40%.
 */
export type ScoreView =
  | {
      readonly unit: 'marks';
      readonly score: string;
      readonly max: string;
      readonly reading: ScoreReading;
    }
  | { readonly unit: 'percent'; readonly score: string; readonly reading: ScoreReading };

export type ScoreReading =
  | { readonly kind: 'percent'; readonly percent: number }
  | { readonly kind: 'empty' }
  | { readonly kind: 'not-a-number' }
  | { readonly kind: 'over-max' }
  | { readonly kind: 'bad-max' };

const NUMBER = /^\d+([.,]\d+)?$/;

function numberOf(text: string): number | null {
  const compact = text.trim().replace(/\s+/g, '');
  return NUMBER.test(compact) ? Number(compact.replace(',', '.')) : null;
}

export function scoreView(row: EditableRow): ScoreView {
  const score = row.score.trim();
  const percentSign = score.endsWith('%');
  if (row.maxMarks === null || percentSign) {
    const value = numberOf(percentSign ? score.slice(0, -1) : score);
    const percent = parseScore(score);
    const reading: ScoreReading =
      score === ''
        ? { kind: 'empty' }
        : value === null
          ? { kind: 'not-a-number' }
          : percent === null
            ? { kind: 'over-max' }
            : { kind: 'percent', percent };
    return { unit: 'percent', score: percentSign ? score.slice(0, -1) : score, reading };
  }
  const max = row.maxMarks.trim();
  const maxValue = numberOf(max);
  const value = numberOf(score);
  const percent = maxValue === null ? null : parseScore(score, maxValue);
  const reading: ScoreReading =
    score === ''
      ? { kind: 'empty' }
      : maxValue === null || maxValue <= 0
        ? { kind: 'bad-max' }
        : value === null
          ? { kind: 'not-a-number' }
          : percent === null
            ? { kind: 'over-max' }
            : { kind: 'percent', percent };
  return { unit: 'marks', score, max, reading };
}
