import {
  type AttemptClosedBy,
  type AttemptService,
  type AttemptView,
  BACKEND_READ_TIMEOUT_MS,
} from '@apex/auth-port';
import type { FirebaseApp } from 'firebase/app';
import type { User } from 'firebase/auth';
import { type DocumentData, doc, getDoc, Timestamp } from 'firebase/firestore/lite';
import type { CallFunction } from './callables.ts';
import { withDeadline } from './deadline.ts';
import { backendErrorFor } from './errors.ts';
import { firestoreOf } from './firestore.ts';
import type { HostAndPort } from './options.ts';

const dateOf = (value: unknown): Date | null =>
  value instanceof Timestamp ? value.toDate() : null;
const closedByOf = (value: unknown): AttemptClosedBy | null =>
  value === 'candidate' || value === 'deadline' ? value : null;

/** The owner's attempt and its counted answers as the port's view, or null when not one. */
export function attemptViewOf(
  attempt: DocumentData,
  answers: DocumentData | undefined,
): AttemptView | null {
  const startedAt = dateOf(attempt.startedAt);
  const deadline = dateOf(attempt.deadline);
  const { status } = attempt;
  if (startedAt === null || deadline === null || (status !== 'open' && status !== 'closed')) {
    return null;
  }
  const counted: unknown = answers?.answers;
  return {
    status,
    startedAt,
    deadline,
    closedAt: dateOf(attempt.closedAt),
    closedBy: closedByOf(attempt.closedBy),
    answers: typeof counted === 'object' && counted !== null ? { ...counted } : {},
  };
}

/**
 * The candidate's attempt on Firebase (issue 40): start, save and submit are the contract's
 * callables (the server times, merges and scores; the caller's uid picks the registration); the
 * owner reads the attempt and its counted answers from `editions/{e}/attempts/{uid}` and
 * `editions/{e}/attemptAnswers/{uid}` (firestore.rules: the owner and organisers; no key or score).
 */
export function createAttemptService(
  app: FirebaseApp,
  signedInUser: () => Promise<User>,
  call: CallFunction,
  emulator?: HostAndPort,
  readTimeoutMs: number = BACKEND_READ_TIMEOUT_MS,
): AttemptService {
  const db = firestoreOf(app, emulator);

  /** The callables act on the caller's own registration: someone else's uid is refused here. */
  async function requireOwner(uid: string): Promise<void> {
    const user = await signedInUser();
    if (user.uid !== uid) throw backendErrorFor('attempt/permission-denied');
  }

  async function read(path: string): Promise<DocumentData | undefined> {
    try {
      const pending = getDoc(doc(db, path));
      return (await withDeadline(pending, readTimeoutMs, 'attempt/unavailable')).data();
    } catch (error) {
      const code =
        typeof error === 'object' && error !== null && 'code' in error ? error.code : null;
      throw backendErrorFor(
        code === 'permission-denied' ? 'attempt/permission-denied' : 'attempt/unavailable',
      );
    }
  }

  return {
    async start(uid, editionId) {
      await requireOwner(uid);
      return call('startAttempt', { editionId }, 'attempt/unavailable');
    },
    async save(uid, editionId, sequence, answers) {
      await requireOwner(uid);
      const sent = Object.fromEntries(
        Object.entries(answers).map(([id, answer]) => [
          id,
          typeof answer === 'string' ? answer : [...answer],
        ]),
      );
      return call('saveAnswers', { editionId, sequence, answers: sent }, 'attempt/unavailable');
    },
    async submit(uid, editionId) {
      await requireOwner(uid);
      return call('submitAttempt', { editionId }, 'attempt/unavailable');
    },
    async read(uid, editionId) {
      await requireOwner(uid);
      const attempt = await read(`editions/${editionId}/attempts/${uid}`);
      if (attempt === undefined) return null;
      const answers = await read(`editions/${editionId}/attemptAnswers/${uid}`);
      const view = attemptViewOf(attempt, answers);
      if (view === null) throw backendErrorFor('attempt/unavailable');
      return view;
    },
  };
}
