import type { Size } from './fitWithin.ts';
import { type PictureCodec, reencodePicture } from './reencodePicture.ts';

const QUALITY = 0.88;

/** The browser's own decoder and a canvas: createImageBitmap reads the file, the canvas redraws it. */
const canvasCodec: PictureCodec<ImageBitmap & Size> = {
  decode: (file) => createImageBitmap(file),
  async encode(bitmap, size, type) {
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    return new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, QUALITY));
  },
};

/**
 * Re-encodes a chosen picture in the browser (see `reencodePicture`), at most
 * PROFILE_PICTURE_MAX_DIMENSION_PX on the longer side: a phone photo of several MB becomes a few
 * dozen KB. Rejects with `PictureUnreadableError` for a file this browser cannot decode. Needs a
 * real canvas, so page tests replace this module; the decisions are tested in
 * reencodePicture.test.ts with a fake codec.
 */
export function downscaleImage(file: File): Promise<File> {
  return reencodePicture(file, canvasCodec);
}
