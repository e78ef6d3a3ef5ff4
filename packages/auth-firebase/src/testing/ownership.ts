import {
  isRegistrationEditionId,
  isStoredPictureType,
  isValidProfileDocument,
  isValidRegistrationDetails,
  PROFILE_PICTURE_URL_MAX_LENGTH,
  STORED_PICTURE_MAX_BYTES,
} from '@apex/core';
import { SERVER_REGISTRATION_FIELDS } from '../registrations.ts';
import type { RulesWindow } from '../rules/registrationWindows.ts';

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
    size <= STORED_PICTURE_MAX_BYTES &&
    hasOnlyContentType(metadata)
  );
}

/** firestore.rules' `serverRegistrationFields()`: written only by the server (apps/functions). */
const SERVER_FIELDS: readonly string[] = SERVER_REGISTRATION_FIELDS;

/**
 * firestore.rules' `keepsServerFields`: no server field added or altered, and one kept unchanged
 * only while the guardian's address is unchanged. `before` is null for a create, which may carry
 * none. Values are compared as stored (their wire form).
 */
function keepsServerFields(
  before: Readonly<Record<string, unknown>> | null,
  after: Readonly<Record<string, unknown>>,
): boolean {
  const present = SERVER_FIELDS.filter((key) => key in after);
  if (present.length === 0) return true;
  if (
    before === null ||
    typeof before.guardianEmail !== 'string' ||
    typeof after.guardianEmail !== 'string' ||
    before.guardianEmail.toLowerCase() !== after.guardianEmail.toLowerCase()
  ) {
    return false;
  }
  return present.every(
    (key) => key in before && JSON.stringify(before[key]) === JSON.stringify(after[key]),
  );
}

/** firestore.rules' `isRegistrationOpen`: the rules' windows, on the request's time. */
function isRegistrationOpen(
  editionId: string,
  windows: readonly RulesWindow[],
  now: number,
): boolean {
  return windows.some(
    (window) => window.editionId === editionId && now >= window.opensAt && now < window.closesAt,
  );
}

/**
 * `allow create, update` on `editions/{editionId}/registrations/{uid}`: the owner, with a verified
 * address in the ID token, an edition whose window (the rules' generated ones) is open now,
 * `isRegistration` on the document (core's check of the details, the one place both share),
 * `consentedAt` the server's time, and the server's fields kept as `keepsServerFields` says.
 */
export function isAllowedRegistrationWrite(write: {
  readonly ownerUid: string;
  readonly editionId: string;
  readonly caller: { readonly uid: string; readonly emailVerified: boolean } | null;
  readonly data: Readonly<Record<string, unknown>>;
  /** The stored document before the write, null when there is none (a create). */
  readonly before: Readonly<Record<string, unknown>> | null;
  readonly consentedAtIsRequestTime: boolean;
  readonly windows: readonly RulesWindow[];
  readonly now: number;
}): boolean {
  const { caller, data } = write;
  if (caller === null || caller.uid !== write.ownerUid || !caller.emailVerified) return false;
  if (!isRegistrationEditionId(write.editionId) || !write.consentedAtIsRequestTime) return false;
  if (!isRegistrationOpen(write.editionId, write.windows, write.now)) return false;
  if (!keepsServerFields(write.before, data)) return false;
  const details: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (key !== 'consentedAt' && !SERVER_FIELDS.includes(key)) details[key] = value;
  }
  return 'consentedAt' in data && isValidRegistrationDetails(details);
}
