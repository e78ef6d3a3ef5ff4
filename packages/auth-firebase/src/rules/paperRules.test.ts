import type { RulesTestContext, RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, afterEach, beforeAll, beforeEach, describe, it } from 'vitest';
import { announceSkip, probeEmulator } from './emulatorReachable.ts';
import { openWindows, withWindows } from './registrationWindows.ts';
import { RULES_PROJECT_ID, readRepoFile } from './rulesFiles.ts';

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
    let testEnv: RulesTestEnvironment;
    let assertSucceeds: (pr: Promise<unknown>) => Promise<unknown>;
    let assertFails: (pr: Promise<unknown>) => Promise<unknown>;
    const as = (uid: string | null, organiser = false): RulesTestContext =>
      uid === null
        ? testEnv.unauthenticatedContext()
        : testEnv.authenticatedContext(uid, {
            email_verified: true,
            ...(organiser ? { organiser: true } : {}),
          });
    const everyone = () => [as('olga', true), as('alice'), as(null)];

    beforeAll(async () => {
      const rut = await import('@firebase/rules-unit-testing');
      assertSucceeds = rut.assertSucceeds;
      assertFails = rut.assertFails;
      const rules = withWindows(readRepoFile('firestore.rules'), openWindows(Date.now()));
      testEnv = await rut.initializeTestEnvironment({
        projectId: RULES_PROJECT_ID,
        firestore: { rules, ...probe.address },
      });
    });
    beforeEach(async () => {
      await testEnv.withSecurityRulesDisabled(async (context) => {
        const db = context.firestore();
        await db.doc(PAPER).set({ grade: 8, paper: '{"answer":"b"}' });
        await db.doc(ASSIGNMENT).set({ grade: 8, paperId: 'grade-8-sample' });
      });
    });
    afterEach(() => testEnv.clearFirestore());
    afterAll(() => testEnv.cleanup());

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
