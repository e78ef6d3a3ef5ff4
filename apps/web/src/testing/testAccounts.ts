import { createMemoryBackend, type MemoryBackend } from '@apex/auth-memory';
import type { AgeDeclaration, AuthUser, UserProfile } from '@apex/auth-port';
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { PHASE_DAYS } from './fixedClock.ts';

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
  /** Whether the address is verified (the default), as by following the sign-up mail's link. */
  verified?: boolean;
  /** What sign-up declared (issue 38): an adult by default, as a parent registering a child. */
  age?: AgeDeclaration;
}

/**
 * The memory server's clock in the suite: a day the 2024 edition takes registrations, so a save is
 * not refused as outside the window (issue 28), whatever day a page pretends it is.
 */
export const serverNow = () => Date.parse(PHASE_DAYS['registration-open']);

export async function backendWithAccount({
  profile,
  signedIn = true,
  email = TEST_EMAIL,
  backend = createMemoryBackend({ now: serverNow }),
  verified = true,
  age = { adult: true },
}: AccountFixtureOptions = {}) {
  const user = await backend.auth.createAccount(email, TEST_PASSWORD, undefined, age);
  if (verified) await verifyNewestMail(backend);
  if (profile) {
    // Seeded, not created: fixtures choose picture URLs the backend never issued.
    await backend.controls.seedProfile(
      user.uid,
      typeof profile === 'function' ? profile(user) : profile,
    );
  }
  if (!signedIn) await backend.auth.signOut();
  return { backend, user };
}

type HeldAuthMethod = 'signIn' | 'createAccount' | 'signInWithGoogle';

/**
 * Holds the answer of the next call of an auth method until the returned `release` is awaited.
 * The real call runs at once (on real timers); only its answer waits, so a test can switch to fake
 * timers in between and then see the AUTH_REDIRECT_DELAY_MS countdown start from the answer.
 */
export function holdNextAuthCall(backend: MemoryBackend, method: HeldAuthMethod) {
  const auth = backend.auth;
  // The widest of the three: createAccount's (signIn's and Google's take fewer).
  type Args = Parameters<MemoryBackend['auth']['createAccount']>;
  const original: (...args: Args) => Promise<AuthUser> = auth[method].bind(auth);
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  let answer: Promise<AuthUser> | undefined;
  vi.spyOn(auth, method).mockImplementationOnce((...args: Args) => {
    answer = original(...args);
    return opened.then(() => answer as Promise<AuthUser>);
  });
  return async function release() {
    await answer?.catch(() => {});
    await act(async () => {
      open();
      // A real macrotask turn: every promise callback of the answer has run after it.
      await new Promise((resolve) => setImmediate(resolve));
    });
  };
}

/** Follows the newest verification mail, as its owner clicking the link would. */
export async function verifyNewestMail(backend: MemoryBackend): Promise<void> {
  const mail = backend.controls.verificationOutbox.at(-1);
  if (mail === undefined) throw new Error('no verification mail was sent');
  await backend.controls.verifyEmail(mail.code);
}
