import { type AuthService, BackendError, type MailLanguage } from '@apex/auth-port';
import { fitUsername, isValidEmail, PASSWORD_MIN_LENGTH } from '@apex/core';
import type { MemoryClock } from './clock.ts';
import { deleteRegistrations } from './consentServer.ts';
import { codeOnlyError, MEMORY_MESSAGES } from './messages.ts';
import type { OperationRunner } from './operations.ts';
import { hashPassword, randomHex, verifyPassword } from './passwords.ts';
import {
  type AccountRecord,
  findAccountByEmail,
  findAccountByUid,
  type MailKind,
  type MailRecord,
  type MemoryState,
  normalizeEmail,
  toAuthUser,
} from './state.ts';
import type { MemoryStore } from './store.ts';
import type { MemoryGoogleAccount } from './types.ts';

/** Mail links point at a reserved host: readable in tests and the console, never a real site. */
const ACTION_LINK_BASE = 'https://apex-memory-backend.invalid/__/auth/action';
const LINK_MODES: Record<MailKind, string> = {
  passwordReset: 'resetPassword',
  verifyEmail: 'verifyEmail',
};

export function newUid(): string {
  return randomHex(14);
}

/** The account keeps a name only if one is left after fitting it to the profile's limits. */
function fittedName(name: string | undefined): string | null {
  return fitUsername(name) || null;
}

/**
 * Records a mail with a fresh one-time code for `account`, as sending it would, in `language`.
 * The link carries the language as Firebase's links do (`lang`), so the page it opens can follow.
 */
function sendMail(
  state: MemoryState,
  kind: MailKind,
  account: AccountRecord,
  language: MailLanguage,
): MailRecord {
  const code = randomHex(16);
  const mail: MailRecord = {
    kind,
    to: account.email,
    sentAt: new Date().toISOString(),
    code,
    link: `${ACTION_LINK_BASE}?mode=${LINK_MODES[kind]}&oobCode=${code}&lang=${language}`,
    language,
  };
  state.outbox.push(mail);
  const codes = kind === 'passwordReset' ? state.resetCodes : state.verifyCodes;
  codes[code] = account.uid;
  return mail;
}

/** The signed-in account, or `auth/unauthenticated`. */
function requireSignedIn(store: MemoryStore): AccountRecord {
  const uid = store.read().sessionUid;
  const account = uid === null ? undefined : findAccountByUid(store.read(), uid);
  if (account === undefined) {
    throw new BackendError('auth/unauthenticated', MEMORY_MESSAGES.unauthenticated);
  }
  return account;
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
  /** The server's clock, for the consent log's times. */
  readonly clock: MemoryClock;
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
  clock,
}: MemoryAuthDependencies): AuthService {
  // Like Firebase's `auth.languageCode`: this instance's, not stored with the accounts.
  let language: MailLanguage = 'en';
  return {
    createAccount: (email, password, displayName) =>
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
            displayName: fittedName(displayName),
            photoURL: null,
            emailVerified: false,
            password: passwordHash,
          };
          state.accounts.push(account);
          state.sessionUid = account.uid;
          onMail(sendMail(state, 'verifyEmail', account, language));
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
            // Google's name is kept whole, as Firebase keeps it: whoever copies it must fit it.
            displayName: existing?.displayName ?? googleAccount.displayName,
            photoURL: existing?.photoURL ?? googleAccount.photoURL ?? null,
            // Google has verified the address.
            emailVerified: true,
            password: existing?.password ?? null,
            google: true,
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
          onMail(sendMail(state, 'passwordReset', account, language));
        });
      }),

    sendEmailVerification: () =>
      runner.run('auth.sendEmailVerification', () => {
        const account = requireSignedIn(store);
        store.update((state) => {
          onMail(sendMail(state, 'verifyEmail', account, language));
        });
      }),

    deleteAccount: (reauthentication) =>
      runner.run('auth.deleteAccount', async () => {
        const account = requireSignedIn(store);
        if (reauthentication.method === 'google') {
          // The popup would complete as the configured Google account; another one is refused.
          if (normalizeEmail(googleAccount.email) !== account.email) {
            throw codeOnlyError('auth/user-mismatch');
          }
        } else {
          const matches =
            account.password !== null &&
            (await verifyPassword(reauthentication.password, account.password));
          if (!matches) {
            throw new BackendError('auth/invalid-credential', MEMORY_MESSAGES.invalidCredential);
          }
        }
        store.update((state) => {
          state.accounts = state.accounts.filter((other) => other.uid !== account.uid);
          delete state.profiles[account.uid];
          delete state.pictures[account.uid];
          // Deleting the account withdraws its registrations, with their links and log entries.
          deleteRegistrations(
            state,
            (entry) => entry.uid === account.uid,
            'withdrawal',
            clock.now(),
          );
          state.sessionUid = null;
        });
      }),

    reloadUser: () => runner.run('auth.reloadUser', () => store.currentUser()),

    signOut: () =>
      runner.run('auth.signOut', () => {
        store.update((state) => {
          state.sessionUid = null;
        });
      }),

    onAuthStateChanged: (listener) => store.subscribe(listener),

    setLanguage(next) {
      language = next;
    },
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

/** Marks the address verified with the code from a verification mail, as its link would. */
export function completeEmailVerification(store: MemoryStore, code: string): void {
  const uid = store.read().verifyCodes[code];
  if (uid === undefined || findAccountByUid(store.read(), uid) === undefined) {
    throw codeOnlyError('auth/invalid-action-code');
  }
  store.update((state) => {
    delete state.verifyCodes[code];
    state.accounts = state.accounts.map((account) =>
      account.uid === uid ? { ...account, emailVerified: true } : account,
    );
  });
}
