import { beforeEach, describe, it } from 'vitest';
import { firestoreRulesSuite } from '../testing/firestoreRulesSuite.ts';
import { announceSkip, probeEmulator } from './emulatorReachable.ts';

/**
 * firestore.rules for issue 40's papers on the Firestore emulator's rules engine: no client reads
 * or writes `papers/` (a paper holds its answer keys), organisers included; organisers read an
 * edition's assignments, and no client writes them.
 */
const probe = await probeEmulator('FIRESTORE_EMULATOR_HOST');
announceSkip('firestore.rules, papers', probe);

const EDITION = '2024';
const PAPER = 'papers/grade-8-sample';
const ASSIGNMENT = `editions/${EDITION}/assignments/8`;

describe.skipIf(probe.address === null)(
  `firestore.rules, papers${probe.skipReason === null ? '' : ` (skipped: ${probe.skipReason})`}`,
  () => {
    const { as, assertSucceeds, assertFails, seed } = firestoreRulesSuite(probe.address);
    const everyone = () => [as('olga', true), as('alice'), as(null)];

    beforeEach(async () => {
      await seed(async (db) => {
        await db.doc(PAPER).set({ grade: 8, paper: '{"answer":"b"}' });
        await db.doc(ASSIGNMENT).set({ grade: 8, paperId: 'grade-8-sample' });
      });
    });

    it('refuses every client read of a paper, organisers included, by id or by list', async () => {
      for (const context of everyone()) {
        const db = context.firestore();
        await assertFails(db.doc(PAPER).get());
        await assertFails(db.collection('papers').get());
        await assertFails(db.collection('papers').where('grade', '==', 8).get());
      }
    });

    it('refuses every client write of a paper', async () => {
      for (const context of everyone()) {
        const db = context.firestore();
        await assertFails(db.doc(PAPER).set({ grade: 8, paper: '{}' }));
        await assertFails(db.doc('papers/forged').set({ grade: 8, paper: '{}' }));
        await assertFails(db.doc(PAPER).delete());
      }
    });

    it('lets organisers read the assignments, and nobody else', async () => {
      const organiser = as('olga', true).firestore();
      await assertSucceeds(organiser.doc(ASSIGNMENT).get());
      await assertSucceeds(organiser.collection(`editions/${EDITION}/assignments`).get());
      for (const context of [as('alice'), as(null)]) {
        await assertFails(context.firestore().doc(ASSIGNMENT).get());
      }
    });

    it('refuses every client write of an assignment, organisers included', async () => {
      for (const context of everyone()) {
        const db = context.firestore();
        await assertFails(db.doc(ASSIGNMENT).set({ grade: 8, paperId: 'forged' }));
        await assertFails(db.doc(ASSIGNMENT).delete());
      }
    });
  },
);
