import { createHash } from 'node:crypto';
import {
  EMAIL_MAX_LENGTH,
  isRegistrationEditionId,
  isStoredPictureType,
  isSubscriptionTopic,
  isValidEmail,
  isValidProfileDocument,
  isValidRegistrationDetails,
  PROFILE_PICTURE_MAX_BYTES,
  PROFILE_PICTURE_URL_MAX_LENGTH,
} from '@apex/core';

/**
 * The decisions firestore.rules and storage.rules make, in TypeScript, for the msw stand-ins.
 * rulesLimits.test.ts checks both files use the same limits and the same picture URL pattern; the
 * rules tests check the rules themselves.
 */

/** firestore.rules' `isOwnPicture`, around the uid: the pattern is written out there the same. */
export const PICTURE_URL_PATTERN = {
  before:
    '^(https://firebasestorage[.]googleapis[.]com|http://127[.]0[.]0[.]1:9329)/v0/b/[a-z0-9._-]+/o/profile_pictures%2F',
  after: '%2Favatar[?]alt=media&token=[A-Za-z0-9-]+$',
} as const;

function isOwnPictureUrl(url: string, uid: string): boolean {
  const pattern = new RegExp(`${PICTURE_URL_PATTERN.before}${uid}${PICTURE_URL_PATTERN.after}`);
  return url.length >= 1 && url.length <= PROFILE_PICTURE_URL_MAX_LENGTH && pattern.test(url);
}

/** `allow create, update: if isOwner(uid) && isValidProfile(request.resource.data, uid)`. */
export function isValidProfileFor(uid: string, data: Readonly<Record<string, unknown>>): boolean {
  return isValidProfileDocument(data, (url) => isOwnPictureUrl(url, uid));
}

/** `match /profile_pictures/{uid}/avatar`: the uid of the one picture object, nothing else. */
export function profilePictureOwner(objectPath: string): string | null {
  const match = /^profile_pictures\/([^/]+)\/avatar$/.exec(objectPath);
  return match?.[1] ?? null;
}

/** storage.rules' `hasOnlyContentType`: nothing else of the uploader's choosing. */
function hasOnlyContentType(metadata: Readonly<Record<string, unknown>>): boolean {
  const { contentDisposition, contentEncoding } = metadata;
  const customMetadata = metadata.metadata;
  return (
    (customMetadata === undefined ||
      (typeof customMetadata === 'object' &&
        customMetadata !== null &&
        Object.keys(customMetadata).length === 0)) &&
    (contentDisposition === undefined ||
      contentDisposition === '' ||
      (typeof contentDisposition === 'string' && /^inline(;.*)?$/.test(contentDisposition))) &&
    (contentEncoding === undefined || contentEncoding === '' || contentEncoding === 'identity')
  );
}

/** The type, size and metadata storage.rules allow for a picture. */
export function isAllowedPictureUpload(
  metadata: Readonly<Record<string, unknown>>,
  size: number,
): boolean {
  const { contentType } = metadata;
  return (
    typeof contentType === 'string' &&
    isStoredPictureType(contentType) &&
    size <= PROFILE_PICTURE_MAX_BYTES &&
    hasOnlyContentType(metadata)
  );
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
  if (typeof email !== 'string' || email.length < 1 || email.length > EMAIL_MAX_LENGTH)
    return false;
  // The rules' `matches` is core's shape check on the address as stored: trimmed, lower-case.
  if (email !== email.trim().toLowerCase() || !isValidEmail(email)) return false;
  if (typeof topic !== 'string' || !isSubscriptionTopic(topic)) return false;
  if (!subscribedAtIsRequestTime) return false;
  return id === createHash('sha256').update(`${topic}:${email}`).digest('hex');
}

/**
 * `allow create, update` on `editions/{editionId}/registrations/{uid}`: the owner, with a verified
 * address in the ID token, an edition the rules list, `isRegistration` on the document (core's
 * check of the details, the one place both share), and `consentedAt` the server's time.
 */
export function isAllowedRegistrationWrite(write: {
  readonly ownerUid: string;
  readonly editionId: string;
  readonly caller: { readonly uid: string; readonly emailVerified: boolean } | null;
  readonly data: Readonly<Record<string, unknown>>;
  readonly consentedAtIsRequestTime: boolean;
}): boolean {
  const { caller, data } = write;
  if (caller === null || caller.uid !== write.ownerUid || !caller.emailVerified) return false;
  if (!isRegistrationEditionId(write.editionId) || !write.consentedAtIsRequestTime) return false;
  const { consentedAt: _, ...details } = data;
  return 'consentedAt' in data && isValidRegistrationDetails(details);
}
