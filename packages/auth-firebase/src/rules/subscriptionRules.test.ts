import type { RulesTestContext, RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, afterEach, beforeAll, describe, it } from 'vitest';
import { announceSkip, probeEmulator } from './emulatorReachable.ts';
import { readRepoFile } from './rulesFiles.ts';

/**
 * The lists on the Firestore emulator's rules engine (issue 30): since double opt-in, only the
 * server (the functions, through the Admin SDK) touches them. No client creates, reads, probes,
 * changes or deletes a subscriber, a link, a caller's count or an old entry.
 */
const probe = await probeEmulator('FIRESTORE_EMULATOR_HOST');
announceSkip('firestore.rules, subscriptions', probe);

const PROJECT = 'demo-apex';
const SERVER_ONLY = [
  'subscribers/0a1b2c',
  'subscriptionTokens/3d4e5f',
  'subscribeCallers/6a7b8c',
  'subscriptions/9d0e1f',
];

describe.skipIf(probe.address === null)(
  `firestore.rules, subscriptions${probe.skipReason === null ? '' : ` (skipped: ${probe.skipReason})`}`,
  () => {
    let testEnv: RulesTestEnvironment;
    let assertSucceeds: (pr: Promise<unknown>) => Promise<unknown>;
    let assertFails: (pr: Promise<unknown>) => Promise<unknown>;
    const as = (uid: string | null): RulesTestContext =>
      uid === null
        ? testEnv.unauthenticatedContext()
        : testEnv.authenticatedContext(uid, { email: `${uid}@example.com`, email_verified: true });

    beforeAll(async () => {
      const rut = await import('@firebase/rules-unit-testing');
      assertSucceeds = rut.assertSucceeds;
      assertFails = rut.assertFails;
      testEnv = await rut.initializeTestEnvironment({
        projectId: PROJECT,
        firestore: { rules: readRepoFile('firestore.rules'), ...probe.address },
      });
    });
    afterEach(() => testEnv.clearFirestore());
    afterAll(() => testEnv.cleanup());

    it.each(SERVER_ONLY)('denies every client access to %s, signed out or in', async (path) => {
      for (const uid of [null, 'alice']) {
        const db = as(uid).firestore();
        await assertFails(db.doc(path).set({ email: 'asha@example.com', topic: 'newsletter' }));
      }
      await testEnv.withSecurityRulesDisabled(async (context) => {
        await context.firestore().doc(path).set({ email: 'asha@example.com', topic: 'newsletter' });
      });
      const collection = path.split('/')[0] ?? path;
      for (const uid of [null, 'alice']) {
        const db = as(uid).firestore();
        await assertFails(db.doc(path).get());
        await assertFails(db.collection(collection).get());
        await assertFails(db.doc(path).update({ topic: 'next-edition' }));
        await assertFails(db.doc(path).delete());
      }
      // The document is still there: the rules, not its absence, refused those.
      await testEnv.withSecurityRulesDisabled(async (context) => {
        await assertSucceeds(context.firestore().doc(path).get());
      });
    });
  },
);
