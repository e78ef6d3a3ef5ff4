/** The signed-in account as the authentication service knows it (spec section 3). */
export interface AuthUser {
  readonly uid: string;
  readonly email: string | null;
  readonly displayName: string | null;
  /** The photo URL from sign-in, e.g. a Google account's picture. */
  readonly photoURL: string | null;
}

/** The document `users/{uid}`. */
export interface UserProfile {
  readonly username: string;
  readonly email: string;
  /** A download URL; absent until the user uploads a picture. */
  readonly profilePicture?: string;
}

export type ProfileChanges = Partial<UserProfile>;
