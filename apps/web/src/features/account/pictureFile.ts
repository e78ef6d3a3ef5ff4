import { STORED_PICTURE_TYPES, type StoredPictureType } from '@apex/core';

const EXTENSIONS: Record<StoredPictureType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** The types storage accepts, which a canvas can encode everywhere, stay; anything else is PNG. */
export function outputTypeFor(inputType: string): StoredPictureType {
  return STORED_PICTURE_TYPES.find((type) => type === inputType) ?? 'image/png';
}

const safe = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '');

/**
 * A tidy name for the re-encoded file (letters, digits, dot, dash and underscore only, with the
 * extension of its type). Storage keeps one object per user under a fixed name, so this name is
 * only the `File`'s own, e.g. for the console.
 */
export function pictureFilename(originalName: string, type: string): string {
  const dot = originalName.lastIndexOf('.');
  const base = safe(dot > 0 ? originalName.slice(0, dot) : originalName).slice(0, 60);
  const known = STORED_PICTURE_TYPES.find((stored) => stored === type);
  const extension = known
    ? EXTENSIONS[known]
    : safe(dot > 0 ? originalName.slice(dot + 1) : '').toLowerCase() || 'img';
  return `${base || 'picture'}.${extension}`;
}
