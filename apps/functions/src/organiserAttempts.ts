import { registrationNumberOf } from '@apex/core';
import {
  attemptState,
  batchWindow,
  decideExtraTime,
  decideReopen,
  organiserAuditEntry,
} from '@apex/server';
import { type CallableResponse, type ParsedRequest, ServerRefusal } from '@apex/server/contract';
import { FieldPath, Timestamp } from 'firebase-admin/firestore';
import { attemptDocument, attemptOf, grantsOf } from './attempts.ts';
import type { ServerContext } from './context.ts';
import { examEditions } from './examEditions.ts';
import { writeAudit } from './organiserAudit.ts';
import { attemptGrantsPath, attemptPath, attemptScorePath, registrationPath } from './paths.ts';

/**
 * The organiser's changes to one candidate's attempt (issue 40, step 5; ADR 0185) over Firestore:
 * extra time and a reopen, decided by @apex/server, each written to the audit log with its reason.
 * The caller is an organiser (index.ts checks it before this runs).
 */

type GrantContext = Pick<ServerContext, 'db' | 'now'>;

const invalidQuery = () => new ServerRefusal('organiser/invalid-query');

/** The cursor: the query it goes with and the last row's place (start time, then uid). */
function encodeCursor(request: ParsedRequest<'listAttempts'>, startedAt: number, uid: string) {
  return Buffer.from(JSON.stringify([request.grade, request.batch, startedAt, uid])).toString(
    'base64url',
  );
}

function decodeCursor(text: string, request: ParsedRequest<'listAttempts'>): [number, string] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalidQuery();
  }
  if (!Array.isArray(parsed)) throw invalidQuery();
  const [grade, batch, startedAt, uid]: unknown[] = parsed;
  if (grade !== request.grade || batch !== request.batch) throw invalidQuery();
  if (typeof startedAt !== 'number' || typeof uid !== 'string') throw invalidQuery();
  return [startedAt, uid];
}

/**
 * A page of the attempts started in the batch for the grade (index `grade` + `startedAt`): one
 * query of the page and one more, and each row's registration and grants read by id.
 */
export async function listAttempts(
  context: GrantContext,
  request: ParsedRequest<'listAttempts'>,
): Promise<CallableResponse<'listAttempts'>> {
  const { db } = context;
  const { editionId, grade, pageSize } = request;
  const edition = (await examEditions(db)).find((candidate) => candidate.id === editionId);
  if (edition === undefined) throw new ServerRefusal('registration/unknown-edition');
  const window = batchWindow(edition.batches, request.batch);
  if (window === null) throw invalidQuery();
  let query = db
    .collection(`editions/${editionId}/attempts`)
    .where('grade', '==', grade)
    .where('startedAt', '>=', Timestamp.fromMillis(window.from))
    .where('startedAt', '<', Timestamp.fromMillis(window.to))
    .orderBy('startedAt')
    .orderBy(FieldPath.documentId());
  if (request.after !== undefined) {
    const [startedAt, uid] = decodeCursor(request.after, request);
    query = query.startAfter(Timestamp.fromMillis(startedAt), uid);
  }
  const documents = (await query.limit(pageSize + 1).get()).docs;
  const page = documents.slice(0, pageSize);
  const now = context.now();
  const iso = (ms: number) => new Date(ms).toISOString();
  const rows = await Promise.all(
    page.map(async (document) => {
      const uid = document.id;
      const attempt = attemptOf(document.data());
      if (attempt === null) return [];
      const [registration, granted] = await db.getAll(
        db.doc(registrationPath(editionId, uid)),
        db.doc(attemptGrantsPath(editionId, uid)),
      );
      const name: unknown = registration?.get('candidateName');
      const grants = grantsOf(granted?.data());
      return [
        {
          uid,
          registrationNumber: registrationNumberOf(editionId, uid),
          candidateName: typeof name === 'string' ? name : '',
          grade: attempt.grade,
          startedAt: iso(attempt.startedAt),
          deadline: iso(attempt.deadline),
          extraMinutes: grants.extraMinutes,
          reopened: grants.reopened,
          state: attemptState(attempt, now),
          closedAt: attempt.closedAt === null ? null : iso(attempt.closedAt),
        },
      ];
    }),
  );
  const last = page.at(-1);
  const lastStarted = last === undefined ? null : attemptOf(last.data())?.startedAt;
  return {
    rows: rows.flat(),
    next:
      documents.length > pageSize && last !== undefined && typeof lastStarted === 'number'
        ? encodeCursor(request, lastStarted, last.id)
        : null,
  };
}

