import { createMemoryBackend, type MemoryBackend } from '@apex/auth-memory';
import type { AuthUser, UserProfile } from '@apex/auth-port';

/** Test fixtures: an account on a fresh memory backend. */
export const TEST_EMAIL = 'asha@example.com';
export const TEST_PASSWORD = 'Secret@123';

export interface AccountFixtureOptions {
  /** The `users/{uid}` document to store; none when omitted. */
  profile?: UserProfile | ((user: AuthUser) => UserProfile);
  /** Leave the account signed in (the default) or signed out. */
  signedIn?: boolean;
  email?: string;
  backend?: MemoryBackend;
}

export async function backendWithAccount({
  profile,
  signedIn = true,
  email = TEST_EMAIL,
  backend = createMemoryBackend(),
}: AccountFixtureOptions = {}) {
  const user = await backend.auth.createAccount(email, TEST_PASSWORD);
  if (profile) {
    await backend.profiles.create(
      user.uid,
      typeof profile === 'function' ? profile(user) : profile,
    );
  }
  if (!signedIn) await backend.auth.signOut();
  return { backend, user };
}
