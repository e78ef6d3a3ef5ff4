import { EMAIL_MAX_LENGTH, USERNAME_MAX_LENGTH } from './limits.ts';

/** The shape of `users/{uid}` that the rules accept. */
export type ProfileDocument = {
  readonly username: string;
  readonly email: string;
  readonly profilePicture?: string;
};

const PROFILE_KEYS = new Set(['username', 'email', 'profilePicture']);

function isTextOfLength(value: unknown, min: number, max: number): value is string {
  return typeof value === 'string' && value.length >= min && value.length <= max;
}

/**
 * What firestore.rules accept as `users/{uid}` after a write: only the three keys, text within the
 * limits, and a picture only at a URL `isOwnPicture` recognises as this user's own stored picture
 * (each backend knows its own URLs). The memory backend judges writes with this, so it refuses the
 * same documents as the rules (which the real Firestore emulator runs for Firebase).
 */
export function isValidProfileDocument(
  data: Readonly<Record<string, unknown>>,
  isOwnPicture: (url: string) => boolean,
): data is ProfileDocument {
  if (!Object.keys(data).every((key) => PROFILE_KEYS.has(key))) return false;
  // Empty is allowed: a profile made from an account without a display name starts with none.
  if (!isTextOfLength(data.username, 0, USERNAME_MAX_LENGTH)) return false;
  if (!isTextOfLength(data.email, 1, EMAIL_MAX_LENGTH)) return false;
  if (!('profilePicture' in data)) return true;
  return typeof data.profilePicture === 'string' && isOwnPicture(data.profilePicture);
}

/** A name taken from an account (typed at sign-up, or Google's) cut to what a profile may hold. */
export function fitUsername(name: string | null | undefined): string {
  return (name ?? '').trim().slice(0, USERNAME_MAX_LENGTH).trim();
}
