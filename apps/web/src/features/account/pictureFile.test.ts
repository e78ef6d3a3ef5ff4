import { describe, expect, it } from 'vitest';
import { outputTypeFor, pictureFilename } from './pictureFile.ts';

describe('outputTypeFor', () => {
  it('keeps JPEG, PNG and WebP and turns anything else into PNG', () => {
    expect(outputTypeFor('image/jpeg')).toBe('image/jpeg');
    expect(outputTypeFor('image/webp')).toBe('image/webp');
    expect(outputTypeFor('image/gif')).toBe('image/png');
    expect(outputTypeFor('image/bmp')).toBe('image/png');
  });
});

describe('pictureFilename', () => {
  it('keeps a plain name and matches the extension to the uploaded type', () => {
    expect(pictureFilename('me.jpeg', 'image/jpeg')).toBe('me.jpg');
    expect(pictureFilename('cat.gif', 'image/png')).toBe('cat.png');
  });

  it('keeps the extension of a type it does not re-encode', () => {
    expect(pictureFilename('cat.gif', 'image/gif')).toBe('cat.gif');
  });

  it('removes path separators, spaces and other characters unsafe in a storage path', () => {
    expect(pictureFilename('../../My Photo (1).png', 'image/png')).toBe('My-Photo-1.png');
    expect(pictureFilename('é.png', 'image/png')).toBe('e.png');
  });

  it('falls back to a name when nothing usable is left', () => {
    expect(pictureFilename('😀.webp', 'image/webp')).toBe('picture.webp');
  });
});
