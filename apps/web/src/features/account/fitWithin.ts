export interface Size {
  readonly width: number;
  readonly height: number;
}

/**
 * The size to draw an image at so its longer side is at most `maxSide`, keeping its proportions.
 * Smaller images keep their size: we never upscale.
 */
export function fitWithin(size: Size, maxSide: number): Size {
  const longer = Math.max(size.width, size.height);
  if (longer <= maxSide) return { width: size.width, height: size.height };
  const scale = maxSide / longer;
  return {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  };
}
