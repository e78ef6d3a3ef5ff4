import { EDITIONS } from '@apex/core';
import { SAMPLE_PAPERS, uploadPaper } from '@apex/server/papers';
import { Timestamp } from 'firebase-admin/firestore';
import {
  assignmentPath,
  attemptPath,
  EMULATOR_EDITIONS,
  paperPath,
  registrationPath,
} from '../paths.ts';
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

export const EDITION = '2024';
export const GRADE = 7;
const DAY_MS = 86_400_000;
const indianDay = (days: number) =>
  new Date(Date.now() + days * DAY_MS + 330 * 60_000).toISOString().slice(0, 10);

/** Core's editions with every grade on the built-in test; a batch today unless `batchToday` is false. */
export async function judgeAttemptsBy(batchToday: boolean): Promise<void> {
  const editions = EDITIONS.map((edition) => ({
    ...edition,
    tests: edition.tests.map(({ grade }) => ({ grade, delivery: { kind: 'built-in' } })),
    ...(batchToday
      ? { batches: [{ name: 'Batch 1', start: indianDay(-1), end: indianDay(1) }] }
      : {}),
  }));
  await db.doc(EMULATOR_EDITIONS).set({ editions: JSON.stringify(editions) });
}

export const sample = SAMPLE_PAPERS.find((paper) => paper.grade === GRADE);

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
export async function assignSample(): Promise<void> {
  if (sample === undefined) throw new Error(`no grade ${GRADE} sample`);
  const upload = uploadPaper(sample);
  if (!upload.ok) throw new Error('the sample does not import');
  await db.doc(paperPath(upload.paperId)).set({
    grade: GRADE,
    paper: JSON.stringify(upload.stored),
  });
  await db.doc(assignmentPath(EDITION, GRADE)).set({ grade: GRADE, paperId: upload.paperId });
}
