import type { AccountRole } from './results.ts';

/** The signed-in account as the authentication service knows it (spec section 3). */
export interface AuthUser {
  readonly uid: string;
  readonly email: string | null;
  readonly displayName: string | null;
  /** The photo URL from sign-in, e.g. a Google account's picture. */
  readonly photoURL: string | null;
  /** Whether the owner has followed the verification mail (Google accounts arrive verified). */
  readonly emailVerified: boolean;
  /**
   * How the owner can prove it is them (to delete the account): `password`, `google`, or both.
   * Empty only for a kind of account this site never makes.
   */
  readonly providers: readonly SignInProvider[];
  /**
   * What the account may do beyond its own data: `organiser` for the exam's organisers (issue 29),
   * empty for everyone else. Read at sign-in (and `reloadUser`), so a role granted since shows
   * after the next.
   */
  readonly roles: readonly AccountRole[];
}

/** A way to sign in that the site offers. */
export type SignInProvider = 'password' | 'google';

/** The document `users/{uid}`. */
export interface UserProfile {
  readonly username: string;
  readonly email: string;
  /**
   * The download URL `files.uploadProfilePicture` returned for this uid; absent until the user
   * uploads a picture. Backends refuse any other URL.
   */
  readonly profilePicture?: string;
}

export type ProfileChanges = Partial<UserProfile>;

/** How the owner proves, once more, that it is them before their account is deleted. */
export type Reauthentication =
  | { readonly method: 'password'; readonly password: string }
  | { readonly method: 'google' };

/** Upload progress in bytes; `totalBytes` is the size of the file being sent. */
export interface UploadProgress {
  readonly bytesTransferred: number;
  readonly totalBytes: number;
}

export interface UploadOptions {
  /** Aborting cancels the upload; it then rejects with `storage/canceled`. */
  readonly signal?: AbortSignal;
  /** Called as bytes go up, last with `bytesTransferred === totalBytes`. */
  readonly onProgress?: (progress: UploadProgress) => void;
}

/**
 * What sign-up declares about the owner's age (issue 38): 18 or older, or under 18 with a
 * parent's address (not the account's own). Equal to `@apex/core`'s `AgeDeclaration`.
 */
export type AgeDeclaration =
  | { readonly adult: true }
  | { readonly adult: false; readonly parentEmail: string };

/** What a parent's page shows about the child's account they are asked to confirm. */
export interface ParentRequest {
  readonly accountEmail: string;
  /** When the link stops working, and the account goes if nobody confirmed it. */
  readonly expiresAt: Date;
  readonly language: 'en' | 'hi';
}
