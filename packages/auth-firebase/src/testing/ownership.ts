import { createHash } from 'node:crypto';
import {
  EMAIL_MAX_LENGTH,
  isImageContentType,
  isSubscriptionTopic,
  isValidEmail,
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

const SUBSCRIPTION_KEYS = ['email', 'subscribedAt', 'topic'];

/**
 * `allow create: if isValidSubscription(id, request.resource.data)` on `subscriptions/{id}`: exactly
 * email, topic and subscribedAt; a lower-case address of at most EMAIL_MAX_LENGTH characters; a
 * known topic; the server's timestamp; and the id the adapter derives, SHA-256 of `topic:email`.
 */
export function isValidSubscriptionDocument(
  id: string,
  data: Readonly<Record<string, unknown>>,
  subscribedAtIsRequestTime: boolean,
): boolean {
  const keys = Object.keys(data).sort();
  if (keys.join(',') !== SUBSCRIPTION_KEYS.join(',')) return false;
  const { email, topic } = data;
  if (typeof email !== 'string' || !isStringOfLength(email, 1, EMAIL_MAX_LENGTH)) return false;
  // The rules' `matches` is core's shape check on the address as stored: trimmed, lower-case.
  if (email !== email.trim().toLowerCase() || !isValidEmail(email)) return false;
  if (typeof topic !== 'string' || !isSubscriptionTopic(topic)) return false;
  if (!subscribedAtIsRequestTime) return false;
  return id === createHash('sha256').update(`${topic}:${email}`).digest('hex');
}
