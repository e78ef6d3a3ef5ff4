import { PROFILE_PICTURE_MAX_DIMENSION_PX } from '@apex/core';
import { fitWithin } from './fitWithin.ts';
import { outputTypeFor, pictureFilename } from './pictureFile.ts';

const QUALITY = 0.88;

/**
 * Shrinks a chosen picture in the browser so its longer side is at most
 * PROFILE_PICTURE_MAX_DIMENSION_PX before it is uploaded: a phone photo of several MB becomes a
 * few dozen KB. A picture that already fits, or that this browser cannot decode, goes up as it is
 * (it has already passed the type and 5 MB checks). Needs a real canvas, so tests replace this
 * module; the sizing maths is `fitWithin`, tested on its own.
 */
export async function downscaleImage(
  file: File,
  maxSide: number = PROFILE_PICTURE_MAX_DIMENSION_PX,
): Promise<File> {
  const type = outputTypeFor(file.type);
  const asIs = () => renamed(file, pictureFilename(file.name, file.type));
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return asIs();
  }
  try {
    const target = fitWithin(bitmap, maxSide);
    if (target.width === bitmap.width && target.height === bitmap.height) {
      return asIs();
    }
    const canvas = document.createElement('canvas');
    canvas.width = target.width;
    canvas.height = target.height;
    const context = canvas.getContext('2d');
    if (!context) return asIs();
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, target.width, target.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, QUALITY));
    return blob ? new File([blob], pictureFilename(file.name, type), { type }) : asIs();
  } finally {
    bitmap.close();
  }
}

function renamed(file: File, name: string): File {
  return name === file.name ? file : new File([file], name, { type: file.type });
}
