import { CONSENT_NOTICE_VERSION } from '@apex/core';
import type { RulesTestContext } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { firestoreRulesSuite } from '../testing/firestoreRulesSuite.ts';
import { announceSkip, probeEmulator } from './emulatorReachable.ts';

/**
 * `match /editions/{editionId}/registrations/{uid}` of firestore.rules on the Firestore emulator's
 * rules engine: the owner alone, a verified address, every key and limit, consent and its time,
 * the notice, and the fields only the server writes. The rules are loaded with every edition's
 * window open now (generated as the real ones are); registrationWindowRules.test.ts judges the
 * windows of the file itself.
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
  consent: true,
  noticeVersion: CONSENT_NOTICE_VERSION,
  noticeLanguage: 'hi',
};

describe.skipIf(probe.address === null)(
  `firestore.rules, registrations${probe.skipReason === null ? '' : ` (skipped: ${probe.skipReason})`}`,
  () => {
    const { env, assertSucceeds, assertFails, serverTimestamp, timestampOf, deleteField } =
      firestoreRulesSuite(probe.address);
    /** A signed-in caller, verified unless told otherwise; null for a signed-out visitor. */
    const as = (uid: string | null, verified = true): RulesTestContext =>
      uid === null
        ? env().unauthenticatedContext()
        : env().authenticatedContext(uid, { email_verified: verified });
    const registration = (context: RulesTestContext, uid = OWNER, edition = EDITION) =>
      context.firestore().doc(`editions/${edition}/registrations/${uid}`);
    const withTime = (data: Record<string, unknown>) => ({
      ...data,
      consentedAt: serverTimestamp(),
    });

    async function seed(extra: Record<string, unknown> = {}) {
      await env().withSecurityRulesDisabled(async (context) => {
        await registration(context).set(withTime({ ...DETAILS, ...extra }));
      });
    }

    /** What the server (apps/functions) wrote beside the client's fields. */
    const serverFields = () => ({
      guardianConfirmedAt: timestampOf(1_800_000_000_000),
      guardianMethod: 'guardian-email',
      guardianRequestedAt: timestampOf(1_799_000_000_000),
      deleteAt: timestampOf(1_900_000_000_000),
    });

    /** The organiser console's fields (issue 29), also the server's. */
    const indexFields = () => ({
      registrationNumber: 'APX-2024-000001',
      searchName: 'आशा राव',
      searchSchool: 'kendriya vidyalaya no. 1',
      searchCity: 'pune',
      guardianStatus: 'confirmed',
      searchTerms: ['आशा', 'राव'],
    });

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
      it('denies a registration without the notice it agreed to', async () => {
        const { noticeVersion: _, ...withoutVersion } = DETAILS;
        await assertFails(registration(as(OWNER)).set(withTime(withoutVersion)));
        const { noticeLanguage: __, ...withoutLanguage } = DETAILS;
        await assertFails(registration(as(OWNER)).set(withTime(withoutLanguage)));
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
        ['the candidate role, gone with issue 28', { consentRole: 'candidate' }],
        ['another notice version', { noticeVersion: 'v0' }],
        ['a notice language the site does not have', { noticeLanguage: 'fr' }],
      ])('denies %s', async (_, changes) => {
        await assertFails(registration(as(OWNER)).set(withTime({ ...DETAILS, ...changes })));
      });
      it('allows the guardian’s choice to show the school on the certificate, as yes or no only', async () => {
        await assertSucceeds(
          registration(as(OWNER)).set(withTime({ ...DETAILS, showSchoolOnCertificate: true })),
        );
        await assertSucceeds(
          registration(as(OWNER)).set(withTime({ ...DETAILS, showSchoolOnCertificate: false })),
        );
        await assertFails(
          registration(as(OWNER)).set(withTime({ ...DETAILS, showSchoolOnCertificate: 'yes' })),
        );
      });
      it('allows a name of exactly 80 characters and a school name of exactly 120', async () => {
        await assertSucceeds(
          registration(as(OWNER)).set(
            withTime({ ...DETAILS, candidateName: 'A'.repeat(80), schoolName: 'S'.repeat(120) }),
          ),
        );
      });
    });

    describe('the fields only the server writes', () => {
      it.each([
        'guardianConfirmedAt',
        'guardianMethod',
        'guardianRequestedAt',
        'deleteAt',
      ] as const)('denies a client creating a registration with %s', async (key) => {
        const value = key === 'guardianMethod' ? 'account-email' : serverTimestamp();
        await assertFails(registration(as(OWNER)).set(withTime({ ...DETAILS, [key]: value })));
      });

      it('denies a client confirming its own registration, or moving its delete day', async () => {
        await seed();
        await assertFails(
          registration(as(OWNER)).set(
            withTime({ ...DETAILS, guardianConfirmedAt: serverTimestamp() }),
          ),
        );
        await seed(serverFields());
        await assertFails(
          registration(as(OWNER)).set(
            withTime({ ...DETAILS, ...serverFields(), deleteAt: timestampOf(2_000_000_000_000) }),
          ),
        );
        await assertFails(
          registration(as(OWNER)).set(
            withTime({ ...DETAILS, ...serverFields(), guardianMethod: 'account-email' }),
          ),
        );
      });

      it('allows keeping them unchanged while the guardian’s address is unchanged', async () => {
        await seed(serverFields());
        await assertSucceeds(
          registration(as(OWNER)).set(withTime({ ...DETAILS, ...serverFields(), grade: 8 })),
        );
      });

      it.each([
        'guardianConfirmedAt',
        'guardianMethod',
        'guardianRequestedAt',
        'deleteAt',
        'registrationNumber',
        'searchName',
        'searchSchool',
        'searchCity',
        'guardianStatus',
        'searchTerms',
      ])(
        'denies a client removing %s while the guardian’s address is unchanged (issue 38)',
        async (key) => {
          const stored: Record<string, unknown> = { ...serverFields(), ...indexFields() };
          await seed(stored);
          const { [key]: _, ...rest } = stored;
          await assertFails(registration(as(OWNER)).set(withTime({ ...DETAILS, ...rest })));
          await assertFails(
            registration(as(OWNER)).update({
              [key]: deleteField(),
              consentedAt: serverTimestamp(),
            }),
          );
          await assertSucceeds(registration(as(OWNER)).set(withTime({ ...DETAILS, ...stored })));
        },
      );

      it('denies keeping them with a new guardian address, and allows the new address without them', async () => {
        await seed(serverFields());
        const moved = { ...DETAILS, guardianEmail: 'someone.else@example.com' };
        await assertFails(registration(as(OWNER)).set(withTime({ ...moved, ...serverFields() })));
        await assertSucceeds(registration(as(OWNER)).set(withTime(moved)));
      });
    });

    describe('the server’s own collections', () => {
      it.each([
        'guardianTokens',
        'guardianManageTokens',
        'consentLog',
        'mail',
        'guardianResends',
        'guardianMailCounts',
        'serverDeletions',
        'credentialStatus',
      ])('%s: no client reads, lists, writes or deletes, signed in or not', async (collection) => {
        await env().withSecurityRulesDisabled(async (context) => {
          await context.firestore().doc(`${collection}/seeded`).set({ uid: OWNER });
        });
        for (const context of [as(OWNER), as(null)]) {
          const db = context.firestore();
          await assertFails(db.doc(`${collection}/seeded`).get());
          await assertFails(db.collection(collection).get());
          await assertFails(db.doc(`${collection}/seeded`).set({ uid: OWNER, forged: true }));
          await assertFails(db.doc(`${collection}/new`).set({ to: 'x@example.com' }));
          await assertFails(db.doc(`${collection}/seeded`).delete());
        }
      });
    });

    describe('why the server deleted a registration (issue 38: registrationEnds)', () => {
      const end = (context: RulesTestContext, uid = OWNER) =>
        context.firestore().doc(`editions/${EDITION}/registrationEnds/${uid}`);

      it('lets the owner read theirs, and nobody else read it', async () => {
        await env().withSecurityRulesDisabled(async (context) => {
          await end(context).set({ reason: 'guardian-withdrawal', at: timestampOf(1) });
        });
        await assertSucceeds(end(as(OWNER, false)).get());
        for (const context of [as(OTHER), as(null)]) await assertFails(end(context).get());
        await assertFails(
          as(OWNER).firestore().collection(`editions/${EDITION}/registrationEnds`).get(),
        );
      });

      it('lets no client write, change or delete one, not even the owner', async () => {
        await assertFails(
          end(as(OWNER)).set({ reason: 'guardian-withdrawal', at: timestampOf(1) }),
        );
        await env().withSecurityRulesDisabled(async (context) => {
          await end(context).set({ reason: 'guardian-unconfirmed', at: timestampOf(1) });
        });
        await assertFails(end(as(OWNER)).update({ reason: 'guardian-decline' }));
        await assertFails(end(as(OWNER)).delete());
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
