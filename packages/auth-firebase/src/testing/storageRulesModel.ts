import { isStoredPictureType, STORED_PICTURE_MAX_BYTES } from '@apex/core';

/**
 * The decisions storage.rules makes, in TypeScript, for the storage model (storageModel.ts): the
 * Storage emulator's rules runtime does not run on this machine kind, so Storage is the one
 * service still modelled (docs/adr/0110). Firestore has no model: its rules are judged only by the
 * real emulator. rulesLimits.test.ts checks storage.rules uses the same limits and path, and
 * rules/storageRules.test.ts runs storage.rules itself wherever the Storage emulator can.
 */

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
