import { builtInGrades, type ExamEdition, roundScore } from '@apex/core';
import { isDuringBatch } from '../attempts/start.ts';
import type { AttemptStatus } from '../attempts/types.ts';
import type { PublishRow } from './resultDocuments.ts';

/**
 * Results from the built-in test (issue 40, step 5; docs/adr/0187-publish-from-attempts.md): the
 * server's own scores of closed attempts become the rows of the publish the CSV import feeds, so
 * percentile, prize, certificate, credential and mail follow unchanged.
 */

/** One attempt of the edition as the publish reads it: its registration's number and its score. */
export interface AttemptForResults {
  readonly uid: string;
  readonly grade: number;
  readonly status: AttemptStatus;
  /** The closed attempt's score (`attemptScores/{uid}`); null while none is kept. */
  readonly score: { readonly marks: number; readonly outOf: number } | null;
}

/** A registration of the edition, as far as the publish from attempts needs it. */
export interface RegisteredForResults {
  readonly uid: string;
  readonly registrationNumber: string;
  readonly grade: number;
  readonly guardianConfirmed: boolean;
}

/** What the console shows before publishing from attempts, and what the publish takes. */
export interface AttemptResults {
  /** One row per closed, scored attempt of a registration still held, by registration number. */
  readonly rows: (PublishRow & { readonly grade: number })[];
  /** Attempts still open: while any is, nothing is published. */
  readonly open: number;
  /**
   * Confirmed registrations of a built-in grade with no attempt: absent, so no result and no
   * certificate (ADR 0187).
   */
  readonly absent: number;
}

/** A closed attempt's marks as a percentage, two decimals, as a results file would give it. */
export function attemptScorePercent(score: { readonly marks: number; readonly outOf: number }) {
  return score.outOf <= 0 ? 0 : roundScore((score.marks / score.outOf) * 100);
}

/**
 * The edition's attempts as publish rows: each closed attempt with a score, of a registration the
 * edition still holds (a withdrawn registration's attempt publishes nothing), counted with the
 * open ones and the absent candidates of the edition's built-in grades.
 */
export function attemptResults(
  edition: ExamEdition,
  registered: readonly RegisteredForResults[],
  attempts: readonly AttemptForResults[],
): AttemptResults {
  const byUid = new Map(registered.map((registration) => [registration.uid, registration]));
  const attempted = new Set(attempts.map((attempt) => attempt.uid));
  const rows = attempts
    .flatMap((attempt) => {
      const registration = byUid.get(attempt.uid);
      if (registration === undefined || attempt.status !== 'closed' || attempt.score === null) {
        return [];
      }
      return [
        {
          registrationNumber: registration.registrationNumber,
          grade: registration.grade,
          scorePercent: attemptScorePercent(attempt.score),
        },
      ];
    })
    .sort((a, b) => (a.registrationNumber < b.registrationNumber ? -1 : 1));
  const builtIn = new Set(builtInGrades(edition));
  return {
    rows,
    open: attempts.filter((attempt) => byUid.has(attempt.uid) && attempt.status === 'open').length,
    absent: registered.filter(
      (registration) =>
        registration.guardianConfirmed &&
        builtIn.has(registration.grade) &&
        !attempted.has(registration.uid),
    ).length,
  };
}

/** The publish from attempts: its rows, or refused while any attempt is still open. */
export function attemptPublishRows(
  results: AttemptResults,
):
  | { readonly refused: 'organiser/attempts-open' }
  | { readonly refused: null; readonly rows: readonly PublishRow[] } {
  if (results.open > 0) return { refused: 'organiser/attempts-open' };
  return {
    refused: null,
    rows: results.rows.map(({ registrationNumber, scorePercent }) => ({
      registrationNumber,
      scorePercent,
    })),
  };
}

/**
 * Whether the item analysis of a grade may be read now: once its batch has closed, that is no
 * batch of the edition runs on the Indian day and none of the grade's attempts is open (a
 * candidate still answering must not shape what the organiser reads of the paper).
 */
export function itemAnalysisRefusal(
  edition: ExamEdition,
  openAttempts: number,
  now: Date,
): 'organiser/batch-open' | null {
  return isDuringBatch(edition, now) || openAttempts > 0 ? 'organiser/batch-open' : null;
}
