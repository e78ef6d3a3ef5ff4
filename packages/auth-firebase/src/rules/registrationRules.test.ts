import type { RulesTestContext, RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, afterEach, beforeAll, describe, it } from 'vitest';
import { announceSkip, probeEmulator } from './emulatorReachable.ts';
import { readRepoFile } from './rulesFiles.ts';

/**
 * `match /editions/{editionId}/registrations/{uid}` of firestore.rules on the Firestore emulator's
 * rules engine: the owner alone, a verified address, every key and limit, consent and its time.
 */
const probe = await probeEmulator('FIRESTORE_EMULATOR_HOST');
announceSkip('firestore.rules, registrations', probe);

const OWNER = 'alice';
const OTHER = 'bob';
const EDITION = '2024';
const DETAILS = {
  candidateName: 'आशा राव',
  grade: 7,
  schoolName: 'Kendriya Vidyalaya No. 1',
  schoolCity: 'Pune',
  schoolState: 'Maharashtra',
  guardianName: "Meera D'Souza",
  guardianEmail: 'meera@example.com',
  guardianMobile: '+919876543210',
  consentRole: 'parent',
  consent: true,
};

describe.skipIf(probe.address === null)(
  `firestore.rules, registrations${probe.skipReason === null ? '' : ` (skipped: ${probe.skipReason})`}`,
  () => {
    let testEnv: RulesTestEnvironment;
    let assertSucceeds: (pr: Promise<unknown>) => Promise<unknown>;
    let assertFails: (pr: Promise<unknown>) => Promise<unknown>;
    let serverTimestamp: () => unknown;
    /** A signed-in caller, verified unless told otherwise; null for a signed-out visitor. */
    const as = (uid: string | null, verified = true): RulesTestContext =>
      uid === null
        ? testEnv.unauthenticatedContext()
        : testEnv.authenticatedContext(uid, { email_verified: verified });
    const registration = (context: RulesTestContext, uid = OWNER, edition = EDITION) =>
      context.firestore().doc(`editions/${edition}/registrations/${uid}`);
    const withTime = (data: Record<string, unknown>) => ({
      ...data,
      consentedAt: serverTimestamp(),
    });

    beforeAll(async () => {
      const rut = await import('@firebase/rules-unit-testing');
      assertSucceeds = rut.assertSucceeds;
      assertFails = rut.assertFails;
      const { default: firebase } = await import('firebase/compat/app');
      await import('firebase/compat/firestore');
      serverTimestamp = () => firebase.firestore.FieldValue.serverTimestamp();
      testEnv = await rut.initializeTestEnvironment({
        projectId: 'demo-apex',
        firestore: { rules: readRepoFile('firestore.rules'), ...probe.address },
      });
    });
    afterEach(() => testEnv.clearFirestore());
    afterAll(() => testEnv.cleanup());

    async function seed() {
      await testEnv.withSecurityRulesDisabled(async (context) => {
        await registration(context).set(withTime(DETAILS));
      });
    }

    describe('create and update', () => {
      it('allows the verified owner, with the server time, and again to update', async () => {
        await assertSucceeds(registration(as(OWNER)).set(withTime(DETAILS)));
        await assertSucceeds(registration(as(OWNER)).set(withTime({ ...DETAILS, grade: 10 })));
      });
      it('allows leaving out the mobile number', async () => {
        const { guardianMobile: _, ...withoutMobile } = DETAILS;
        await assertSucceeds(registration(as(OWNER)).set(withTime(withoutMobile)));
      });
      it('denies an unverified owner, another user and a signed-out visitor', async () => {
        await assertFails(registration(as(OWNER, false)).set(withTime(DETAILS)));
        await assertFails(registration(as(OTHER)).set(withTime(DETAILS)));
        await assertFails(registration(as(null)).set(withTime(DETAILS)));
      });
      it('denies an edition the rules do not list', async () => {
        await assertFails(registration(as(OWNER), OWNER, '1999').set(withTime(DETAILS)));
      });
      it('denies consent that is not true, a time the client chose, or no time', async () => {
        await assertFails(registration(as(OWNER)).set(withTime({ ...DETAILS, consent: false })));
        await assertFails(registration(as(OWNER)).set({ ...DETAILS, consentedAt: new Date() }));
        await assertFails(registration(as(OWNER)).set(DETAILS));
      });
      it('denies a stray key and a missing required one', async () => {
        await assertFails(
          registration(as(OWNER)).set(withTime({ ...DETAILS, dateOfBirth: '2012-04-01' })),
        );
        const { schoolCity: _, ...withoutCity } = DETAILS;
        await assertFails(registration(as(OWNER)).set(withTime(withoutCity)));
      });
      it.each([
        ['grade 5', { grade: 5 }],
        ['grade 11', { grade: 11 }],
        ['a grade as text', { grade: '7' }],
        ['a grade that is not whole', { grade: 7.5 }],
        ['a one-letter name', { candidateName: 'A' }],
        ['a name over 80 characters', { candidateName: 'A'.repeat(81) }],
        ['a name with digits', { candidateName: 'Asha 2' }],
        ['a name with two spaces in a row', { guardianName: 'Meera  Rao' }],
        ['a school name over 120 characters', { schoolName: 'S'.repeat(121) }],
        ['an empty city', { schoolCity: '' }],
        ['a state not in the list', { schoolState: 'Bombay' }],
        ['a malformed email', { guardianEmail: 'meera@example' }],
        ['a mobile number as typed', { guardianMobile: '98765 43210' }],
        ['an unknown role', { consentRole: 'teacher' }],
      ])('denies %s', async (_, changes) => {
        await assertFails(registration(as(OWNER)).set(withTime({ ...DETAILS, ...changes })));
      });
      it('allows a name of exactly 80 characters and a school name of exactly 120', async () => {
        await assertSucceeds(
          registration(as(OWNER)).set(
            withTime({ ...DETAILS, candidateName: 'A'.repeat(80), schoolName: 'S'.repeat(120) }),
          ),
        );
      });
    });

    describe('get, delete and list', () => {
      it('allow the owner to read and delete, verified or not', async () => {
        await seed();
        await assertSucceeds(registration(as(OWNER, false)).get());
        await assertSucceeds(registration(as(OWNER, false)).delete());
      });
      it('deny another user and a signed-out visitor', async () => {
        await seed();
        for (const context of [as(OTHER), as(null)]) {
          await assertFails(registration(context).get());
          await assertFails(registration(context).delete());
        }
      });
      it('deny listing an edition’s registrations, even to a signed-in user', async () => {
        await seed();
        await assertFails(
          as(OWNER).firestore().collection(`editions/${EDITION}/registrations`).get(),
        );
      });
    });
  },
);
