import { beforeEach, describe, it } from 'vitest';
import { firestoreRulesSuite } from '../testing/firestoreRulesSuite.ts';
import { attemptOf } from '../testing/rulesDocuments.ts';
import { announceSkip, probeEmulator } from './emulatorReachable.ts';

/**
 * firestore.rules for the organiser's side of the attempts (issue 40, step 5; ADR 0185) on the
 * Firestore emulator's rules engine: extra time and a reopen go through the functions alone (they
 * write the attempt's deadline and status, the grants and the audit log), so no client, a family
 * or an organiser, writes them; a family cannot list a batch's attempts, read the grants or the
 * log; an organiser reads them (the console's view is the listAttempts callable, which checks
 * the role too).
 */
const probe = await probeEmulator('FIRESTORE_EMULATOR_HOST');
announceSkip('firestore.rules, organiser attempts', probe);

const EDITION = '2024';
const ATTEMPTS = `editions/${EDITION}/attempts`;
const ATTEMPT = `${ATTEMPTS}/alice`;
const GRANTS = `editions/${EDITION}/attemptGrants/alice`;
const AUDIT = 'organiserAudit';
const MINUTE_MS = 60_000;

describe.skipIf(probe.address === null)(
  `firestore.rules, organiser attempts${probe.skipReason === null ? '' : ` (skipped: ${probe.skipReason})`}`,
  () => {
    const { as, assertSucceeds, assertFails, seed } = firestoreRulesSuite(probe.address);
    const alice = () => as('alice').firestore();
    const bob = () => as('bob').firestore();
    const staff = () => as('staff', true).firestore();
    const startedAt = new Date(Date.now() - 50 * MINUTE_MS);
    const deadline = new Date(startedAt.getTime() + 40 * MINUTE_MS);

    beforeEach(async () => {
      // Alice's attempt, closed at its deadline ten minutes ago, and what was granted her.
      await seed(async (db) => {
        await db.doc(ATTEMPT).set(
          attemptOf(EDITION, 'alice', {
            startedAt,
            deadline,
            status: 'closed',
            closedAt: deadline,
            closedBy: 'deadline',
          }),
        );
        await db.doc(GRANTS).set({ extraMinutes: 0, reopened: 0 });
        await db
          .collection(AUDIT)
          .add({ action: 'export', actor: 'staff@example.com', at: new Date() });
      });
    });

    it('refuses a family extra time: the deadline of its own attempt or another’s, or the grants', async () => {
      const later = new Date(deadline.getTime() + 40 * MINUTE_MS);
      await assertFails(alice().doc(ATTEMPT).update({ deadline: later }));
      await assertFails(bob().doc(ATTEMPT).update({ deadline: later }));
      await assertFails(alice().doc(GRANTS).set({ extraMinutes: 40, reopened: 0 }));
      await assertFails(bob().doc(GRANTS).set({ extraMinutes: 40, reopened: 0 }));
    });

    it('refuses a family a reopen: the status of its attempt, or a new attempt in its place', async () => {
      await assertFails(
        alice().doc(ATTEMPT).update({ status: 'open', closedAt: null, closedBy: null }),
      );
      await assertFails(alice().doc(ATTEMPT).delete());
      await assertFails(bob().doc(ATTEMPT).update({ status: 'open' }));
    });

    it('refuses a family the list of a batch’s attempts, the grants and the audit log', async () => {
      await assertFails(alice().collection(ATTEMPTS).where('grade', '==', 8).get());
      await assertFails(bob().collection(ATTEMPTS).get());
      await assertFails(alice().doc(GRANTS).get());
      await assertFails(bob().collection(AUDIT).get());
      // Alice still reads her own attempt (the player's deadline), and nobody else's.
      await assertSucceeds(alice().doc(ATTEMPT).get());
      await assertFails(bob().doc(ATTEMPT).get());
    });

    it('refuses every client writing the audit log, an organiser included', async () => {
      const entry = { action: 'extra-time', actor: 'me', reason: 'x', minutes: 40, at: new Date() };
      await assertFails(alice().collection(AUDIT).add(entry));
      await assertFails(bob().collection(AUDIT).doc('forged').set(entry));
      await assertFails(staff().collection(AUDIT).add(entry));
    });

    it('lets an organiser read the attempts and grants, and write neither (the functions do)', async () => {
      await assertSucceeds(staff().collection(ATTEMPTS).where('grade', '==', 8).get());
      await assertSucceeds(staff().doc(GRANTS).get());
      await assertSucceeds(staff().collection(AUDIT).get());
      await assertFails(staff().doc(ATTEMPT).update({ status: 'open' }));
      await assertFails(staff().doc(GRANTS).set({ extraMinutes: 10, reopened: 0 }));
    });
  },
);
