import { EDITIONS } from '@apex/core';
import type { CallableResponse } from '@apex/server/contract';
import { checkResponse, ServerRefusal } from '@apex/server/contract';
import { assignmentRefusal, type StoredPaper, uploadPaper as upload } from '@apex/server/papers';
import type { Firestore } from 'firebase-admin/firestore';
import { assignmentPath, paperPath } from './paths.ts';

/**
 * Papers (issue 40): the organiser's upload and assignment, over Firestore. The decisions are
 * @apex/server/papers'; `papers/{paperId}` holds the paper with its keys (as JSON text, so a paper
 * reads back exactly as imported) and no client may read it (firestore.rules).
 */
export async function uploadPaper(
  db: Firestore,
  source: unknown,
  uid: string,
  now: Date,
): Promise<CallableResponse<'uploadPaper'>> {
  const decided = upload(source);
  if (!decided.ok) return { ok: false, problems: [...decided.problems] };
  await db.doc(paperPath(decided.paperId)).set({
    grade: decided.stored.grade,
    paper: JSON.stringify(decided.stored),
    uploadedAt: now,
    uploadedBy: uid,
  });
  // The preview as the contract carries it (a candidate's paper, read-only types made plain).
  const response = checkResponse('uploadPaper', {
    ok: true,
    paperId: decided.paperId,
    paper: decided.preview,
  });
  if (!response.ok)
    throw new Error(`an imported paper's preview breaks the contract: ${response.code}`);
  return response.value;
}

/** The stored paper with its keys, or null when no upload stored one with that id. */
export async function readPaper(db: Firestore, paperId: string): Promise<StoredPaper | null> {
  const stored: unknown = (await db.doc(paperPath(paperId)).get()).get('paper');
  return typeof stored === 'string' ? (JSON.parse(stored) as StoredPaper) : null;
}

export async function assignPaper(
  db: Firestore,
  editionId: string,
  grade: number,
  paperId: string,
  uid: string,
  now: Date,
): Promise<void> {
  const paper = await readPaper(db, paperId);
  const refusal = assignmentRefusal(EDITIONS, editionId, grade, paper);
  if (refusal !== null) throw new ServerRefusal(refusal);
  await db
    .doc(assignmentPath(editionId, grade))
    .set({ paperId, grade, assignedAt: now, assignedBy: uid });
}
