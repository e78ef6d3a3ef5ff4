import {
  type CheckedResultRow,
  parseScore,
  type ResultCandidate,
  validateResultRows,
} from '@apex/core';
import type { MappedRow } from './resultsFile.ts';

/** A row of the preview: as read from the file, or as the organiser fixed it. */
export type EditableRow = MappedRow;

/**
 * A row's score as a percentage: null when its cell is empty; NaN when it is there but no number
 * from 0 to the maximum, so core's check names it "score out of range" rather than "missing".
 */
export function scorePercentOf(row: EditableRow): number | null {
  if (row.score.trim() === '') return null;
  const maxMarks = row.maxMarks === null ? undefined : Number(row.maxMarks.replace(',', '.'));
  return parseScore(row.score, maxMarks) ?? Number.NaN;
}

/** Each row with core's problems (validateResultRows), in the file's order. */
export function checkRows(
  rows: readonly EditableRow[],
  registrations: ReadonlyMap<string, ResultCandidate>,
): CheckedResultRow[] {
  return validateResultRows(
    rows.map((row) => ({
      registrationNumber: row.registrationNumber,
      scorePercent: scorePercentOf(row),
    })),
    registrations,
  );
}
