import { isStoredPictureType, PROFILE_PICTURE_MAX_DIMENSION_PX } from '@apex/core';
import { fitWithin, type Size } from './fitWithin.ts';
import { outputTypeFor, pictureFilename } from './pictureFile.ts';

/** A picture the browser has decoded: its pixels, until closed. */
export interface DecodedPicture extends Size {
  close(): void;
}

/** How pictures are decoded and drawn again; the browser's canvas in the app, a fake in tests. */
export interface PictureCodec<Picture extends DecodedPicture = DecodedPicture> {
  /** The decoded picture, or null when this browser cannot decode the file. */
  decode(file: Blob): Promise<Picture | null>;
  /** Draws `picture` at `size` and encodes it as `type`; null when that fails. */
  encode(picture: Picture, size: Size, type: string): Promise<Blob | null>;
}

/** The chosen file is not a picture this browser can read, so nothing may be uploaded. */
export class PictureUnreadableError extends Error {
  override readonly name = 'PictureUnreadableError';
}

/**
 * Every picture is decoded and drawn again before upload, even one that already fits: only pixels
 * survive, so no metadata (location, camera) and no foreign bytes reach storage. The longer side
 * becomes at most `maxSide`; the result is JPEG, PNG or WebP. A browser that writes another type
 * than asked (old Safari writes PNG for WebP) is fine as long as the result is one of the three.
 */
export async function reencodePicture<Picture extends DecodedPicture>(
  file: File,
  codec: PictureCodec<Picture>,
  maxSide: number = PROFILE_PICTURE_MAX_DIMENSION_PX,
): Promise<File> {
  const picture = await codec.decode(file).catch(() => null);
  if (picture === null) throw new PictureUnreadableError(`Cannot decode ${file.type || 'file'}`);
  try {
    const size = fitWithin(picture, maxSide);
    const encoded = await codec.encode(picture, size, outputTypeFor(file.type)).catch(() => null);
    if (encoded === null || !isStoredPictureType(encoded.type)) {
      throw new PictureUnreadableError(`Cannot encode ${file.type || 'file'}`);
    }
    return new File([encoded], pictureFilename(file.name, encoded.type), { type: encoded.type });
  } finally {
    picture.close();
  }
}
