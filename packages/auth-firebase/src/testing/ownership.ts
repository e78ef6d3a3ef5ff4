import {
  EMAIL_MAX_LENGTH,
  isImageContentType,
  PROFILE_PICTURE_MAX_BYTES,
  PROFILE_PICTURE_URL_MAX_LENGTH,
  USERNAME_MAX_LENGTH,
} from '@apex/core';

/**
 * The decisions firestore.rules and storage.rules make, in TypeScript, for the msw stand-ins.
 * rules.test.ts checks both files use the same limits; the rules tests check the rules themselves.
 */

const ALLOWED_PROFILE_KEYS = new Set(['username', 'email', 'profilePicture']);

function isStringOfLength(value: unknown, min: number, max: number): boolean {
  return typeof value === 'string' && value.length >= min && value.length <= max;
}

/** `allow create, update: if isOwner(uid) && validProfile(request.resource.data)`. */
export function isValidProfileDocument(data: Readonly<Record<string, unknown>>): boolean {
  const keys = Object.keys(data);
  if (!keys.every((key) => ALLOWED_PROFILE_KEYS.has(key))) return false;
  // Empty is allowed: a profile made from an account without a display name starts with none.
  if (!isStringOfLength(data.username, 0, USERNAME_MAX_LENGTH)) return false;
  if (!isStringOfLength(data.email, 1, EMAIL_MAX_LENGTH)) return false;
  if (!('profilePicture' in data)) return true;
  const picture = data.profilePicture;
  return (
    isStringOfLength(picture, 0, PROFILE_PICTURE_URL_MAX_LENGTH) &&
    typeof picture === 'string' &&
    (picture === '' || /^https?:\/\/\S+$/.test(picture))
  );
}

/** `match /profile_pictures/{uid}/{filename}`: the uid and one file name, nothing deeper. */
export function profilePictureOwner(objectPath: string): string | null {
  const match = /^profile_pictures\/([^/]+)\/([^/]+)$/.exec(objectPath);
  return match?.[1] ?? null;
}

export function isAllowedPictureUpload(contentType: string, size: number): boolean {
  return isImageContentType(contentType) && size <= PROFILE_PICTURE_MAX_BYTES;
}
