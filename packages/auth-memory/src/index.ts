import type { Backend, BackendErrorCode } from '@apex/auth-port';

/** Contract sketch for the memory adapter; the foundation issue implements it. */

export type MemoryOperation =
  | 'auth.createAccount'
  | 'auth.signIn'
  | 'auth.signInWithGoogle'
  | 'auth.sendPasswordReset'
  | 'auth.signOut'
  | 'profiles.read'
  | 'profiles.create'
  | 'profiles.update'
  | 'files.uploadProfilePicture';

export interface PasswordResetMail {
  readonly to: string;
  readonly sentAt: Date;
}

export interface MemoryBackendOptions {
  /** Keep accounts, profiles, pictures and the session across reloads. Off by default. */
  persist?: false | 'localStorage';
  /** Adds the demo accounts listed in the README. */
  seedDemoAccounts?: boolean;
  /** Delay every call by this many milliseconds, to see busy states. */
  latencyMs?: number;
  /** The account Google sign-in completes as. */
  googleAccount?: { email: string; displayName: string; photoURL?: string };
}

export interface MemoryBackendControls {
  /** The next call of `operation` rejects with this code (and message). */
  failNext(operation: MemoryOperation, code: BackendErrorCode, message?: string): void;
  /** Password-reset mails "sent", oldest first. */
  readonly outbox: readonly PasswordResetMail[];
}

export interface MemoryBackend extends Backend {
  readonly controls: MemoryBackendControls;
}

export declare function createMemoryBackend(options?: MemoryBackendOptions): MemoryBackend;
