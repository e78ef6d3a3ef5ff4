import { beforeEach, describe, it } from 'vitest';
import { firestoreRulesSuite } from '../testing/firestoreRulesSuite.ts';
import { announceSkip, probeEmulator } from './emulatorReachable.ts';

/**
 * firestore.rules for issue 38 on the Firestore emulator's rules engine: a revoked organiser (the
 * mark `organiserRevocations/{uid}` the grant command writes) is refused at once although its ID
 * token still carries the claim; the audit log is read by organisers only and written by no
 * client; nobody reads or writes the marks.
 */
const probe = await probeEmulator('FIRESTORE_EMULATOR_HOST');
announceSkip('firestore.rules, organiser access', probe);

const ORGANISER = 'olga';
const REVOKED = 'rex';
const FAMILY = 'alice';
const EDITION = '2024';
const REGISTRATIONS = `editions/${EDITION}/registrations`;
const AUDIT_ENTRY = 'organiserAudit/entry-1';

describe.skipIf(probe.address === null)(
  `firestore.rules, organiser access${probe.skipReason === null ? '' : ` (skipped: ${probe.skipReason})`}`,
  () => {
    const { as, assertSucceeds, assertFails, seed } = firestoreRulesSuite(probe.address);

    beforeEach(async () => {
      await seed(async (db) => {
        await db.doc(`${REGISTRATIONS}/${FAMILY}`).set({ candidateName: 'Asha Rao', grade: 7 });
        await db.doc(`publishRuns/${EDITION}`).set({ total: 1, written: 1, status: 'done' });
        await db.doc(AUDIT_ENTRY).set({
          action: 'export',
          actor: 'olga@example.com',
          subject: null,
          editionId: EDITION,
          rows: 3,
          at: new Date(),
        });
        await db.doc(`organiserRevocations/${REVOKED}`).set({ revokedAt: new Date() });
      });
    });

    it('refuses a revoked organiser at once, though its ID token still carries the claim', async () => {
      const revoked = as(REVOKED, true).firestore();
      await assertFails(revoked.collection(REGISTRATIONS).get());
      await assertFails(revoked.doc(`${REGISTRATIONS}/${FAMILY}`).get());
      await assertFails(revoked.doc(`publishRuns/${EDITION}`).get());
      await assertFails(revoked.collection('organiserAudit').get());
      // An organiser with no mark reads all of it.
      const organiser = as(ORGANISER, true).firestore();
      await assertSucceeds(organiser.collection(REGISTRATIONS).get());
      await assertSucceeds(organiser.doc(`publishRuns/${EDITION}`).get());
    });

    it('lets organisers read the audit log, newest first, and nobody else', async () => {
      await assertSucceeds(
        as(ORGANISER, true).firestore().collection('organiserAudit').orderBy('at', 'desc').get(),
      );
      await assertSucceeds(as(ORGANISER, true).firestore().doc(AUDIT_ENTRY).get());
      for (const context of [as(FAMILY), as(null)]) {
        await assertFails(context.firestore().collection('organiserAudit').get());
        await assertFails(context.firestore().doc(AUDIT_ENTRY).get());
      }
    });

    it('lets no client write the audit log or the marks, organisers included', async () => {
      for (const context of [as(ORGANISER, true), as(REVOKED, true), as(FAMILY), as(null)]) {
        const db = context.firestore();
        await assertFails(db.collection('organiserAudit').add({ action: 'export', rows: 1 }));
        await assertFails(db.doc(AUDIT_ENTRY).update({ rows: 0 }));
        await assertFails(db.doc(AUDIT_ENTRY).delete());
        await assertFails(db.doc(`organiserRevocations/${REVOKED}`).delete());
        await assertFails(db.doc(`organiserRevocations/${ORGANISER}`).set({ revokedAt: 1 }));
        await assertFails(db.doc(`organiserRevocations/${REVOKED}`).get());
      }
    });
  },
);
