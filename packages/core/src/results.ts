import type { ExamEdition } from './editions.ts';
import { dayNumber, type IsoDay, isoDayOf } from './istDate.ts';
import type { Locale } from './messages.ts';
import { normalizeRegistrationNumber } from './registrationNumber.ts';
import { lastTestDay } from './retention.ts';

/**
 * Results and achievements (issue 29; docs/adr/0084-results-and-achievements.md): the rules both
 * servers and the console apply, so a score reads the same everywhere.
 */

/** A score above this earns the prize (and a gift): the spec's "above 95%". */
export const PRIZE_THRESHOLD_PERCENT = 95;
/** A score of at least this (and not a prize) earns merit (ADR). */
export const MERIT_THRESHOLD_PERCENT = 75;
/** The spec's promise: the certificate and result within 7 days after the exam. */
export const RESULTS_WITHIN_DAYS = 7;

export type Achievement = 'participation' | 'merit' | 'prize';

/** What a score earns: strictly above 95% a prize, from 75% merit, otherwise participation. */
export function achievementOf(scorePercent: number): Achievement {
  if (scorePercent > PRIZE_THRESHOLD_PERCENT) return 'prize';
  if (scorePercent >= MERIT_THRESHOLD_PERCENT) return 'merit';
  return 'participation';
}

/** Whether a score earns the gift the spec promises above 95%. */
export function isPrizeEligible(scorePercent: number): boolean {
  return scorePercent > PRIZE_THRESHOLD_PERCENT;
}

/** A score as one row of a grade's results. */
export interface GradedScore {
  readonly grade: number;
  readonly scorePercent: number;
}

/**
 * Each row's percentile in its grade: the percentage (rounded down, 0 to 100) of that grade's
 * candidates who scored strictly less. The top score of a grade of 4 reads 75; ties read the same;
 * a grade's only candidate reads 0. Returned in the rows' order. Sorting once per grade keeps it
 * O(n log n) for 100,000 rows.
 */
export function percentilesInGrade(rows: readonly GradedScore[]): number[] {
  const grades = new Map<number, { index: number; score: number }[]>();
  rows.forEach((row, index) => {
    const entry = { index, score: row.scorePercent };
    const grade = grades.get(row.grade);
    if (grade === undefined) grades.set(row.grade, [entry]);
    else grade.push(entry);
  });
  const percentiles = rows.map(() => 0);
  for (const grade of grades.values()) {
    grade.sort((a, b) => a.score - b.score);
    // In ascending order, the candidates below a score are those before its first occurrence.
    let below = 0;
    let previous = Number.NEGATIVE_INFINITY;
    grade.forEach((entry, position) => {
      if (entry.score !== previous) {
        below = position;
        previous = entry.score;
      }
      percentiles[entry.index] = Math.floor((100 * below) / grade.length);
    });
  }
  return percentiles;
}

/** The day results are promised by: the edition's last test day plus 7 days. */
export function resultsExpectedOn(edition: ExamEdition): IsoDay {
  return isoDayOf(dayNumber(lastTestDay(edition)) + RESULTS_WITHIN_DAYS);
}

/** A score rounded to the two decimals results keep. */
export function roundScore(scorePercent: number): number {
  return Math.round(scorePercent * 100) / 100;
}

/**
 * A score from a results file as a percentage with two decimals: `raw` is a number (a comma as
 * decimal point, spaces and a trailing `%` allowed) read as marks out of `maxMarks` when given, as
 * a percentage otherwise. Null when it is no number, negative, or over the maximum.
 */
export function parseScore(raw: string, maxMarks?: number): number | null {
  const text = raw.trim().replace(/\s+/g, '');
  const percentSign = text.endsWith('%');
  const number = (percentSign ? text.slice(0, -1) : text).replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(number)) return null;
  const value = Number(number);
  const outOf = percentSign || maxMarks === undefined ? 100 : maxMarks;
  if (!(outOf > 0) || value > outOf) return null;
  return roundScore((value / outOf) * 100);
}

/** What the console knows of a registration when it checks a results file. */
export interface ResultCandidate {
  readonly guardianStatus: 'confirmed' | 'awaiting-guardian';
}

/** One row of a results file: the registration number and the score as written. */
export interface RawResultRow {
  readonly registrationNumber: string;
  /** A percentage already parsed (`parseScore`), or null when the file's cell was empty or no number. */
  readonly scorePercent: number | null;
}

export type ResultProblem =
  | 'unknown-number'
  | 'duplicate'
  | 'score-out-of-range'
  | 'guardian-not-confirmed'
  | 'missing-score';

/** A row's problems, in the order the preview lists them; empty when it may be published. */
export interface CheckedResultRow {
  readonly index: number;
  /** The number normalised (`XXXX-XXXX-XXXX`), or as written when it is no number at all. */
  readonly registrationNumber: string;
  readonly scorePercent: number | null;
  readonly problems: readonly ResultProblem[];
}

/**
 * Checks every row of a results file against the edition's registrations (keyed by normalised
 * registration number): a number nobody holds, a number seen on an earlier row, a missing score or
 * one outside 0 to 100, and a registration the guardian has not confirmed (it does not count).
 */
export function validateResultRows(
  rows: readonly RawResultRow[],
  registrationsByNumber: ReadonlyMap<string, ResultCandidate>,
): CheckedResultRow[] {
  const seen = new Set<string>();
  return rows.map((row, index) => {
    const number = normalizeRegistrationNumber(row.registrationNumber);
    const key = number ?? row.registrationNumber.trim();
    const problems: ResultProblem[] = [];
    const candidate = number === null ? undefined : registrationsByNumber.get(number);
    if (candidate === undefined) problems.push('unknown-number');
    if (seen.has(key)) problems.push('duplicate');
    seen.add(key);
    if (row.scorePercent === null) problems.push('missing-score');
    else if (!(row.scorePercent >= 0 && row.scorePercent <= 100)) {
      problems.push('score-out-of-range');
    }
    if (candidate !== undefined && candidate.guardianStatus !== 'confirmed') {
      problems.push('guardian-not-confirmed');
    }
    return { index, registrationNumber: key, scorePercent: row.scorePercent, problems };
  });
}

/** The public certificate page's path, under the language's prefix: `/certificate/:id`. */
export const CERTIFICATE_PATH = 'certificate';

/** The certificate's public page in `locale`, as the result mail and the QR code carry it. */
export function certificateLink(origin: string, locale: Locale, id: string): string {
  const prefix = locale === 'en' ? '' : `${locale}/`;
  return `${origin.replace(/\/+$/, '')}/${prefix}${CERTIFICATE_PATH}/${encodeURIComponent(id)}`;
}
