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

export interface Backend {
  readonly auth: AuthService;
  readonly profiles: ProfileService;
  readonly files: FileService;
}
