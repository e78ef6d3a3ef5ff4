import { AGE_QUESTION_VERSION } from '@apex/core';
import type { DemoAccount } from './demoAccounts.ts';
import { newUid } from './memoryAuth.ts';
import { hashPassword } from './passwords.ts';
import { findAccountByEmail, normalizeEmail } from './state.ts';
import type { MemoryStore } from './store.ts';

/**
 * Adds each demo account that does not exist yet, with its profile. Accounts already there (from
 * an earlier visit) are left alone, so a changed password or profile survives a reload.
 */
export async function seedAccounts(
  store: MemoryStore,
  accounts: readonly DemoAccount[],
): Promise<void> {
  const missing = accounts.filter((demo) => !findAccountByEmail(store.read(), demo.email));
  const hashed = await Promise.all(
    missing.map(async (demo) => ({ demo, password: await hashPassword(demo.password) })),
  );
  store.update((state) => {
    for (const { demo, password } of hashed) {
      if (findAccountByEmail(state, demo.email)) continue;
      const uid = newUid();
      const email = normalizeEmail(demo.email);
      // Demo accounts are verified, so trying the site does not start with a reminder.
      state.accounts.push({
        uid,
        email,
        displayName: null,
        photoURL: null,
        emailVerified: true,
        password,
        ...(demo.roles === undefined ? {} : { roles: [...demo.roles] }),
      });
      // Demo accounts are adults, as a parent trying the registration is (issue 38).
      state.accountAges[uid] = {
        adult: true,
        parentEmail: null,
        wordingVersion: AGE_QUESTION_VERSION,
        declaredAt: new Date(0).toISOString(),
        parentConfirmedAt: null,
      };
      if (demo.profile) {
        const { username, profilePicture } = demo.profile;
        if (profilePicture === undefined) {
          state.profiles[uid] = { username, email };
        } else {
          // Stored as if uploaded, so the profile may keep pointing at it.
          state.pictures[uid] = profilePicture;
          state.profiles[uid] = { username, email, profilePicture };
        }
      }
    }
  });
}
