import { Timestamp } from 'firebase-admin/firestore';
import { attemptPath, registrationPath } from '../paths.ts';
import { assignSamplePaper } from './attempts.ts';
import {
  call,
  createAccount,
  db,
  details,
  eventually,
  idTokenOf,
  readDocument,
  saveRegistration,
} from './emulators.ts';

/**
 * What the attempts' emulator tests share (issue 40): the editions the functions judge attempts
 * by, the Grade 7 sample stored and assigned, a confirmed family, a start, and the attempt's
 * times moved back.
 */

export { judgeAttemptsBy } from './attempts.ts';

export const EDITION = '2024';
export const GRADE = 7;

/** A verified adult account whose registration (its own address as the guardian's) is confirmed. */
export async function confirmedFamily(label: string) {
  const account = await createAccount(label, { verified: true });
  await saveRegistration(EDITION, account.uid, details(account.email));
  await eventually(async () => {
    const data = await readDocument(registrationPath(EDITION, account.uid));
    return data?.guardianConfirmedAt instanceof Timestamp ? data : undefined;
  }, 'the confirmation');
  return { ...account, token: await idTokenOf(account.email, account.password) };
}

export type Started = {
  attemptId: string;
  startedAt: string;
  deadline: string;
  status: string;
  lastSequence: number;
  answers: Record<string, unknown>;
  paper: { sections: { items: { id: string; kind: string; choices?: { id: string }[] }[] }[] };
};

export async function start(token: string): Promise<Started> {
  const answer = await call('startAttempt', { editionId: EDITION }, token);
  if (answer.error !== undefined) throw new Error(JSON.stringify(answer.error));
  return answer.result as Started;
}

/** Moves the attempt's times `ms` back, as if that much time had passed since it started. */
export async function backdate(uid: string, ms: number): Promise<void> {
  const data = await readDocument(attemptPath(EDITION, uid));
  const moved = (field: string) => {
    const value: unknown = data?.[field];
    return value instanceof Timestamp ? Timestamp.fromMillis(value.toMillis() - ms) : null;
  };
  await db
    .doc(attemptPath(EDITION, uid))
    .update({ startedAt: moved('startedAt'), deadline: moved('deadline') });
}

/** The Grade 7 sample stored and assigned to its grade, as an organiser's upload leaves it. */
export const assignSample = (): Promise<void> => assignSamplePaper(EDITION, GRADE);
