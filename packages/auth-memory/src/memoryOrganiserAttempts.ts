import {
  type AttemptListPage,
  type AttemptListQuery,
  BackendError,
  ORGANISER_MAX_PAGE_SIZE,
  type OrganiserAttemptRow,
  type OrganiserAttemptService,
} from '@apex/auth-port';
import { type ExamEdition, registrationNumberOf } from '@apex/core';
import {
  type AttemptGrants,
  type AttemptRecord,
  attemptIdOf,
  attemptState,
  base64Url,
  batchWindow,
  decideExtraTime,
  decideReopen,
  NO_GRANTS,
  organiserAuditEntry,
} from '@apex/server';
import { type CallableName, type CallableRequest, checkRequest } from '@apex/server/contract';
import type { MemoryClock } from './clock.ts';
import { appendAudit } from './memoryOrganiserAudit.ts';
import { codeOnlyError } from './messages.ts';
import type { OperationRunner } from './operations.ts';
import { requireOrganiserRole, signedIn } from './organiserAccess.ts';
import type { MemoryState } from './state.ts';
import type { MemoryStore } from './store.ts';

/**
 * The organiser's side of the attempts (issue 40, step 5; ADR 0185) over the memory state, decided
 * by @apex/server as apps/functions decides it over Firestore: a batch's attempts a page at a time,
 * extra time and a reopen, each written to the audit log.
 */

/** The part of a stored attempt (memoryAttempts.ts) this service reads and changes. */
interface StoredAttempt {
  readonly attempt: AttemptRecord;
  readonly score: unknown;
}

const invalidQuery = () => new BackendError('organiser/invalid-query', 'organiser/invalid-query');

function grantsOf(state: MemoryState, key: string): AttemptGrants {
  const json = state.attemptGrants[key];
  return json === undefined ? NO_GRANTS : (JSON.parse(json) as AttemptGrants);
}

function attemptOf(state: MemoryState, key: string): StoredAttempt | null {
  const json = state.attempts[key];
  return json === undefined ? null : (JSON.parse(json) as StoredAttempt);
}

/** The cursor: the query it goes with and the last row's place (start time, then uid). */
function encodeCursor(query: AttemptListQuery, startedAt: number, uid: string): string {
  const json = JSON.stringify([query.grade, query.batch, startedAt, uid]);
  return base64Url(new TextEncoder().encode(json));
}

function decodeCursor(text: string, query: AttemptListQuery): readonly [number, string] {
  let parsed: unknown;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    parsed = JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0))));
  } catch {
    throw invalidQuery();
  }
  if (!Array.isArray(parsed)) throw invalidQuery();
  const [grade, batch, startedAt, uid]: unknown[] = parsed;
  if (grade !== query.grade || batch !== query.batch) throw invalidQuery();
  if (typeof startedAt !== 'number' || typeof uid !== 'string') throw invalidQuery();
  return [startedAt, uid];
}

/**
 * The request as the callable would receive it: what the contract refuses (no reason, minutes out
 * of bounds) is refused here too, as the Firebase adapter refuses it before any call.
 */
function checked<N extends CallableName>(name: N, request: CallableRequest<N>) {
  const result = checkRequest(name, request);
  if (!result.ok) throw codeOnlyError('organiser/unavailable');
  return result.value;
}

