import { CONSENT_NOTICE_VERSION } from '@apex/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { firestoreRulesSuite } from '../testing/firestoreRulesSuite.ts';
import { announceSkip, probeEmulator } from './emulatorReachable.ts';

/**
 * firestore.rules for issue 29 on the Firestore emulator's rules engine: organisers (the custom
 * claim `organiser: true`) read and list an edition's registrations and results with the console's
 * queries and counts, nobody else does; results are the owner's and the organisers', certificates
 * are read one by one by anyone and listed by nobody, publish runs are the organisers'; no client
 * writes any of them.
 */
const probe = await probeEmulator('FIRESTORE_EMULATOR_HOST');
announceSkip('firestore.rules, organiser console', probe);

const OWNER = 'alice';
const OTHER = 'bob';
const ORGANISER = 'olga';
const EDITION = '2024';
const REGISTRATIONS = `editions/${EDITION}/registrations`;
const RESULTS = `editions/${EDITION}/results`;

const registrationOf = (uid: string, grade: number, status: string) => ({
  candidateName: 'Asha Rao',
  grade,
  schoolName: 'Kendriya Vidyalaya No. 1',
  schoolCity: 'Pune',
  schoolState: 'Maharashtra',
  guardianName: 'Meera Rao',
  guardianEmail: `${uid}@example.com`,
  consent: true,
  noticeVersion: CONSENT_NOTICE_VERSION,
  noticeLanguage: 'en',
  registrationNumber: `N-${uid}`,
  searchName: 'asha rao',
  searchSchool: 'kendriya vidyalaya no. 1',
  searchCity: 'pune',
  guardianStatus: status,
  searchTerms: ['asha', 'rao', 'pune', `n-${uid}`],
});

