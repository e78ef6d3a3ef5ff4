import {
  ATTEMPT_GRACE_MS,
  type AttemptAnswers,
  type AttemptGrants,
  type AttemptRecord,
  attemptPaper,
  type ClosedAttempt,
  closeAttempt,
  decideSave,
  decideStart,
  isOverdue,
  NO_GRANTS,
} from '@apex/server';
import {
  type CallableResponse,
  checkResponse,
  type ParsedRequest,
  ServerRefusal,
} from '@apex/server/contract';
import type { Answers } from '@apex/server/papers';
import {
  type DocumentData,
  type Firestore,
  Timestamp,
  type Transaction,
} from 'firebase-admin/firestore';
import type { ServerContext } from './context.ts';
import { examEditions } from './examEditions.ts';
import { readPaper } from './papers.ts';
import {
  assignmentPath,
  attemptAnswersPath,
  attemptGrantsPath,
  attemptPath,
  attemptScorePath,
  registrationPath,
} from './paths.ts';

/**
 * The built-in test's attempts (issue 40; docs/exam-test.md, step 3) over Firestore: the decisions
 * are @apex/server's. Each registration has one attempt at `editions/{e}/attempts/{uid}` and its
 * counted answers in one document beside it; the score of a closed attempt is kept apart, where no
 * candidate reads it. Only the functions write any of them (firestore.rules).
 */

type AttemptContext = Pick<ServerContext, 'db' | 'now'>;

const millis = (value: unknown): number | null =>
  value instanceof Timestamp ? value.toMillis() : null;

export function attemptOf(data: DocumentData | undefined): AttemptRecord | null {
  if (data === undefined) return null;
  const startedAt = millis(data.startedAt);
  const deadline = millis(data.deadline);
  if (startedAt === null || deadline === null) return null;
  return {
    attemptId: String(data.attemptId),
    paperId: String(data.paperId),
    grade: Number(data.grade),
    startedAt,
    deadline,
    status: data.status === 'closed' ? 'closed' : 'open',
    closedAt: millis(data.closedAt),
    closedBy: data.closedBy === 'candidate' || data.closedBy === 'deadline' ? data.closedBy : null,
  };
}

export function attemptDocument(attempt: AttemptRecord): DocumentData {
  const at = (ms: number | null) => (ms === null ? null : Timestamp.fromMillis(ms));
  return {
    ...attempt,
    startedAt: at(attempt.startedAt),
    deadline: at(attempt.deadline),
    closedAt: at(attempt.closedAt),
  };
}

/** What organisers granted the attempt (organiserAttempts.ts), as stored; none yet reads as none. */
export function grantsOf(data: DocumentData | undefined): AttemptGrants {
  const extraMinutes: unknown = data?.extraMinutes;
  const reopened: unknown = data?.reopened;
  return {
    extraMinutes: typeof extraMinutes === 'number' ? extraMinutes : NO_GRANTS.extraMinutes,
    reopened: typeof reopened === 'number' ? reopened : NO_GRANTS.reopened,
  };
}

function answersOf(data: DocumentData | undefined): AttemptAnswers {
  const answers: unknown = data?.answers;
  const lastSequence: unknown = data?.lastSequence;
  return {
    answers: typeof answers === 'object' && answers !== null ? (answers as Answers) : {},
    lastSequence: typeof lastSequence === 'number' ? lastSequence : 0,
  };
}

function writeClosed(
  transaction: Transaction,
  db: Firestore,
  editionId: string,
  uid: string,
  closed: ClosedAttempt,
): void {
  transaction.set(db.doc(attemptPath(editionId, uid)), attemptDocument(closed.attempt));
  transaction.set(db.doc(attemptScorePath(editionId, uid)), {
    ...closed.score,
    paperId: closed.attempt.paperId,
    scoredAt: Timestamp.fromMillis(closed.attempt.closedAt ?? Date.now()),
  });
}

/** The registration's attempt, started now or resumed, with its paper and counted answers. */
export async function startAttempt(
  context: AttemptContext,
  uid: string,
  editionId: string,
): Promise<CallableResponse<'startAttempt'>> {
  const { db } = context;
  const editions = await examEditions(db);
  const registration = (await db.doc(registrationPath(editionId, uid)).get()).data();
  const grade: unknown = registration?.grade;
  const assigned =
    typeof grade === 'number'
      ? (await db.doc(assignmentPath(editionId, grade)).get()).get('paperId')
      : undefined;
  const assignedPaper = typeof assigned === 'string' ? await readPaper(db, assigned) : null;

  const { attempt, answers } = await db.runTransaction(async (transaction) => {
    const attemptRef = db.doc(attemptPath(editionId, uid));
    const answersRef = db.doc(attemptAnswersPath(editionId, uid));
    const [existing, stored, grantsDocument] = await transaction.getAll(
      attemptRef,
      answersRef,
      db.doc(attemptGrantsPath(editionId, uid)),
    );
    const decision = decideStart({
      editions,
      editionId,
      uid,
      registration:
        typeof grade === 'number'
          ? { grade, guardianConfirmed: registration?.guardianConfirmedAt != null }
          : null,
      attempt: attemptOf(existing?.data()),
      paper: assignedPaper,
      // Extra time an organiser granted before the start (organiserAttempts.ts).
      extraMinutes: grantsOf(grantsDocument?.data()).extraMinutes,
      now: context.now(),
    });
    if (decision.kind === 'refused') throw new ServerRefusal(decision.code);
    if (decision.kind === 'start') {
      transaction.create(attemptRef, attemptDocument(decision.attempt));
      transaction.create(answersRef, { answers: {}, lastSequence: 0 });
    }
    return { attempt: decision.attempt, answers: answersOf(stored?.data()) };
  });

  // A resumed attempt keeps its own paper, whatever the grade's assignment is now.
  const paper =
    assignedPaper?.id === attempt.paperId ? assignedPaper : await readPaper(db, attempt.paperId);
  if (paper === null) throw new ServerRefusal('attempt/no-test');
  const iso = (ms: number) => new Date(ms).toISOString();
  const response = checkResponse('startAttempt', {
    attemptId: attempt.attemptId,
    status: attempt.status,
    paper: attemptPaper(paper, attempt),
    startedAt: iso(attempt.startedAt),
    deadline: iso(attempt.deadline),
    closedAt: attempt.closedAt === null ? null : iso(attempt.closedAt),
    serverTime: context.now().toISOString(),
    answers: answers.answers,
    lastSequence: answers.lastSequence,
  });
  if (!response.ok) throw new Error(`a started attempt breaks the contract: ${response.code}`);
  // On the wire again: the times as ISO text, as the contract's input has them.
  return {
    ...response.value,
    startedAt: iso(attempt.startedAt),
    deadline: iso(attempt.deadline),
    closedAt: attempt.closedAt === null ? null : iso(attempt.closedAt),
    serverTime: context.now().toISOString(),
  };
}