/** Extra time for the candidate `uid`: kept for the start, or added to the running attempt. */
export async function grantExtraTime(
  context: GrantContext,
  actor: string,
  request: ParsedRequest<'grantExtraTime'>,
): Promise<CallableResponse<'grantExtraTime'>> {
  const { db } = context;
  const { editionId, uid, minutes, reason } = request;
  const attemptRef = db.doc(attemptPath(editionId, uid));
  const grantsRef = db.doc(attemptGrantsPath(editionId, uid));
  const outcome = await db.runTransaction(async (transaction) => {
    const [registration, current, granted] = await transaction.getAll(
      db.doc(registrationPath(editionId, uid)),
      attemptRef,
      grantsRef,
    );
    const decision = decideExtraTime({
      registered: registration?.exists === true,
      attempt: attemptOf(current?.data()),
      grants: grantsOf(granted?.data()),
      minutes,
      now: context.now(),
    });
    if (!decision.ok) throw new ServerRefusal(decision.code);
    const at = Timestamp.fromDate(context.now());
    transaction.set(grantsRef, { ...decision.grants, updatedAt: at });
    if (decision.attempt !== null) {
      transaction.update(attemptRef, { deadline: Timestamp.fromMillis(decision.attempt.deadline) });
    }
    return decision;
  });
  await writeAudit(
    db,
    organiserAuditEntry({
      action: 'extra-time',
      actor,
      subject: registrationNumberOf(editionId, uid),
      editionId,
      reason,
      minutes,
    }),
  );
  return {
    deadline: outcome.attempt === null ? null : new Date(outcome.attempt.deadline).toISOString(),
    extraMinutes: outcome.grants.extraMinutes,
  };
}

/** Reopens the candidate's finished attempt with a new deadline; its score goes until it closes. */
export async function reopenAttempt(
  context: GrantContext,
  actor: string,
  request: ParsedRequest<'reopenAttempt'>,
): Promise<CallableResponse<'reopenAttempt'>> {
  const { db } = context;
  const { editionId, uid, reason } = request;
  const attemptRef = db.doc(attemptPath(editionId, uid));
  const grantsRef = db.doc(attemptGrantsPath(editionId, uid));
  const deadline = await db.runTransaction(async (transaction) => {
    const [current, granted] = await transaction.getAll(attemptRef, grantsRef);
    const decision = decideReopen({
      attempt: attemptOf(current?.data()),
      grants: grantsOf(granted?.data()),
      now: context.now(),
    });
    if (!decision.ok) throw new ServerRefusal(decision.code);
    if (decision.attempt === null) throw new ServerRefusal('attempt/not-started');
    transaction.set(grantsRef, {
      ...decision.grants,
      updatedAt: Timestamp.fromDate(context.now()),
    });
    transaction.set(attemptRef, attemptDocument(decision.attempt));
    transaction.delete(db.doc(attemptScorePath(editionId, uid)));
    return decision.attempt.deadline;
  });
  await writeAudit(
    db,
    organiserAuditEntry({
      action: 'reopen',
      actor,
      subject: registrationNumberOf(editionId, uid),
      editionId,
      reason,
    }),
  );
  return { deadline: new Date(deadline).toISOString() };
}
