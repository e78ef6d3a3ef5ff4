import { registrationNumberOf } from '@apex/core';
import {
  type AttemptResults,
  attemptPublishRows,
  attemptResults,
  type ItemAnalysisReport,
  itemAnalysisRefusal,
  itemAnalysisReport,
} from '@apex/server';
import { ServerRefusal } from '@apex/server/contract';
import type { Answers } from '@apex/server/papers';
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { closeOverdueAttempts } from './attempts.ts';
import type { ServerContext } from './context.ts';
import { examEditions } from './examEditions.ts';
import { readPaper } from './papers.ts';
import { assignmentPath, attemptAnswersPath } from './paths.ts';
import { type PublishOutcome, publishResults } from './publishResults.ts';

/**
 * The built-in test's results for the organiser (issue 40, step 5) over Firestore; the decisions
 * are @apex/server's, as the memory backend runs them. Reads select only the fields they need.
 */

type ResultsContext = Pick<ServerContext, 'db' | 'now'>;

/** Answers read per `getAll`: a bounded read however large the grade. */
export const ANSWERS_PER_READ = 300;

async function editionOf(db: Firestore, editionId: string) {
  const edition = (await examEditions(db)).find((entry) => entry.id === editionId);
  if (edition === undefined) throw new ServerRefusal('registration/unknown-edition');
  return edition;
}

/** The edition's closed attempts' scores as publish rows, the open ones and the absent counted. */
export async function readAttemptResults(
  context: ResultsContext,
  editionId: string,
): Promise<AttemptResults> {
  const { db } = context;
  const edition = await editionOf(db, editionId);
  // An attempt past its deadline and grace is closed now, not a minute later by the schedule.
  await closeOverdueAttempts(db, context.now());
  const base = `editions/${editionId}`;
  const [registrations, attempts, scores] = await Promise.all([
    db.collection(`${base}/registrations`).select('grade', 'guardianConfirmedAt').get(),
    db.collection(`${base}/attempts`).select('grade', 'status').get(),
    db.collection(`${base}/attemptScores`).select('marks', 'outOf').get(),
  ]);
  const scoreOf = new Map(
    scores.docs.map((document) => [
      document.id,
      { marks: Number(document.get('marks')), outOf: Number(document.get('outOf')) },
    ]),
  );
  return attemptResults(
    edition,
    registrations.docs.map((document) => ({
      uid: document.id,
      registrationNumber: registrationNumberOf(editionId, document.id),
      grade: Number(document.get('grade')),
      guardianConfirmed: document.get('guardianConfirmedAt') != null,
    })),
    attempts.docs.map((document) => ({
      uid: document.id,
      grade: Number(document.get('grade')),
      status: document.get('status') === 'closed' ? 'closed' : 'open',
      score: scoreOf.get(document.id) ?? null,
    })),
  );
}

/** Publishes the closed attempts' scores through the results flow; refused while any is open. */
export async function publishFromAttempts(
  context: ServerContext,
  editionId: string,
): Promise<{ readonly rows: number; readonly outcome: PublishOutcome }> {
  const decided = attemptPublishRows(await readAttemptResults(context, editionId));
  if (decided.refused !== null) throw new ServerRefusal(decided.refused);
  return {
    rows: decided.rows.length,
    outcome: await publishResults(context, editionId, decided.rows),
  };
}

/** A grade's item analysis over its closed attempts, once the batch has closed. */
export async function readItemAnalysis(
  context: ResultsContext,
  editionId: string,
  grade: number,
): Promise<ItemAnalysisReport> {
  const { db } = context;
  const edition = await editionOf(db, editionId);
  await closeOverdueAttempts(db, context.now());
  const attempts = await db
    .collection(`editions/${editionId}/attempts`)
    .where('grade', '==', grade)
    .select('attemptId', 'paperId', 'status')
    .get();
  const open = attempts.docs.filter((document) => document.get('status') !== 'closed').length;
  const refusal = itemAnalysisRefusal(edition, open, context.now());
  if (refusal !== null) throw new ServerRefusal(refusal);
  const assigned: unknown = (await db.doc(assignmentPath(editionId, grade)).get()).get('paperId');
  const first: unknown = attempts.docs[0]?.get('paperId');
  const paperId = typeof first === 'string' ? first : assigned;
  const paper = typeof paperId === 'string' ? await readPaper(db, paperId) : null;
  if (paper === null) throw new ServerRefusal('organiser/paper-unknown');
  const ofPaper = attempts.docs.filter((document) => document.get('paperId') === paper.id);
  const answered: { attemptId: string; answers: Answers }[] = [];
  for (let start = 0; start < ofPaper.length; start += ANSWERS_PER_READ) {
    const chunk = ofPaper.slice(start, start + ANSWERS_PER_READ);
    const refs: DocumentReference[] = chunk.map((document) =>
      db.doc(attemptAnswersPath(editionId, document.id)),
    );
    const stored = await db.getAll(...refs, { fieldMask: ['answers'] });
    stored.forEach((document, index) => {
      const answers: unknown = document.get('answers');
      answered.push({
        attemptId: String(chunk[index]?.get('attemptId') ?? document.id),
        answers: typeof answers === 'object' && answers !== null ? (answers as Answers) : {},
      });
    });
  }
  return itemAnalysisReport(paper, answered);
}
