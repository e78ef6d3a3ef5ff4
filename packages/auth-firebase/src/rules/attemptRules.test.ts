import { beforeEach, describe, expect, it } from 'vitest';
import { firestoreRulesSuite } from '../testing/firestoreRulesSuite.ts';
import { attemptOf } from '../testing/rulesDocuments.ts';
import { announceSkip, probeEmulator } from './emulatorReachable.ts';

/**
 * firestore.rules for issue 40's attempts on the Firestore emulator's rules engine (docs/
 * exam-test.md, step 3): a paper cannot be read before its attempt (nor after: it holds the keys),
 * no answer key or score reaches a candidate, and no client writes an attempt or its answers,
 * so a second attempt, an answer after the deadline and its grace, and another family's attempt
 * are refused; the owner reads their attempt and counted answers.
 */
const probe = await probeEmulator('FIRESTORE_EMULATOR_HOST');
announceSkip('firestore.rules, attempts', probe);

const EDITION = '2024';
const PAPER = 'papers/grade-8-sample';
const ASSIGNMENT = `editions/${EDITION}/assignments/8`;
const REGISTRATION = `editions/${EDITION}/registrations/alice`;
const ATTEMPT = `editions/${EDITION}/attempts/alice`;
const ANSWERS = `editions/${EDITION}/attemptAnswers/alice`;
const SCORE = `editions/${EDITION}/attemptScores/alice`;
const MINUTE_MS = 60_000;

describe.skipIf(probe.address === null)(
  `firestore.rules, attempts${probe.skipReason === null ? '' : ` (skipped: ${probe.skipReason})`}`,
  () => {
    const { as, assertSucceeds, assertFails, seed } = firestoreRulesSuite(probe.address);
    const alice = () => as('alice').firestore();

    /** Alice's attempt as the functions write it: started `startedAgoMs` ago, 40 minutes long. */
    async function seedAttempt(startedAgoMs: number, status: 'open' | 'closed' = 'open') {
      const startedAt = new Date(Date.now() - startedAgoMs);
      await seed(async (db) => {
        await db.doc(ATTEMPT).set(
          attemptOf(EDITION, 'alice', {
            startedAt,
            deadline: new Date(startedAt.getTime() + 40 * MINUTE_MS),
            status,
          }),
        );
        await db.doc(ANSWERS).set({ answers: { q1: 'b' }, lastSequence: 1 });
        await db.doc(SCORE).set({ marks: 1, outOf: 20, right: ['q1'] });
      });
    }

    beforeEach(async () => {
      await seed(async (db) => {
        await db.doc(PAPER).set({ grade: 8, paper: '{"answer":"b"}' });
        await db.doc(ASSIGNMENT).set({ grade: 8, paperId: 'grade-8-sample' });
        await db.doc(REGISTRATION).set({ grade: 8, guardianConfirmedAt: new Date() });
      });
    });

    it('refuses reading a paper before its attempt: neither the paper nor which one is assigned', async () => {
      await assertFails(alice().doc(PAPER).get());
      await assertFails(alice().doc(ASSIGNMENT).get());
      // Nothing to read yet, and the read is the owner's own: allowed, and empty.
      expect((await alice().doc(ATTEMPT).get()).exists).toBe(false);
    });

    it('refuses reading an answer key or a score, during the attempt and after it', async () => {
      for (const status of ['open', 'closed'] as const) {
        await seedAttempt(5 * MINUTE_MS, status);
        await assertFails(alice().doc(PAPER).get());
        await assertFails(alice().collection('papers').get());
        await assertFails(alice().doc(SCORE).get());
      }
      // Organisers read scores (the console, step 5), never the paper with its keys.
      await assertSucceeds(as('olga', true).firestore().doc(SCORE).get());
      await assertFails(as('olga', true).firestore().doc(PAPER).get());
    });

    it('lets the owner read the attempt and the counted answers', async () => {
      await seedAttempt(5 * MINUTE_MS);
      await assertSucceeds(alice().doc(ATTEMPT).get());
      await assertSucceeds(alice().doc(ANSWERS).get());
      expect((await alice().doc(ATTEMPT).get()).get('status')).toBe('open');
      expect((await alice().doc(ANSWERS).get()).get('answers')).toEqual({ q1: 'b' });
      // Organisers read any attempt (the console, step 5).
      await assertSucceeds(as('olga', true).firestore().doc(ATTEMPT).get());
    });

    it('refuses writing an answer after the deadline and its grace (and before: the server merges)', async () => {
      await seedAttempt(41 * MINUTE_MS);
      await assertFails(
        alice()
          .doc(ANSWERS)
          .set({ answers: { q1: 'c' }, lastSequence: 2 }),
      );
      await assertFails(alice().doc(ANSWERS).update({ 'answers.q2': 'a' }));
      await assertFails(
        alice()
          .doc(ATTEMPT)
          .update({ deadline: new Date(Date.now() + MINUTE_MS) }),
      );
      await seedAttempt(MINUTE_MS);
      await assertFails(alice().doc(ANSWERS).update({ 'answers.q2': 'a' }));
    });

    it('refuses a second attempt: no client creates, replaces or deletes one', async () => {
      await assertFails(
        alice()
          .doc(ATTEMPT)
          .set({ status: 'open', startedAt: new Date(), paperId: 'grade-8-sample' }),
      );
      await seedAttempt(MINUTE_MS, 'closed');
      await assertFails(alice().doc(ATTEMPT).delete());
      await assertFails(
        alice()
          .doc(ATTEMPT)
          .set({ status: 'open', startedAt: new Date(), paperId: 'grade-8-sample' }),
      );
      await assertFails(alice().doc(ANSWERS).delete());
    });

    it("refuses another family's attempt: no read, no list, no write", async () => {
      await seedAttempt(5 * MINUTE_MS);
      const bob = as('bob').firestore();
      await assertFails(bob.doc(ATTEMPT).get());
      await assertFails(bob.doc(ANSWERS).get());
      await assertFails(bob.collection(`editions/${EDITION}/attempts`).get());
      await assertFails(bob.collection(`editions/${EDITION}/attemptAnswers`).get());
      await assertFails(bob.doc(ANSWERS).set({ answers: { q1: 'a' }, lastSequence: 9 }));
      await assertFails(bob.doc(ATTEMPT).update({ status: 'closed' }));
    });
  },
);
