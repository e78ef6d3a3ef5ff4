import { EDITION_2024 } from '@apex/core';
import type { RulesTestContext, RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterEach, beforeAll, describe, it } from 'vitest';
import { REGISTRATION_DETAILS } from '../testing/rulesDocuments.ts';
import { announceSkip, probeEmulator } from './emulatorReachable.ts';
import { rulesWindowsOf, withWindows } from './registrationWindows.ts';
import { RULES_PROJECT_ID, readRepoFile } from './rulesFiles.ts';

/**
 * The registration window, judged by the rules engine on request.time (issue 28): firestore.rules
 * as it is refuses every write to the 2024 edition today, its window long closed, yet lets the
 * owner read and withdraw; a window generated around now by the same generator takes the write.
 */
const probe = await probeEmulator('FIRESTORE_EMULATOR_HOST');
announceSkip('firestore.rules, registration window', probe);

const OWNER = 'alice';
const DAY_MS = 86_400_000;

describe.skipIf(probe.address === null)(
  `firestore.rules, the registration window${probe.skipReason === null ? '' : ` (skipped: ${probe.skipReason})`}`,
  () => {
    let testEnv: RulesTestEnvironment;
    let assertSucceeds: (pr: Promise<unknown>) => Promise<unknown>;
    let assertFails: (pr: Promise<unknown>) => Promise<unknown>;
    let serverTimestamp: () => unknown;
    let initialize: (rules: string) => Promise<RulesTestEnvironment>;
    const owner = (): RulesTestContext =>
      testEnv.authenticatedContext(OWNER, { email_verified: true });
    const registration = (context: RulesTestContext, edition: string) =>
      context.firestore().doc(`editions/${edition}/registrations/${OWNER}`);
    const withTime = (data: Record<string, unknown>) => ({
      ...data,
      consentedAt: serverTimestamp(),
    });
    /** firestore.rules with one edition, `id`, whose window is [opensAt, closesAt). */
    const rulesWith = (id: string, opensAt: number, closesAt: number) =>
      withWindows(readRepoFile('firestore.rules'), [
        { editionId: id, opensAt, closesAt, label: 'a test edition' },
      ]);

    beforeAll(async () => {
      const rut = await import('@firebase/rules-unit-testing');
      assertSucceeds = rut.assertSucceeds;
      assertFails = rut.assertFails;
      const { default: firebase } = await import('firebase/compat/app');
      await import('firebase/compat/firestore');
      serverTimestamp = () => firebase.firestore.FieldValue.serverTimestamp();
      initialize = (rules) =>
        rut.initializeTestEnvironment({
          projectId: RULES_PROJECT_ID,
          firestore: { rules, ...probe.address },
        });
    });
    afterEach(async () => {
      await testEnv.clearFirestore();
      await testEnv.cleanup();
    });

    describe('firestore.rules as generated from core (2024 closed on 2024-10-25)', () => {
      it('refuses creating a 2024 registration today', async () => {
        testEnv = await initialize(readRepoFile('firestore.rules'));
        await assertFails(registration(owner(), '2024').set(withTime(REGISTRATION_DETAILS)));
      });

      it('refuses changing one, but lets its owner read and withdraw it', async () => {
        testEnv = await initialize(readRepoFile('firestore.rules'));
        await testEnv.withSecurityRulesDisabled(async (context) => {
          await registration(context, '2024').set(withTime(REGISTRATION_DETAILS));
        });
        await assertFails(
          registration(owner(), '2024').set(withTime({ ...REGISTRATION_DETAILS, grade: 8 })),
        );
        await assertSucceeds(registration(owner(), '2024').get());
        await assertSucceeds(registration(owner(), '2024').delete());
      });
    });

    describe('windows from the generator, around now', () => {
      it('take a write inside the window', async () => {
        testEnv = await initialize(rulesWith('test', Date.now() - DAY_MS, Date.now() + DAY_MS));
        await assertSucceeds(registration(owner(), 'test').set(withTime(REGISTRATION_DETAILS)));
      });

      it('refuse one before the window opens and after it closes', async () => {
        testEnv = await initialize(rulesWith('test', Date.now() + DAY_MS, Date.now() + 2 * DAY_MS));
        await assertFails(registration(owner(), 'test').set(withTime(REGISTRATION_DETAILS)));
        await testEnv.cleanup();
        testEnv = await initialize(rulesWith('test', Date.now() - 2 * DAY_MS, Date.now() - DAY_MS));
        await assertFails(registration(owner(), 'test').set(withTime(REGISTRATION_DETAILS)));
      });

      it('refuse an edition core does not list', async () => {
        testEnv = await initialize(
          withWindows(readRepoFile('firestore.rules'), rulesWindowsOf([EDITION_2024])),
        );
        await assertFails(registration(owner(), '1999').set(withTime(REGISTRATION_DETAILS)));
      });
    });
  },
);
