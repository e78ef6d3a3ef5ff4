import { expect } from 'vitest';
import type { AuthService, FileService } from '../backend.ts';
import { BACKEND_ERROR_CODES, type BackendError, isBackendError } from '../errors.ts';
import type { AgeDeclaration, AuthUser } from '../user.ts';
import type { ConformanceHarness } from './harness.ts';

/** A password every adapter accepts: long enough, and meets the product's five criteria too. */
export const PASSWORD = 'Secret#123';

/** The product's picture limit (`PROFILE_PICTURE_MAX_BYTES`), used when the harness gives none. */
export const DEFAULT_MAX_PICTURE_BYTES = 5 * 1024 * 1024;

/** The rules' text limits (`USERNAME_MAX_LENGTH`, `EMAIL_MAX_LENGTH`), when the harness gives none. */
export const DEFAULT_PROFILE_LIMITS = { usernameMaxLength: 60, emailMaxLength: 254 } as const;

/** How long to wait for the auth listener before failing with a readable message. */
const AUTH_STATE_WAIT_MS = 4000;

let emailCounter = 0;

/**
 * An address no other test has used, so the suite stays correct even when an adapter's cleanup
 * leaves accounts behind (a shared emulator).
 */
export function uniqueEmail(name: string): string {
  emailCounter += 1;
  const nonce = Math.random().toString(36).slice(2, 8);
  return `${name}.${emailCounter}.${nonce}@example.com`;
}

/** The failures `expectBackendError` saw in the running test, for the suite's check of words. */
const provoked: BackendError[] = [];

/** Hands over, and forgets, the failures the running test provoked. */
export function takeProvokedFailures(): BackendError[] {
  return provoked.splice(0);
}

/** A service message no dictionary holds: if the UI shows it, the words came from the adapter. */
const OTHER_SERVICE_MESSAGE = 'A different message from the service (conformance).';

/**
 * Codes, not texts, cross the port: the words the UI shows for `error` must be the same whatever
 * the service said, i.e. the dictionary (not the adapter's message) words its code.
 */
export function expectWordsByCode(
  describeError: ConformanceHarness['describeError'],
  error: Pick<BackendError, 'code' | 'message'>,
): void {
  const shown = describeError(error.code, error.message).message;
  expect(
    shown,
    `the UI has no words for "${error.code}", so it shows the adapter's message "${error.message}"`,
  ).toBe(describeError(error.code, OTHER_SERVICE_MESSAGE).message);
}

/** Every code the port lists, except `unknown`, which has no meaning to word. */
export const WORDED_CODES = BACKEND_ERROR_CODES.filter((code) => code !== 'unknown');

/** Asserts that a call rejected with a `BackendError` carrying `code` and a message. */
export async function expectBackendError(call: Promise<unknown>, code: string): Promise<void> {
  const outcome = await call.then(
    (value: unknown) => ({ rejected: false as const, value }),
    (error: unknown) => ({ rejected: true as const, error }),
  );
  if (!outcome.rejected) {
    expect.fail(`expected a BackendError "${code}", but the call resolved`);
  }
  const { error } = outcome;
  expect(isBackendError(error), `expected a BackendError, got ${String(error)}`).toBe(true);
  if (isBackendError(error)) {
    provoked.push(error);
    expect(error.code).toBe(code);
    expect(typeof error.message).toBe('string');
  }
}

/** Creates an account (which signs it in) and returns it with the credentials used. */
export async function signUp(
  auth: AuthService,
  name = 'user',
  age: AgeDeclaration = { adult: true },
): Promise<{ user: AuthUser; email: string; password: string }> {
  const email = uniqueEmail(name);
  // An adult by default, as most of the suite's accounts stand for a parent (issue 38).
  const user = await auth.createAccount(email, PASSWORD, undefined, age);
  return { user, email, password: PASSWORD };
}

/** Uploads a small PNG as the signed-in user's picture and returns its download URL. */
export function uploadSomePicture(files: FileService, uid: string): Promise<string> {
  return files.uploadProfilePicture(uid, new Blob([pictureBytes(64)], { type: 'image/png' }));
}

/** Whether `address` is among `recipients`, without regard to letter case. */
export function includesAddress(recipients: readonly string[], address: string): boolean {
  return recipients.some((to) => to.toLowerCase() === address.toLowerCase());
}

/** Creates an account and signs out again, for tests that need someone else's uid. */
export async function registerSomeoneElse(auth: AuthService): Promise<AuthUser> {
  const { user } = await signUp(auth, 'other');
  await auth.signOut();
  return user;
}

export interface AuthStateRecorder {
  /** The uid of every state the listener received, `null` for signed out, in order. */
  readonly uids: readonly (string | null)[];
  /** The states themselves, in order. */
  readonly states: readonly (AuthUser | null)[];
  /** Resolves once the listener has been called at least `count` times. */
  waitForCount(count: number): Promise<void>;
  /** Unsubscribes the listener. */
  stop(): void;
}

/**
 * Subscribes to the auth state and records every call. Adapters may deliver the first state
 * asynchronously (Firebase does), so tests wait for calls rather than expecting them at once.
 */
export function recordAuthStates(auth: AuthService): AuthStateRecorder {
  const states: (AuthUser | null)[] = [];
  let waiters: { count: number; resolve: () => void }[] = [];
  const unsubscribe = auth.onAuthStateChanged((user) => {
    states.push(user);
    waiters = waiters.filter((waiter) => {
      if (states.length < waiter.count) return true;
      waiter.resolve();
      return false;
    });
  });
  return {
    states,
    get uids() {
      return states.map((state) => state?.uid ?? null);
    },
    waitForCount(count) {
      if (states.length >= count) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          const seen = JSON.stringify(states.map((state) => state?.uid ?? null));
          reject(
            new Error(`expected ${count} auth states within ${AUTH_STATE_WAIT_MS} ms, saw ${seen}`),
          );
        }, AUTH_STATE_WAIT_MS);
        waiters.push({
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        });
      });
    },
    stop: unsubscribe,
  };
}

/** The state a fresh subscriber receives first: what the backend holds as "current". */
export async function currentUid(auth: AuthService): Promise<string | null> {
  const recorder = recordAuthStates(auth);
  try {
    await recorder.waitForCount(1);
    return recorder.uids[0] ?? null;
  } finally {
    recorder.stop();
  }
}

/** Bytes that start like a PNG, then vary, so a round trip that loses or reorders bytes shows. */
export function pictureBytes(size = 256): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  for (let index = 0; index < size; index += 1) {
    bytes[index] = signature[index] ?? (index * 31 + 7) % 256;
  }
  return bytes;
}
