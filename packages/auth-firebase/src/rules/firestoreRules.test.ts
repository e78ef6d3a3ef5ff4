import type { RulesTestContext } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { firestoreRulesSuite } from '../testing/firestoreRulesSuite.ts';
import { announceSkip, probeEmulator } from './emulatorReachable.ts';
import { readRepoFile } from './rulesFiles.ts';

/** firestore.rules on the Firestore emulator's rules engine: each rule, allowed and denied. */
const probe = await probeEmulator('FIRESTORE_EMULATOR_HOST');
announceSkip('firestore.rules', probe);

const OWNER = 'alice';
const OTHER = 'bob';
const PROFILE = { username: 'Alice', email: 'alice@example.com' };
const pictureUrl = (uid: string, host = 'https://firebasestorage.googleapis.com') =>
  `${host}/v0/b/demo-apex.appspot.com/o/profile_pictures%2F${uid}%2Favatar?alt=media&token=0f1e2d3c-aaaa-4bbb-8ccc-123456789abc`;

describe.skipIf(probe.address === null)(
  `firestore.rules${probe.skipReason === null ? '' : ` (skipped: ${probe.skipReason})`}`,
  () => {
    // firestore.rules as committed, its registration windows as generated.
    const { env, assertSucceeds, assertFails } = firestoreRulesSuite(probe.address, () =>
      readRepoFile('firestore.rules'),
    );
    // Signed in, an ID token carries the account's address: alice's is alice@example.com.
    const as = (uid: string | null, email = `${uid}@example.com`): RulesTestContext =>
      uid === null ? env().unauthenticatedContext() : env().authenticatedContext(uid, { email });
    const userDoc = (uid: string | null, path = `users/${OWNER}`) => as(uid).firestore().doc(path);

    async function seed(data: Record<string, unknown> = PROFILE) {
      await env().withSecurityRulesDisabled(async (context) => {
        await context.firestore().doc(`users/${OWNER}`).set(data);
      });
    }

    describe('get users/{uid}', () => {
      it('allows the owner', async () => {
        await seed();
        await assertSucceeds(userDoc(OWNER).get());
      });
      it('denies another user', async () => {
        await seed();
        await assertFails(userDoc(OTHER).get());
      });
      it('denies a signed-out visitor', async () => {
        await seed();
        await assertFails(userDoc(null).get());
      });
    });

    describe('list users', () => {
      it('denies even a signed-in user', async () => {
        await assertFails(as(OWNER).firestore().collection('users').get());
      });
    });

    describe('create users/{uid}', () => {
      it('allows the owner with username and email', async () => {
        await assertSucceeds(userDoc(OWNER).set(PROFILE));
      });
      it('allows the download URL of the owner’s own picture', async () => {
        await assertSucceeds(userDoc(OWNER).set({ ...PROFILE, profilePicture: pictureUrl(OWNER) }));
      });
      it('denies the picture URL of another uid, another host, or another object', async () => {
        await assertFails(userDoc(OWNER).set({ ...PROFILE, profilePicture: pictureUrl(OTHER) }));
        await assertFails(
          userDoc(OWNER).set({
            ...PROFILE,
            profilePicture: pictureUrl(OWNER, 'https://evil.example'),
          }),
        );
        await assertFails(
          userDoc(OWNER).set({
            ...PROFILE,
            profilePicture: pictureUrl(OWNER).replace('%2Favatar', '%2Fother'),
          }),
        );
      });
      it('denies another user', async () => {
        await assertFails(userDoc(OTHER).set(PROFILE));
      });
      it('denies a signed-out visitor', async () => {
        await assertFails(userDoc(null).set(PROFILE));
      });
      it('denies a key outside username, email, profilePicture', async () => {
        await assertFails(userDoc(OWNER).set({ ...PROFILE, admin: true }));
      });
      it('denies a missing email', async () => {
        await assertFails(userDoc(OWNER).set({ username: 'Alice' }));
      });
      it('allows an empty username (an account without a display name starts so)', async () => {
        await assertSucceeds(userDoc(OWNER).set({ ...PROFILE, username: '' }));
      });
      it('denies a username over 60 characters, and an empty email', async () => {
        await assertFails(userDoc(OWNER).set({ ...PROFILE, username: 'x'.repeat(61) }));
        await assertFails(userDoc(OWNER).set({ ...PROFILE, email: '' }));
      });
      it('denies an email over 254 characters, even when it is the account’s', async () => {
        const long = `${'x'.repeat(250)}@e.com`;
        await assertFails(
          as(OWNER, long)
            .firestore()
            .doc(`users/${OWNER}`)
            .set({ ...PROFILE, email: long }),
        );
      });
      it('denies values that are not strings', async () => {
        await assertFails(userDoc(OWNER).set({ ...PROFILE, username: 42 }));
        await assertFails(userDoc(OWNER).set({ ...PROFILE, profilePicture: null }));
      });
      it('denies a picture URL that is not http(s), empty, or over 2048 characters', async () => {
        await assertFails(
          userDoc(OWNER).set({ ...PROFILE, profilePicture: 'javascript:alert(1)' }),
        );
        await assertFails(userDoc(OWNER).set({ ...PROFILE, profilePicture: '' }));
        await assertFails(
          userDoc(OWNER).set({
            ...PROFILE,
            profilePicture: `${pictureUrl(OWNER)}${'x'.repeat(2048)}`,
          }),
        );
      });
      it('denies any other collection', async () => {
        await assertFails(userDoc(OWNER, `notes/${OWNER}`).set(PROFILE));
      });
    });

    describe('update users/{uid}', () => {
      it('allows the owner to change one field', async () => {
        await seed();
        await assertSucceeds(userDoc(OWNER).update({ username: 'Alice Rao' }));
      });
      it('allows the owner to add their picture URL', async () => {
        await seed();
        await assertSucceeds(userDoc(OWNER).update({ profilePicture: pictureUrl(OWNER) }));
      });
      it('denies another user', async () => {
        await seed();
        await assertFails(userDoc(OTHER).update({ username: 'Mallory' }));
      });
      it('denies a key outside the three', async () => {
        await seed();
        await assertFails(userDoc(OWNER).update({ role: 'admin' }));
      });
      it('denies a value the create rule would deny', async () => {
        await seed();
        await assertFails(userDoc(OWNER).update({ username: 'x'.repeat(61) }));
      });
    });

    describe('the profile’s email is the account’s (issue 30)', () => {
      it('denies creating a profile with another address than the ID token’s', async () => {
        await assertFails(userDoc(OWNER).set({ ...PROFILE, email: 'someone@example.com' }));
      });
      it('after a change of email, requires the new address and refuses the old one', async () => {
        await seed();
        const changed = () => as(OWNER, 'alice.new@example.com').firestore().doc(`users/${OWNER}`);
        await assertFails(changed().update({ username: 'Alice R' }));
        await assertSucceeds(changed().update({ email: 'alice.new@example.com' }));
        await assertFails(userDoc(OWNER).update({ username: 'Alice R' }));
      });
    });

    describe('a deleted account (its ID token still valid)', () => {
      async function markDeleted() {
        await env().withSecurityRulesDisabled(async (context) => {
          await context.firestore().doc(`deletedAccounts/${OWNER}`).set({ at: new Date() });
        });
      }
      it('can no longer create or update its profile', async () => {
        await seed();
        await markDeleted();
        await assertFails(userDoc(OWNER).update({ username: 'Back again' }));
        await assertFails(userDoc(OWNER).set(PROFILE));
      });
      it('can still delete it, and another account is unaffected', async () => {
        await seed();
        await markDeleted();
        await assertSucceeds(userDoc(OWNER).delete());
        await assertSucceeds(
          userDoc(OTHER, `users/${OTHER}`).set({ ...PROFILE, email: 'bob@example.com' }),
        );
      });
      it('keeps the marks closed to every client', async () => {
        await markDeleted();
        await assertFails(as(OWNER).firestore().doc(`deletedAccounts/${OWNER}`).get());
        await assertFails(as(OWNER).firestore().doc(`deletedAccounts/${OWNER}`).delete());
      });
    });

    describe('delete users/{uid}', () => {
      it('allows the owner (deleting the account)', async () => {
        await seed();
        await assertSucceeds(userDoc(OWNER).delete());
      });
      it('denies another user and a signed-out visitor', async () => {
        await seed();
        await assertFails(userDoc(OTHER).delete());
        await assertFails(userDoc(null).delete());
      });
    });
  },
);