export function createMemoryOrganiserAttempts(
  store: MemoryStore,
  runner: OperationRunner,
  clock: MemoryClock,
  editions: readonly ExamEdition[],
): OrganiserAttemptService {
  function editionOf(editionId: string): ExamEdition {
    requireOrganiserRole(store);
    const edition = editions.find((candidate) => candidate.id === editionId);
    if (edition === undefined) throw codeOnlyError('registration/unknown-edition');
    return edition;
  }

  function audit(
    action: 'extra-time' | 'reopen',
    editionId: string,
    uid: string,
    reason: string,
    minutes?: number,
  ) {
    const entry = organiserAuditEntry({
      action,
      actor: signedIn(store).email ?? '',
      subject: registrationNumberOf(editionId, uid),
      editionId,
      reason,
      ...(minutes === undefined ? {} : { minutes }),
    });
    store.update((state) => appendAudit(state, entry, clock.now()));
  }

  return {
    attempts: (editionId, query) =>
      runner.run('organiser.attempts', (): AttemptListPage => {
        const edition = editionOf(editionId);
        const { pageSize } = query;
        if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > ORGANISER_MAX_PAGE_SIZE) {
          throw invalidQuery();
        }
        const window = batchWindow(edition.batches, query.batch);
        if (window === null) throw invalidQuery();
        const after = query.after === undefined ? null : decodeCursor(query.after, query);
        const state = store.read();
        const prefix = `${editionId}:`;
        const now = clock.now();
        const found = Object.keys(state.attempts)
          .filter((key) => key.startsWith(prefix))
          .flatMap((key) => {
            const stored = attemptOf(state, key);
            return stored === null ? [] : [{ key, uid: key.slice(prefix.length), ...stored }];
          })
          .filter(
            ({ attempt, uid }) =>
              attempt.grade === query.grade &&
              attempt.startedAt >= window.from &&
              attempt.startedAt < window.to &&
              (after === null ||
                attempt.startedAt > after[0] ||
                (attempt.startedAt === after[0] && uid > after[1])),
          )
          .sort(
            (a, b) =>
              a.attempt.startedAt - b.attempt.startedAt ||
              (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0),
          );
        const page = found.slice(0, pageSize);
        const rows = page.map(({ key, uid, attempt }): OrganiserAttemptRow => {
          const registration = state.registrations.find(
            (record) => record.editionId === editionId && record.uid === uid,
          );
          const grants = grantsOf(state, key);
          return {
            uid,
            registrationNumber: registrationNumberOf(editionId, uid),
            candidateName: registration?.details.candidateName ?? '',
            grade: attempt.grade,
            startedAt: new Date(attempt.startedAt),
            deadline: new Date(attempt.deadline),
            extraMinutes: grants.extraMinutes,
            reopened: grants.reopened,
            state: attemptState(attempt, now),
            closedAt: attempt.closedAt === null ? null : new Date(attempt.closedAt),
          };
        });
        const last = page.at(-1);
        return {
          rows,
          next:
            found.length > pageSize && last !== undefined
              ? encodeCursor(query, last.attempt.startedAt, last.uid)
              : null,
        };
      }),

    grantExtraTime: (editionId, uid, minutes, reason) =>
      runner.run('organiser.grantExtraTime', () => {
        editionOf(editionId);
        const request = checked('grantExtraTime', { editionId, uid, minutes, reason });
        const key = attemptIdOf(editionId, uid);
        const state = store.read();
        const stored = attemptOf(state, key);
        const decision = decideExtraTime({
          registered: state.registrations.some(
            (record) => record.editionId === editionId && record.uid === uid,
          ),
          attempt: stored?.attempt ?? null,
          grants: grantsOf(state, key),
          minutes,
          now: clock.now(),
        });
        if (!decision.ok) throw codeOnlyError(decision.code);
        const { attempt, grants } = decision;
        store.update((next) => {
          next.attemptGrants[key] = JSON.stringify(grants);
          if (stored !== null && attempt !== null) {
            next.attempts[key] = JSON.stringify({ ...stored, attempt });
          }
        });
        audit('extra-time', editionId, uid, request.reason, minutes);
        return {
          deadline: attempt === null ? null : new Date(attempt.deadline),
          extraMinutes: grants.extraMinutes,
        };
      }),

    reopenAttempt: (editionId, uid, reason) =>
      runner.run('organiser.reopenAttempt', () => {
        editionOf(editionId);
        const request = checked('reopenAttempt', { editionId, uid, reason });
        const key = attemptIdOf(editionId, uid);
        const state = store.read();
        const stored = attemptOf(state, key);
        const decision = decideReopen({
          attempt: stored?.attempt ?? null,
          grants: grantsOf(state, key),
          now: clock.now(),
        });
        if (!decision.ok) throw codeOnlyError(decision.code);
        const { attempt, grants } = decision;
        if (stored === null || attempt === null) throw codeOnlyError('attempt/not-started');
        store.update((next) => {
          next.attemptGrants[key] = JSON.stringify(grants);
          // Open again: its old score goes until it closes again.
          next.attempts[key] = JSON.stringify({ ...stored, attempt, score: null });
        });
        audit('reopen', editionId, uid, request.reason);
        return new Date(attempt.deadline);
      }),
  };
}
