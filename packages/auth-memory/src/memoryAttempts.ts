import type { AttemptService, AttemptView } from '@apex/auth-port';
import type { ExamEdition } from '@apex/core';
import {
  type AttemptGrants,
  type AttemptRecord,
  attemptIdOf,
  attemptPaper,
  closeAttempt,
  decideSave,
  decideStart,
  isOverdue,
} from '@apex/server';
import type { Answers, AttemptScore, StoredPaper } from '@apex/server/papers';
import type { MemoryClock } from './clock.ts';
import { codeOnlyError, MEMORY_MESSAGES } from './messages.ts';
import type { OperationRunner } from './operations.ts';
import { requireOwner } from './ownership.ts';
import type { MemoryState } from './state.ts';
import type { MemoryStore } from './store.ts';

/**
 * One attempt as the memory "server" keeps it, as the functions keep it in Firestore: the record
 * (`editions/{e}/attempts/{uid}`), the counted answers (`attemptAnswers/{uid}`) and, once closed,
 * the score (`attemptScores/{uid}`, which no candidate reads). Stored as JSON text by
 * `{editionId}:{uid}`, as the papers are.
 */
interface StoredAttempt {
  readonly attempt: AttemptRecord;
  readonly answers: Answers;
  readonly lastSequence: number;
  readonly score: AttemptScore | null;
}

const DENIED = { code: 'attempt/permission-denied', message: MEMORY_MESSAGES.attemptDenied };

function readAttempt(state: MemoryState, key: string): StoredAttempt | null {
  const json = state.attempts[key];
  return json === undefined ? null : (JSON.parse(json) as StoredAttempt);
}

function readPaper(state: MemoryState, paperId: string | undefined): StoredPaper | null {
  const json = paperId === undefined ? undefined : state.papers[paperId];
  return json === undefined ? null : (JSON.parse(json) as StoredPaper);
}

/**
 * Closes every attempt past its deadline and grace, scoring it: what the functions' scheduled
 * close does. The memory backend runs it before every attempt call, so an overdue attempt never
 * reads as open.
 */
export function closeOverdueAttempts(store: MemoryStore, clock: MemoryClock): void {
  const now = clock.now();
  const overdue = Object.entries(store.read().attempts).filter(([key]) => {
    const stored = readAttempt(store.read(), key);
    return stored !== null && isOverdue(stored.attempt, now);
  });
  if (overdue.length === 0) return;
  store.update((state) => {
    for (const [key] of overdue) {
      const stored = readAttempt(state, key);
      const paper = readPaper(state, stored?.attempt.paperId);
      if (stored === null || paper === null) continue;
      const closed = closeAttempt(stored.attempt, stored.answers, paper, now);
      if (closed === null) continue;
      state.attempts[key] = JSON.stringify({ ...stored, ...closed });
    }
  });
}

/** The extra minutes organisers granted the registration's attempt so far. */
function grantedMinutes(state: MemoryState, key: string): number {
  const json = state.attemptGrants[key];
  return json === undefined ? 0 : (JSON.parse(json) as AttemptGrants).extraMinutes;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms));

/**
 * The candidate's attempts (issue 40), run by the server's decisions (`@apex/server`) over the
 * memory state, as apps/functions runs them over Firestore. `editions` are the editions the
 * "server" knows (core's, unless a test gives one whose grades use the built-in test).
 */
export function createMemoryAttempts(
  store: MemoryStore,
  runner: OperationRunner,
  clock: MemoryClock,
  editions: readonly ExamEdition[],
): AttemptService {
  function owned(uid: string, editionId: string) {
    requireOwner(store, uid, DENIED);
    closeOverdueAttempts(store, clock);
    const key = attemptIdOf(editionId, uid);
    if (!editions.some((edition) => edition.id === editionId)) {
      throw codeOnlyError('registration/unknown-edition');
    }
    return { key, stored: readAttempt(store.read(), key) };
  }

  function started(uid: string, editionId: string) {
    const { key, stored } = owned(uid, editionId);
    const paper = readPaper(store.read(), stored?.attempt.paperId);
    if (stored === null || paper === null) throw codeOnlyError('attempt/not-started');
    return { key, stored, paper };
  }

  return {
    start: (uid, editionId) =>
      runner.run('attempts.start', () => {
        const { key, stored } = owned(uid, editionId);
        const state = store.read();
        const registration = state.registrations.find(
          (record) => record.editionId === editionId && record.uid === uid,
        );
        const grade = registration?.details.grade;
        const decision = decideStart({
          editions,
          editionId,
          uid,
          registration:
            registration === undefined || grade === undefined
              ? null
              : { grade, guardianConfirmed: registration.guardianConfirmedAt !== null },
          attempt: stored?.attempt ?? null,
          paper: readPaper(state, state.assignments[`${editionId}:${grade}`]),
          // Extra time an organiser granted before the start (memoryOrganiserAttempts.ts).
          extraMinutes: grantedMinutes(state, key),
          now: clock.now(),
        });
        if (decision.kind === 'refused') throw codeOnlyError(decision.code);
        const current: StoredAttempt = stored ?? {
          attempt: decision.attempt,
          answers: {},
          lastSequence: 0,
          score: null,
        };
        if (stored === null) {
          store.update((next) => {
            next.attempts[key] = JSON.stringify(current);
          });
        }
        const paper = readPaper(store.read(), current.attempt.paperId);
        if (paper === null) throw codeOnlyError('attempt/no-test');
        const { attempt } = current;
        return {
          attemptId: attempt.attemptId,
          status: attempt.status,
          paper: attemptPaper(paper, attempt),
          startedAt: new Date(attempt.startedAt),
          deadline: new Date(attempt.deadline),
          closedAt: iso(attempt.closedAt),
          serverTime: clock.now(),
          answers: current.answers,
          lastSequence: current.lastSequence,
        };
      }),
    save: (uid, editionId, sequence, answers) =>
      runner.run('attempts.save', () => {
        const { key, stored, paper } = started(uid, editionId);
        const now = clock.now();
        const decision = decideSave(
          stored.attempt,
          stored,
          paper,
          { sequence, answers: structuredClone(answers) },
          now,
        );
        if (!decision.ok) throw codeOnlyError(decision.code);
        const { write } = decision;
        if (write !== null) {
          store.update((state) => {
            state.attempts[key] = JSON.stringify({ ...stored, ...write });
          });
        }
        return {
          counted: decision.counted,
          notCounted: decision.notCounted,
          deadline: new Date(stored.attempt.deadline),
          serverTime: now,
        };
      }),
    submit: (uid, editionId) =>
      runner.run('attempts.submit', () => {
        const { key, stored, paper } = started(uid, editionId);
        const closed = closeAttempt(stored.attempt, stored.answers, paper, clock.now());
        if (closed !== null) {
          store.update((state) => {
            state.attempts[key] = JSON.stringify({ ...stored, ...closed });
          });
        }
        const attempt = closed?.attempt ?? stored.attempt;
        if (attempt.closedAt === null || attempt.closedBy === null) {
          throw new Error('a closed attempt has its time and closer');
        }
        return { closedAt: new Date(attempt.closedAt), closedBy: attempt.closedBy };
      }),
    read: (uid, editionId) =>
      runner.run('attempts.read', (): AttemptView | null => {
        const { stored } = owned(uid, editionId);
        if (stored === null) return null;
        const { attempt } = stored;
        return {
          status: attempt.status,
          startedAt: new Date(attempt.startedAt),
          deadline: new Date(attempt.deadline),
          closedAt: iso(attempt.closedAt),
          closedBy: attempt.closedBy,
          answers: stored.answers,
        };
      }),
  };
}
