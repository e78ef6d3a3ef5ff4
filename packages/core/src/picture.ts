import { PROFILE_PICTURE_MAX_BYTES } from './limits.ts';
import { DEFAULT_LOCALE, type Locale, messagesFor } from './messages.ts';

/** What the browser knows of a chosen file, enough to refuse it before any upload. */
export interface PictureCandidate {
  readonly type: string;
  readonly size: number;
}

/**
 * A raster image type. SVG is refused: it is a document that can carry script, and a stored
 * picture can be opened directly from its download URL.
 */
export function isImageContentType(type: string): boolean {
  return /^image\/[a-z0-9.+-]+$/i.test(type) && !/^image\/svg/i.test(type);
}

/** The message for a picture we refuse, or null when it may be uploaded. */
export function checkProfilePicture(
  file: PictureCandidate,
  locale: Locale = DEFAULT_LOCALE,
): string | null {
  const words = messagesFor(locale).validation;
  if (!isImageContentType(file.type)) return words.pictureNotImage;
  if (file.size > PROFILE_PICTURE_MAX_BYTES) return words.pictureTooLarge;
  return null;
}

/**
 * The only types a stored picture may have: the browser re-encodes every chosen picture to one of
 * these, and the storage rules accept nothing else.
 */
export const STORED_PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type StoredPictureType = (typeof STORED_PICTURE_TYPES)[number];

export function isStoredPictureType(type: string): type is StoredPictureType {
  return STORED_PICTURE_TYPES.some((allowed) => allowed === type);
}
