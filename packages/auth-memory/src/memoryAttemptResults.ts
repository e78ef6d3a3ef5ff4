import type { OrganiserService, PublishOutcome, ResultRow } from '@apex/auth-port';
import { type ExamEdition, registrationNumberOf } from '@apex/core';
import {
  type AttemptRecord,
  attemptPublishRows,
  attemptResults,
  itemAnalysisRefusal,
  itemAnalysisReport,
} from '@apex/server';
import type { Answers, AttemptScore, StoredPaper } from '@apex/server/papers';
import type { MemoryClock } from './clock.ts';
import { closeOverdueAttempts } from './memoryAttempts.ts';
import { codeOnlyError } from './messages.ts';
import type { OperationRunner } from './operations.ts';
import { requireOrganiserRole } from './organiserAccess.ts';
import type { MemoryStore } from './store.ts';

/** The organiser's calls this file answers. */
export type AttemptResultCall = 'attemptResults' | 'publishFromAttempts' | 'itemAnalysis';
type AttemptResultCalls = Pick<OrganiserService, AttemptResultCall>;

/** The attempt as memoryAttempts keeps it (JSON text at `{editionId}:{uid}`). */
interface StoredAttempt {
  readonly attempt: AttemptRecord;
  readonly answers: Answers;
  readonly score: AttemptScore | null;
}

/**
 * The built-in test's results for the organiser (issue 40, step 5), run by @apex/server's
 * decisions over the memory state as apps/functions runs them over Firestore: the closed attempts'
 * scores as publish rows (`attemptResults`), published through `publish` (the organiser's own
 * publishResults, so percentile, prize, certificate, credential, mail and the audit log follow),
 * and a grade's item analysis once its batch has closed.
 */
export function createMemoryAttemptResults(
  store: MemoryStore,
  runner: OperationRunner,
  clock: MemoryClock,
  editions: readonly ExamEdition[],
  publish: (editionId: string, rows: readonly ResultRow[]) => Promise<PublishOutcome>,
): AttemptResultCalls {
  function editionOf(editionId: string): ExamEdition {
    requireOrganiserRole(store);
    const edition = editions.find((entry) => entry.id === editionId);
    if (edition === undefined) throw codeOnlyError('registration/unknown-edition');
    closeOverdueAttempts(store, clock);
    return edition;
  }

  function attemptsOf(editionId: string) {
    return Object.entries(store.read().attempts).flatMap(([key, json]) => {
      const prefix = `${editionId}:`;
      if (!key.startsWith(prefix)) return [];
      return [{ uid: key.slice(prefix.length), ...(JSON.parse(json) as StoredAttempt) }];
    });
  }

  function resultsOf(edition: ExamEdition) {
    const registered = store
      .read()
      .registrations.filter((record) => record.editionId === edition.id)
      .map((record) => ({
        uid: record.uid,
        registrationNumber: registrationNumberOf(edition.id, record.uid),
        grade: record.details.grade,
        guardianConfirmed: record.guardianConfirmedAt !== null,
      }));
    const attempts = attemptsOf(edition.id).map(({ uid, attempt, score }) => ({
      uid,
      grade: attempt.grade,
      status: attempt.status,
      score,
    }));
    return attemptResults(edition, registered, attempts);
  }

  return {
    attemptResults: (editionId) =>
      runner.run('organiser.attemptResults', () => resultsOf(editionOf(editionId))),

    publishFromAttempts: (editionId) =>
      runner.run('organiser.publishFromAttempts', () => {
        const decided = attemptPublishRows(resultsOf(editionOf(editionId)));
        if (decided.refused !== null) throw codeOnlyError(decided.refused);
        return publish(editionId, decided.rows);
      }),

    itemAnalysis: (editionId, grade) =>
      runner.run('organiser.itemAnalysis', () => {
        const edition = editionOf(editionId);
        const ofGrade = attemptsOf(editionId).filter(({ attempt }) => attempt.grade === grade);
        const open = ofGrade.filter(({ attempt }) => attempt.status === 'open').length;
        const refusal = itemAnalysisRefusal(edition, open, clock.now());
        if (refusal !== null) throw codeOnlyError(refusal);
        const state = store.read();
        // The paper the grade's attempts were given; the grade's assignment when none started.
        const paperId = ofGrade[0]?.attempt.paperId ?? state.assignments[`${editionId}:${grade}`];
        const json = paperId === undefined ? undefined : state.papers[paperId];
        if (json === undefined) throw codeOnlyError('organiser/paper-unknown');
        const paper = JSON.parse(json) as StoredPaper;
        return itemAnalysisReport(
          paper,
          ofGrade
            .filter(({ attempt }) => attempt.paperId === paper.id)
            .map(({ attempt, answers }) => ({ attemptId: attempt.attemptId, answers })),
        );
      }),
  };
}

/** The organiser service with the built-in test's results, published through its own publish. */
export function withAttemptResults(
  organiser: Omit<OrganiserService, AttemptResultCall>,
  server: {
    readonly store: MemoryStore;
    readonly runner: OperationRunner;
    readonly clock: MemoryClock;
    readonly editions: readonly ExamEdition[];
  },
): OrganiserService {
  const { store, runner, clock, editions } = server;
  return {
    ...organiser,
    ...createMemoryAttemptResults(store, runner, clock, editions, (editionId, rows) =>
      organiser.publishResults(editionId, rows),
    ),
  };
}
