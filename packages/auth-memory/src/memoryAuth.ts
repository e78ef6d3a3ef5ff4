import { type AuthService, type AuthUser, BackendError } from '@apex/auth-port';
import { isValidEmail, PASSWORD_MIN_LENGTH } from '@apex/core';
import { MEMORY_MESSAGES } from './messages.ts';
import type { OperationRunner } from './operations.ts';
import { hashPassword, randomHex, verifyPassword } from './passwords.ts';
import {
  type AccountRecord,
  findAccountByEmail,
  findAccountByUid,
  type MailRecord,
  normalizeEmail,
} from './state.ts';
import type { MemoryStore } from './store.ts';
import type { MemoryGoogleAccount } from './types.ts';

/** Reset links point at a reserved host: readable in tests and the console, never a real site. */
const RESET_LINK_BASE = 'https://apex-memory-backend.invalid/__/auth/action?mode=resetPassword';

export function newUid(): string {
  return randomHex(14);
}

function toAuthUser(account: AccountRecord): AuthUser {
  return Object.freeze({
    uid: account.uid,
    email: account.email,
    displayName: account.displayName,
    photoURL: account.photoURL,
  });
}

function requireValidEmail(email: string): void {
  if (!isValidEmail(email))
    throw new BackendError('auth/invalid-email', MEMORY_MESSAGES.invalidEmail);
}

function requireStrongEnough(password: string): void {
  if (password === '')
    throw new BackendError('auth/missing-password', MEMORY_MESSAGES.missingPassword);
  if (password.length < PASSWORD_MIN_LENGTH) {
    throw new BackendError('auth/weak-password', MEMORY_MESSAGES.weakPassword);
  }
}

export interface MemoryAuthDependencies {
  readonly store: MemoryStore;
  readonly runner: OperationRunner;
  readonly googleAccount: MemoryGoogleAccount;
  readonly onMail: (mail: MailRecord) => void;
}

export function createMemoryAuth({
  store,
  runner,
  googleAccount,
  onMail,
}: MemoryAuthDependencies): AuthService {
  return {
    createAccount: (email, password) =>
      runner.run('auth.createAccount', async () => {
        requireValidEmail(email);
        requireStrongEnough(password);
        if (findAccountByEmail(store.read(), email)) {
          throw new BackendError('auth/email-already-in-use', MEMORY_MESSAGES.emailInUse);
        }
        const passwordHash = await hashPassword(password);
        return store.update((state) => {
          // Checked again: another call may have registered the address while we hashed.
          if (findAccountByEmail(state, email)) {
            throw new BackendError('auth/email-already-in-use', MEMORY_MESSAGES.emailInUse);
          }
          const account: AccountRecord = {
            uid: newUid(),
            email: normalizeEmail(email),
            displayName: null,
            photoURL: null,
            password: passwordHash,
          };
          state.accounts.push(account);
          state.sessionUid = account.uid;
          return toAuthUser(account);
        });
      }),

    signIn: (email, password) =>
      runner.run('auth.signIn', async () => {
        requireValidEmail(email);
        if (password === '') {
          throw new BackendError('auth/missing-password', MEMORY_MESSAGES.missingPassword);
        }
        const account = findAccountByEmail(store.read(), email);
        // One code for "no such account" and "wrong password", so nobody can probe for accounts.
        const matches =
          account?.password != null && (await verifyPassword(password, account.password));
        if (account === undefined || !matches) {
          throw new BackendError('auth/invalid-credential', MEMORY_MESSAGES.invalidCredential);
        }
        store.update((state) => {
          state.sessionUid = account.uid;
        });
        return toAuthUser(account);
      }),

    signInWithGoogle: () =>
      runner.run('auth.signInWithGoogle', () =>
        store.update((state) => {
          const existing = findAccountByEmail(state, googleAccount.email);
          const account: AccountRecord = {
            uid: existing?.uid ?? newUid(),
            email: normalizeEmail(googleAccount.email),
            // Like Firebase, an existing account keeps its own name and photo if it has them.
            displayName: existing?.displayName ?? googleAccount.displayName,
            photoURL: existing?.photoURL ?? googleAccount.photoURL ?? null,
            password: existing?.password ?? null,
          };
          state.accounts = [...state.accounts.filter((a) => a.uid !== account.uid), account];
          state.sessionUid = account.uid;
          return toAuthUser(account);
        }),
      ),

    sendPasswordReset: (email) =>
      runner.run('auth.sendPasswordReset', () => {
        requireValidEmail(email);
        store.update((state) => {
          const account = findAccountByEmail(state, email);
          // An unknown address succeeds too and sends nothing: the answer must not reveal accounts.
          if (account === undefined) return;
          const code = randomHex(16);
          const mail: MailRecord = {
            to: account.email,
            sentAt: new Date().toISOString(),
            code,
            link: `${RESET_LINK_BASE}&oobCode=${code}`,
          };
          state.outbox.push(mail);
          state.resetCodes[code] = account.uid;
          onMail(mail);
        });
      }),

    signOut: () =>
      runner.run('auth.signOut', () => {
        store.update((state) => {
          state.sessionUid = null;
        });
      }),

    onAuthStateChanged: (listener) => store.subscribe(listener),
  };
}

/** Sets a new password with a reset code, as following the mail's link would. */
export async function completePasswordReset(
  store: MemoryStore,
  code: string,
  newPassword: string,
): Promise<void> {
  requireStrongEnough(newPassword);
  const uid = store.read().resetCodes[code];
  if (uid === undefined || findAccountByUid(store.read(), uid) === undefined) {
    throw new BackendError('auth/invalid-action-code', MEMORY_MESSAGES.invalidResetCode);
  }
  const password = await hashPassword(newPassword);
  store.update((state) => {
    delete state.resetCodes[code];
    state.accounts = state.accounts.map((account) =>
      account.uid === uid ? { ...account, password } : account,
    );
  });
}
