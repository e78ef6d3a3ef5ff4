import { deliveryOf, type ExamEdition, indianDay } from '@apex/core';
import type { CandidatePaper, StoredPaper } from '@apex/core/papers';
import { candidatePaper } from '../papers/candidatePaper.ts';
import { attemptDeadline, attemptIdOf } from './timing.ts';
import type { AttemptRecord } from './types.ts';

export type StartRefusal =
  | 'registration/unknown-edition'
  | 'attempt/not-registered'
  | 'attempt/not-confirmed'
  | 'attempt/no-test'
  | 'attempt/outside-batch';

/** What the server knows when a candidate's family asks to start (or resume) the test. */
export interface StartFacts {
  readonly editions: readonly ExamEdition[];
  readonly editionId: string;
  readonly uid: string;
  /** The caller's registration for the edition; null when there is none. */
  readonly registration: { readonly grade: number; readonly guardianConfirmed: boolean } | null;
  /** The registration's attempt, if one was started. */
  readonly attempt: AttemptRecord | null;
  /** The paper assigned to the registration's grade, with its keys; null when none is. */
  readonly paper: StoredPaper | null;
  /** Extra time the organiser granted this candidate, in minutes (0 when none). */
  readonly extraMinutes: number;
  readonly now: Date;
}

export type StartDecision =
  | { readonly kind: 'refused'; readonly code: StartRefusal }
  | { readonly kind: 'resume'; readonly attempt: AttemptRecord }
  | { readonly kind: 'start'; readonly attempt: AttemptRecord };

/** Whether the edition has a batch running on `now`'s Indian day (both ends included). */
export function isDuringBatch(edition: ExamEdition, now: Date): boolean {
  const today = indianDay(now.getTime());
  return edition.batches.some((batch) => batch.start <= today && today <= batch.end);
}

/**
 * Start or resume: one attempt per registration, so a second start (another tab, another device,
 * after a reload) resumes the first, closed or not. A new attempt starts only during a batch of
 * the edition, for a registration its guardian confirmed, of a grade whose test is the built-in one
 * with a paper assigned; the server's time starts it and its deadline is the paper's minutes (the
 * spec's 40) plus any extra time.
 */
export function decideStart(facts: StartFacts): StartDecision {
  const edition = facts.editions.find((candidate) => candidate.id === facts.editionId);
  if (edition === undefined) return refused('registration/unknown-edition');
  const { registration, paper } = facts;
  if (registration === null) return refused('attempt/not-registered');
  if (facts.attempt !== null) return { kind: 'resume', attempt: facts.attempt };
  if (!registration.guardianConfirmed) return refused('attempt/not-confirmed');
  if (deliveryOf(edition, registration.grade)?.kind !== 'built-in')
    return refused('attempt/no-test');
  if (!isDuringBatch(edition, facts.now)) return refused('attempt/outside-batch');
  if (paper === null || paper.grade !== registration.grade) return refused('attempt/no-test');
  const startedAt = facts.now.getTime();
  return {
    kind: 'start',
    attempt: {
      attemptId: attemptIdOf(facts.editionId, facts.uid),
      paperId: paper.id,
      grade: registration.grade,
      startedAt,
      deadline: attemptDeadline(startedAt, paper.minutes, facts.extraMinutes),
      status: 'open',
      closedAt: null,
      closedBy: null,
    },
  };
}

const refused = (code: StartRefusal): StartDecision => ({ kind: 'refused', code });

/** The paper the attempt shows: no key, its items in the order drawn from the attempt's id. */
export function attemptPaper(paper: StoredPaper, attempt: AttemptRecord): CandidatePaper {
  return candidatePaper(paper, attempt.attemptId);
}