describe.skipIf(probe.address === null)(
  `firestore.rules, organiser console${probe.skipReason === null ? '' : ` (skipped: ${probe.skipReason})`}`,
  () => {
    const { as, assertSucceeds, assertFails, seed, env } = firestoreRulesSuite(probe.address);
    const everyoneElse = () => [as(OWNER), as(OTHER), as(null)];

    beforeEach(async () => {
      await seed(async (db) => {
        await db.doc(`${REGISTRATIONS}/${OWNER}`).set(registrationOf(OWNER, 7, 'confirmed'));
        await db
          .doc(`${REGISTRATIONS}/${OTHER}`)
          .set(registrationOf(OTHER, 9, 'awaiting-guardian'));
        await db
          .doc(`${RESULTS}/${OWNER}`)
          .set({ registrationNumber: `N-${OWNER}`, scorePercent: 80 });
        await db
          .doc('certificates/c3rt1f1cat3-1d-0000000')
          .set({ candidateName: 'Asha Rao', withdrawnAt: null });
        await db.doc(`publishRuns/${EDITION}`).set({ total: 1, written: 1, status: 'done' });
      });
    });

    describe('registrations', () => {
      it('an organiser reads any one, and lists them with the console’s filters, sorts and pages', async () => {
        const db = as(ORGANISER, true).firestore();
        await assertSucceeds(db.doc(`${REGISTRATIONS}/${OWNER}`).get());
        const page = await db
          .collection(REGISTRATIONS)
          .where('grade', '==', 9)
          .where('guardianStatus', '==', 'awaiting-guardian')
          .orderBy('searchName')
          .limit(25)
          .get();
        expect(page.docs.map((document) => document.id)).toEqual([OTHER]);
        await assertSucceeds(
          db.collection(REGISTRATIONS).where('searchTerms', 'array-contains', 'pune').get(),
        );
        // count() is judged as the same list query (the adapter's totals); the compat SDK here
        // has no count(), so the conformance suite's totals check it on the emulator.
        expect((await db.collection(REGISTRATIONS).get()).size).toBe(2);
      });
      it('no one else lists or counts them; another user reads none but their own', async () => {
        for (const context of everyoneElse()) {
          const db = context.firestore();
          await assertFails(db.collection(REGISTRATIONS).get());
          await assertFails(db.collection(REGISTRATIONS).where('grade', '==', 7).get());
        }
        await assertFails(as(OTHER).firestore().doc(`${REGISTRATIONS}/${OWNER}`).get());
        await assertSucceeds(as(OWNER).firestore().doc(`${REGISTRATIONS}/${OWNER}`).get());
      });
      it('a claim that is not exactly true is no organiser', async () => {
        const db = env()
          .authenticatedContext(ORGANISER, { email_verified: true, organiser: 'yes' })
          .firestore();
        await assertFails(db.collection(REGISTRATIONS).get());
      });
      it('an organiser writes none of them and writes none of the server’s fields', async () => {
        const db = as(ORGANISER, true).firestore();
        await assertFails(db.doc(`${REGISTRATIONS}/${OWNER}`).update({ grade: 8 }));
        await assertFails(db.doc(`${REGISTRATIONS}/${OWNER}`).delete());
      });
      it.each([
        'registrationNumber',
        'searchName',
        'searchSchool',
        'searchCity',
        'guardianStatus',
        'searchTerms',
      ])('the owner cannot change %s, a field only the server writes', async (key) => {
        const value = key === 'searchTerms' ? ['forged'] : 'forged';
        await assertFails(
          as(OWNER)
            .firestore()
            .doc(`${REGISTRATIONS}/${OWNER}`)
            .update({ [key]: value }),
        );
      });
    });

    describe('results', () => {
      it('the owner reads theirs; an organiser reads and lists them all', async () => {
        await assertSucceeds(as(OWNER).firestore().doc(`${RESULTS}/${OWNER}`).get());
        const organiser = as(ORGANISER, true).firestore();
        await assertSucceeds(organiser.doc(`${RESULTS}/${OWNER}`).get());
        await assertSucceeds(organiser.collection(RESULTS).get());
      });
      it('nobody else reads or lists them, and no client writes one, organisers included', async () => {
        await assertFails(as(OTHER).firestore().doc(`${RESULTS}/${OWNER}`).get());
        await assertFails(as(null).firestore().doc(`${RESULTS}/${OWNER}`).get());
        await assertFails(as(OWNER).firestore().collection(RESULTS).get());
        for (const context of [as(OWNER), as(ORGANISER, true)]) {
          const db = context.firestore();
          await assertFails(db.doc(`${RESULTS}/${OWNER}`).set({ scorePercent: 100 }));
          await assertFails(db.doc(`${RESULTS}/${OWNER}`).delete());
        }
      });
    });

    describe('certificates', () => {
      it('anyone reads one by its id, signed in or not', async () => {
        for (const context of [as(null), as(OTHER)]) {
          await assertSucceeds(
            context.firestore().doc('certificates/c3rt1f1cat3-1d-0000000').get(),
          );
        }
      });
      it('nobody lists them or writes one, organisers and the owner included', async () => {
        for (const context of [as(null), as(OWNER), as(ORGANISER, true)]) {
          const db = context.firestore();
          await assertFails(db.collection('certificates').get());
          await assertFails(
            db.doc('certificates/c3rt1f1cat3-1d-0000000').update({ withdrawnAt: new Date() }),
          );
          await assertFails(db.doc('certificates/forged').set({ candidateName: 'Forged' }));
        }
      });
    });

    describe('publish runs', () => {
      it('organisers read the progress; nobody else does; no client writes it', async () => {
        await assertSucceeds(as(ORGANISER, true).firestore().doc(`publishRuns/${EDITION}`).get());
        for (const context of everyoneElse()) {
          await assertFails(context.firestore().doc(`publishRuns/${EDITION}`).get());
        }
        await assertFails(
          as(ORGANISER, true).firestore().doc(`publishRuns/${EDITION}`).set({ status: 'done' }),
        );
      });
    });
  },
);
