import type { AuthUser, ProfileChanges, UserProfile } from './user.ts';

export type Unsubscribe = () => void;

/** Sign-in. Every method rejects with a `BackendError`. */
export interface AuthService {
  createAccount(email: string, password: string): Promise<AuthUser>;
  signIn(email: string, password: string): Promise<AuthUser>;
  /**
   * Opens the Google popup. Adapters must open it synchronously, before their first `await`, so a
   * browser still counts it as part of the user's click.
   */
  signInWithGoogle(): Promise<AuthUser>;
  /** Succeeds for unknown addresses too, so nobody can learn who has an account. */
  sendPasswordReset(email: string): Promise<void>;
  signOut(): Promise<void>;
  /** The listener gets the current state at once, then every change, until unsubscribed. */
  onAuthStateChanged(listener: (user: AuthUser | null) => void): Unsubscribe;
}

/** The documents `users/{uid}`; only the signed-in owner may read or write theirs. */
export interface ProfileService {
  read(uid: string): Promise<UserProfile | null>;
  create(uid: string, profile: UserProfile): Promise<void>;
  update(uid: string, changes: ProfileChanges): Promise<void>;
}

/** Profile pictures at `profile_pictures/{uid}/{filename}`; only the owner may write there. */
export interface FileService {
  /** Uploads an image (at most 5 MB) and resolves with its download URL. */
  uploadProfilePicture(uid: string, file: Blob, filename: string): Promise<string>;
}

/** The lists a visitor can join: the footer's newsletter, and news of the next exam edition. */
export type SubscriptionTopic = 'newsletter' | 'next-edition';

/**
 * The notify-me lists. Anyone may subscribe, signed in or not; nobody can read a list back through
 * the port (a repeat must not reveal who is already on it).
 */
export interface SubscriptionService {
  /**
   * Adds the address, trimmed and lower-cased, to the topic's list. Subscribing an address that is
   * already there resolves just the same and stores nothing new. A malformed address, or one over
   * 254 characters, rejects with `subscription/invalid-email`; an unknown topic with
   * `subscription/invalid-topic`.
   */
  subscribe(email: string, topic: SubscriptionTopic): Promise<void>;
}

export interface Backend {
  readonly auth: AuthService;
  readonly profiles: ProfileService;
  readonly files: FileService;
  readonly subscriptions: SubscriptionService;
}
