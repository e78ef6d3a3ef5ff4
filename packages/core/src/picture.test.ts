import { describe, expect, it } from 'vitest';
import { PROFILE_PICTURE_MAX_BYTES } from './limits.ts';
import { checkProfilePicture, isImageContentType, isStoredPictureType } from './picture.ts';

describe('isImageContentType', () => {
  it.each(['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif', 'IMAGE/PNG'])(
    'accepts %s',
    (type) => {
      expect(isImageContentType(type)).toBe(true);
    },
  );

  it.each([
    '',
    'image/',
    'image',
    'text/plain',
    'application/pdf',
    'video/mp4',
    'image/png; x',
    'image/svg+xml',
    'IMAGE/SVG+XML',
  ])('refuses %j', (type) => {
    expect(isImageContentType(type)).toBe(false);
  });
});

describe('checkProfilePicture', () => {
  it('lets an image up to 5 MB through', () => {
    expect(checkProfilePicture({ type: 'image/png', size: 1 })).toBeNull();
    expect(checkProfilePicture({ type: 'image/jpeg', size: PROFILE_PICTURE_MAX_BYTES })).toBeNull();
  });

  it('refuses a file that is not an image', () => {
    expect(checkProfilePicture({ type: 'application/pdf', size: 10 })).toBe(
      'Please choose an image file (for example JPG, PNG or WebP).',
    );
  });

  it('refuses an image one byte over 5 MB', () => {
    expect(checkProfilePicture({ type: 'image/png', size: PROFILE_PICTURE_MAX_BYTES + 1 })).toBe(
      'That picture is larger than 5 MB. Please choose a smaller one.',
    );
  });

  it('reports the wrong type first when a file is both wrong and too large', () => {
    expect(checkProfilePicture({ type: 'video/mp4', size: PROFILE_PICTURE_MAX_BYTES * 2 })).toBe(
      'Please choose an image file (for example JPG, PNG or WebP).',
    );
  });
});

describe('isStoredPictureType', () => {
  it('allows exactly JPEG, PNG and WebP', () => {
    expect(['image/jpeg', 'image/png', 'image/webp'].map(isStoredPictureType)).toEqual([
      true,
      true,
      true,
    ]);
    for (const type of ['image/gif', 'image/avif', 'IMAGE/PNG', 'image/svg+xml', '']) {
      expect(isStoredPictureType(type), type).toBe(false);
    }
  });
});
