import {
  type AuthService,
  BackendError,
  type MailLanguage,
  type Reauthentication,
} from '@apex/auth-port';
import {
  fitUsername,
  isValidAgeDeclaration,
  isValidEmail,
  loadCatalog,
  PASSWORD_MIN_LENGTH,
} from '@apex/core';
import { ageDeclared, forgetAccountAge } from './accountAgeServer.ts';
import type { MemoryClock } from './clock.ts';
import { deleteRegistrations } from './consentServer.ts';
import { newGuardianToken } from './guardianTokens.ts';
import { removeSubscriber, subscriberIdOf } from './memorySubscriptions.ts';
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
  changeEmail: 'verifyAndChangeEmail',
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
  kind: Exclude<MailKind, 'changeEmail'>,
  account: AccountRecord,
  language: MailLanguage,
): MailRecord {
  const mail = recordMail(state, kind, account.email, language);
  const codes = kind === 'passwordReset' ? state.resetCodes : state.verifyCodes;
  codes[mail.code] = account.uid;
  return mail;
}

function recordMail(
  state: MemoryState,
  kind: MailKind,
  to: string,
  language: MailLanguage,
): MailRecord {
  const code = randomHex(16);
  const mail: MailRecord = {
    kind,
    to,
    sentAt: new Date().toISOString(),
    code,
    link: `${ACTION_LINK_BASE}?mode=${LINK_MODES[kind]}&oobCode=${code}&lang=${language}`,
    language,
  };
  state.outbox.push(mail);
  return mail;
}

/**
 * Asks the signed-in account to prove it is them again: the password, or the Google popup (which
 * completes as the configured Google account; another one is refused).
 */
async function reauthenticate(
  account: AccountRecord,
  reauthentication: Reauthentication,
  googleAccount: MemoryGoogleAccount,
): Promise<void> {
  if (reauthentication.method === 'google') {
    if (normalizeEmail(googleAccount.email) !== account.email) {
      throw codeOnlyError('auth/user-mismatch');
    }
    return;
  }
  const matches =
    account.password !== null &&
    (await verifyPassword(reauthentication.password, account.password));
  if (!matches) {
    throw new BackendError('auth/invalid-credential', MEMORY_MESSAGES.invalidCredential);
  }
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
  /** Where the server's mails' links point (a child's parent's link). */
  readonly siteOrigin: string;
}

export function createMemoryAuth({
  store,
  runner,
  googleAccount,
  onMail,
  clock,
  siteOrigin,
}: MemoryAuthDependencies): AuthService {
  // Like Firebase's `auth.languageCode`: this instance's, not stored with the accounts.
  let language: MailLanguage = 'en';
  return {
    createAccount: (email, password, displayName, age) =>
      runner.run('auth.createAccount', async () => {
        requireValidEmail(email);
        requireStrongEnough(password);
        // As the Firebase adapter checks before it makes the account (firestore.rules hold it).
        if (age !== undefined && !isValidAgeDeclaration(age, email)) {
          throw new BackendError('auth/invalid-email', MEMORY_MESSAGES.invalidEmail);
        }
        // The parent's mail goes out in the service's language: its words may not be loaded yet.
        if (age?.adult === false) await loadCatalog(language);
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
          if (age !== undefined) {
            ageDeclared(state, {
              uid: account.uid,
              declaration: age,
              accountEmail: account.email,
              language,
              siteOrigin,
              now: clock.now(),
              token: newGuardianToken(),
            });
          }
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

    ageDeclared: () =>
      runner.run('auth.ageDeclared', () => {
        const account = requireSignedIn(store);
        return store.read().accountAges[account.uid] !== undefined;
      }),

    declareAge: (age) =>
      runner.run('auth.declareAge', async () => {
        const account = requireSignedIn(store);
        if (!isValidAgeDeclaration(age, account.email)) {
          throw new BackendError('auth/invalid-email', MEMORY_MESSAGES.invalidEmail);
        }
        // The parent's mail goes out in the service's language: its words may not be loaded yet.
        if (!age.adult) await loadCatalog(language);
        store.update((state) => {
          // Checked where it is written: the first answer stands (as the rules refuse an update).
          if (state.accountAges[account.uid] !== undefined) {
            throw codeOnlyError('auth/age-already-declared');
          }
          ageDeclared(state, {
            uid: account.uid,
            declaration: age,
            accountEmail: account.email,
            language,
            siteOrigin,
            now: clock.now(),
            token: newGuardianToken(),
          });
        });
      }),

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
        await reauthenticate(account, reauthentication, googleAccount);
        const subscriber = await subscriberIdOf(store.read(), account.email);
        store.update((state) => {
          // What the server's onDelete does on Firebase: the address leaves every list.
          removeSubscriber(state, subscriber);
          for (const [code, change] of Object.entries(state.emailChanges)) {
            if (change.uid === account.uid) delete state.emailChanges[code];
          }
          state.accounts = state.accounts.filter((other) => other.uid !== account.uid);
          delete state.profiles[account.uid];
          delete state.pictures[account.uid];
          forgetAccountAge(state, account.uid);
          // Deleting the account withdraws its registrations, with their links and log entries.
          deleteRegistrations(
            state,
            (entry) => entry.uid === account.uid,
            'withdrawal',
            clock.now(),
          );
          state.registrationEnds = state.registrationEnds.filter((end) => end.uid !== account.uid);
          state.sessionUid = null;
        });
      }),

    changeEmail: (newEmail, reauthentication) =>
      runner.run('auth.changeEmail', async () => {
        const account = requireSignedIn(store);
        requireValidEmail(newEmail);
        await reauthenticate(account, reauthentication, googleAccount);
        const other = findAccountByEmail(store.read(), newEmail);
        if (other !== undefined && other.uid !== account.uid) {
          throw new BackendError('auth/email-already-in-use', MEMORY_MESSAGES.emailInUse);
        }
        store.update((state) => {
          const mail = recordMail(state, 'changeEmail', normalizeEmail(newEmail), language);
          state.emailChanges[mail.code] = { uid: account.uid, email: mail.to };
          onMail(mail);
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

/**
 * Changes the sign-in address with the code from a change-of-address mail, as its link would
 * (Firebase's `verifyAndChangeEmail`): the address is then verified, and the profile's email
 * follows, as the rules require they agree.
 */
export function completeEmailChange(store: MemoryStore, code: string): void {
  const change = store.read().emailChanges[code];
  const account = change === undefined ? undefined : findAccountByUid(store.read(), change.uid);
  if (change === undefined || account === undefined)
    throw codeOnlyError('auth/invalid-action-code');
  const taken = findAccountByEmail(store.read(), change.email);
  if (taken !== undefined && taken.uid !== account.uid) {
    throw new BackendError('auth/email-already-in-use', MEMORY_MESSAGES.emailInUse);
  }
  store.update((state) => {
    delete state.emailChanges[code];
    state.accounts = state.accounts.map((other) =>
      other.uid === account.uid ? { ...other, email: change.email, emailVerified: true } : other,
    );
    const profile = state.profiles[account.uid];
    if (profile !== undefined) state.profiles[account.uid] = { ...profile, email: change.email };
  });
}
