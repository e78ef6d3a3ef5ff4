import { AGE_QUESTION_VERSION } from '@apex/core';
import type { RulesTestContext } from '@firebase/rules-unit-testing';
import { describe, expect, it } from 'vitest';
import { firestoreRulesSuite } from '../testing/firestoreRulesSuite.ts';
import { REGISTRATION_DETAILS } from '../testing/rulesDocuments.ts';
import { announceSkip, probeEmulator } from './emulatorReachable.ts';
import { readRepoFile } from './rulesFiles.ts';

/**
 * Who may consent (issue 38) in firestore.rules, on the Firestore emulator's rules engine: the
 * declaration sign-up stores (once, by its owner, never the server's confirmation), and an
 * under-18 account refused a registration and a picture until its parent confirmed it, and an
 * account signed in with Google refused them until it answered the question at all.
 */
const probe = await probeEmulator('FIRESTORE_EMULATOR_HOST');
announceSkip('firestore.rules, account ages', probe);

const CHILD = 'kid';
const EDITION = '2024';
const PICTURE = `https://firebasestorage.googleapis.com/v0/b/demo-apex.appspot.com/o/profile_pictures%2F${CHILD}%2Favatar?alt=media&token=0f1e2d3c-aaaa-4bbb-8ccc-123456789abc`;

describe.skipIf(probe.address === null)(
  `firestore.rules, account ages${probe.skipReason === null ? '' : ` (skipped: ${probe.skipReason})`}`,
  () => {
    const { env, assertSucceeds, assertFails, serverTimestamp } = firestoreRulesSuite(
      probe.address,
    );
    const as = (uid: string): RulesTestContext =>
      env().authenticatedContext(uid, { email: `${uid}@example.com`, email_verified: true });
    const age = (context: RulesTestContext, uid = CHILD) =>
      context.firestore().doc(`accountAges/${uid}`);
    const declared = (data: Record<string, unknown>) => ({
      language: 'en',
      wordingVersion: AGE_QUESTION_VERSION,
      declaredAt: serverTimestamp(),
      ...data,
    });
    const MINOR = { adult: false, parentEmail: 'meera@example.com' };
    const register = (uid = CHILD) =>
      as(uid)
        .firestore()
        .doc(`editions/${EDITION}/registrations/${uid}`)
        .set({ ...REGISTRATION_DETAILS, consentedAt: serverTimestamp() });
    const profileWithPicture = () =>
      as(CHILD)
        .firestore()
        .doc(`users/${CHILD}`)
        .set({ username: 'Kid', email: `${CHILD}@example.com`, profilePicture: PICTURE });

    it('keeps the rules’ wording version equal to core’s', () => {
      expect(readRepoFile('firestore.rules')).toContain(
        `data.wordingVersion == '${AGE_QUESTION_VERSION}'`,
      );
    });

    it('lets the owner declare once, an adult or a child with a parent’s address', async () => {
      await assertSucceeds(age(as('grown'), 'grown').set(declared({ adult: true })));
      await assertSucceeds(age(as(CHILD)).set(declared(MINOR)));
      await assertSucceeds(age(as(CHILD)).get());
      await assertFails(age(as('grown'), CHILD).get());
    });

    it('refuses another’s declaration, a change, a deletion and any server field', async () => {
      await assertFails(age(as('grown'), CHILD).set(declared(MINOR)));
      await assertFails(
        age(as(CHILD)).set(declared({ ...MINOR, parentConfirmedAt: serverTimestamp() })),
      );
      await assertSucceeds(age(as(CHILD)).set(declared(MINOR)));
      await assertFails(age(as(CHILD)).set(declared({ adult: true })));
      await assertFails(age(as(CHILD)).update({ parentConfirmedAt: serverTimestamp() }));
      await assertFails(age(as(CHILD)).delete());
    });

    it('refuses a child naming its own address as its parent’s, or none', async () => {
      await assertFails(
        age(as(CHILD)).set(declared({ adult: false, parentEmail: 'KID@example.com' })),
      );
      await assertFails(age(as(CHILD)).set(declared({ adult: false })));
      await assertFails(
        age(as(CHILD)).set(declared({ adult: true, parentEmail: 'meera@example.com' })),
      );
    });

    it('refuses a waiting child’s registration and picture, and allows them once the parent confirmed', async () => {
      await assertSucceeds(age(as(CHILD)).set(declared(MINOR)));
      await assertFails(register());
      await assertFails(profileWithPicture());
      await env().withSecurityRulesDisabled(async (context) => {
        await age(context).update({ parentConfirmedAt: serverTimestamp() });
      });
      await assertSucceeds(register());
      await assertSucceeds(profileWithPicture());
    });

    it('refuses a Google account’s registration and picture until it answers, then as its answer says', async () => {
      const google = (uid: string) =>
        env().authenticatedContext(uid, {
          email: `${uid}@example.com`,
          email_verified: true,
          firebase: { sign_in_provider: 'google.com' },
        });
      const registerAs = (uid: string) =>
        google(uid)
          .firestore()
          .doc(`editions/${EDITION}/registrations/${uid}`)
          .set({ ...REGISTRATION_DETAILS, consentedAt: serverTimestamp() });
      await assertFails(registerAs(CHILD));
      await assertFails(
        google(CHILD)
          .firestore()
          .doc(`users/${CHILD}`)
          .set({ username: 'Kid', email: `${CHILD}@example.com`, profilePicture: PICTURE }),
      );

      await assertSucceeds(age(google('grown'), 'grown').set(declared({ adult: true })));
      await assertSucceeds(registerAs('grown'));
      await assertSucceeds(age(google(CHILD)).set(declared(MINOR)));
      await assertFails(registerAs(CHILD));
    });

    it('lets an adult’s account, and one that never answered, register', async () => {
      await assertSucceeds(age(as('grown'), 'grown').set(declared({ adult: true })));
      await assertSucceeds(register('grown'));
      await assertSucceeds(register('older'));
    });
  },
);
