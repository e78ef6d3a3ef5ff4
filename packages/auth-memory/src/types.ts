import type { Backend, BackendErrorCode, SubscriptionTopic } from '@apex/auth-port';

export type MemoryOperation =
  | 'auth.createAccount'
  | 'auth.signIn'
  | 'auth.signInWithGoogle'
  | 'auth.sendPasswordReset'
  | 'auth.signOut'
  | 'profiles.read'
  | 'profiles.create'
  | 'profiles.update'
  | 'files.uploadProfilePicture'
  | 'subscriptions.subscribe';

/** A password-reset mail the memory backend "sent". */
export interface PasswordResetMail {
  readonly to: string;
  readonly sentAt: Date;
  /** The one-time code, as Firebase's `oobCode`; `controls.completePasswordReset` accepts it. */
  readonly code: string;
  /** The link the mail would carry; it points at a reserved `.invalid` host and opens nothing. */
  readonly link: string;
}

/** An address on one of the notify-me lists, as the memory backend stored it. */
export interface StoredSubscription {
  /** Trimmed and lower-cased. */
  readonly email: string;
  readonly topic: SubscriptionTopic;
  readonly subscribedAt: Date;
}

export interface MemoryGoogleAccount {
  readonly email: string;
  readonly displayName: string;
  readonly photoURL?: string;
}

export interface MemoryBackendOptions {
  /** Keep accounts, profiles, pictures and the session across reloads. Off by default. */
  persist?: false | 'localStorage';
  /** The localStorage key, when persisting; change it to keep two apps or tests apart. */
  storageKey?: string;
  /** Adds the demo accounts listed in the README (existing accounts are left as they are). */
  seedDemoAccounts?: boolean;
  /** Delay every call by this many milliseconds, to see busy states. */
  latencyMs?: number;
  /** The account Google sign-in completes as; a demo Google account otherwise. */
  googleAccount?: MemoryGoogleAccount;
  /** Log each password-reset mail to the console; on by default when persisting (the dev server). */
  logMail?: boolean;
}

export interface MemoryBackendControls {
  /**
   * The next call of `operation` rejects with this code (and message). Several calls queue up: each
   * fails one call, in order.
   */
  failNext(operation: MemoryOperation, code: BackendErrorCode, message?: string): void;
  /** Password-reset mails "sent", oldest first. */
  readonly outbox: readonly PasswordResetMail[];
  /** The notify-me lists' entries, oldest first; the port itself offers no way to read them. */
  readonly subscriptions: readonly StoredSubscription[];
  /** Changes the delay of every later call. */
  setLatency(latencyMs: number): void;
  /** Sets a new password with the code from a reset mail, as the mail's link would. */
  completePasswordReset(code: string, newPassword: string): Promise<void>;
}

export interface MemoryBackend extends Backend {
  readonly controls: MemoryBackendControls;
}