/** Merges a batch of changed answers into the attempt's counted answers. */
export async function saveAnswers(
  context: AttemptContext,
  uid: string,
  request: ParsedRequest<'saveAnswers'>,
): Promise<CallableResponse<'saveAnswers'>> {
  const { db } = context;
  const { editionId, sequence, answers } = request;
  const attemptRef = db.doc(attemptPath(editionId, uid));
  const answersRef = db.doc(attemptAnswersPath(editionId, uid));
  const attempt = attemptOf((await attemptRef.get()).data());
  if (attempt === null) throw new ServerRefusal('attempt/not-started');
  const paper = await readPaper(db, attempt.paperId);
  if (paper === null) throw new ServerRefusal('attempt/not-started');

  return db.runTransaction(async (transaction) => {
    const [current, stored] = await transaction.getAll(attemptRef, answersRef);
    const now = context.now();
    const fresh = attemptOf(current?.data()) ?? attempt;
    const decision = decideSave(
      fresh,
      answersOf(stored?.data()),
      paper,
      { sequence, answers },
      now,
    );
    if (!decision.ok) throw new ServerRefusal(decision.code);
    if (decision.write !== null) {
      transaction.set(answersRef, { ...decision.write, savedAt: Timestamp.fromDate(now) });
    }
    return {
      counted: [...decision.counted],
      notCounted: [...decision.notCounted],
      deadline: new Date(fresh.deadline).toISOString(),
      serverTime: now.toISOString(),
    };
  });
}

/** Closes the attempt (the candidate's Submit) and scores it; again, answers how it was closed. */
export async function submitAttempt(
  context: AttemptContext,
  uid: string,
  editionId: string,
): Promise<CallableResponse<'submitAttempt'>> {
  const { db } = context;
  const attemptRef = db.doc(attemptPath(editionId, uid));
  const known = attemptOf((await attemptRef.get()).data());
  if (known === null) throw new ServerRefusal('attempt/not-started');
  const paper = await readPaper(db, known.paperId);
  if (paper === null) throw new ServerRefusal('attempt/not-started');

  const attempt = await db.runTransaction(async (transaction) => {
    const [current, stored] = await transaction.getAll(
      attemptRef,
      db.doc(attemptAnswersPath(editionId, uid)),
    );
    const fresh = attemptOf(current?.data()) ?? known;
    const closed = closeAttempt(fresh, answersOf(stored?.data()).answers, paper, context.now());
    if (closed === null) return fresh;
    writeClosed(transaction, db, editionId, uid, closed);
    return closed.attempt;
  });
  if (attempt.closedAt === null || attempt.closedBy === null) {
    throw new Error('a closed attempt has its time and closer');
  }
  return { closedAt: new Date(attempt.closedAt).toISOString(), closedBy: attempt.closedBy };
}

/**
 * The schedule: closes and scores every attempt of every edition still open after its deadline and
 * grace. Resolves with how many it closed.
 */
export async function closeOverdueAttempts(db: Firestore, now: Date): Promise<number> {
  let closedCount = 0;
  const cutoff = Timestamp.fromMillis(now.getTime() - ATTEMPT_GRACE_MS);
  for (const edition of await examEditions(db)) {
    const overdue = await db
      .collection(`editions/${edition.id}/attempts`)
      .where('status', '==', 'open')
      .where('deadline', '<', cutoff)
      .get();
    for (const document of overdue.docs) {
      const uid = document.id;
      const known = attemptOf(document.data());
      if (known === null) continue;
      const paper = await readPaper(db, known.paperId);
      if (paper === null) continue;
      const closed = await db.runTransaction(async (transaction) => {
        const [current, stored] = await transaction.getAll(
          document.ref,
          db.doc(attemptAnswersPath(edition.id, uid)),
        );
        const fresh = attemptOf(current?.data());
        if (fresh === null || !isOverdue(fresh, now)) return false;
        const decided = closeAttempt(fresh, answersOf(stored?.data()).answers, paper, now);
        if (decided === null) return false;
        writeClosed(transaction, db, edition.id, uid, decided);
        return true;
      });
      if (closed) closedCount += 1;
    }
  }
  return closedCount;
}
