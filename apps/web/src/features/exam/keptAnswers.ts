import { openDB } from 'idb';
import type { KeptAnswers } from './saveQueue.ts';

/**
 * The player's answers on the phone (IndexedDB, through `idb`): what the save queue has not yet had
 * counted, by attempt id, so a reload, a closed tab or a lost connection loses nothing (issue 40).
 * A phone without IndexedDB (a private window of an old browser) keeps nothing and says nothing:
 * the answers still go to the server as they are given.
 */
const DATABASE = 'apex-test';
const STORE = 'kept-answers';

const database = () =>
  openDB(DATABASE, 1, {
    upgrade(db) {
      db.createObjectStore(STORE);
    },
  });

export async function readKeptAnswers(attemptId: string): Promise<KeptAnswers | null> {
  try {
    const kept: unknown = await (await database()).get(STORE, attemptId);
    return isKept(kept) ? kept : null;
  } catch {
    return null;
  }
}

export async function writeKeptAnswers(attemptId: string, kept: KeptAnswers): Promise<void> {
  await (await database()).put(STORE, kept, attemptId);
}

function isKept(value: unknown): value is KeptAnswers {
  return (
    typeof value === 'object' &&
    value !== null &&
    'sequence' in value &&
    typeof value.sequence === 'number' &&
    'pending' in value &&
    typeof value.pending === 'object' &&
    'notCounted' in value &&
    Array.isArray(value.notCounted)
  );
}
