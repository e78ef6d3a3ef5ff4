/** Types a canvas can encode everywhere; anything else is re-encoded as PNG. */
const ENCODABLE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
type EncodableType = (typeof ENCODABLE_TYPES)[number];

const EXTENSIONS: Record<EncodableType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

export function outputTypeFor(inputType: string): EncodableType {
  return ENCODABLE_TYPES.find((type) => type === inputType) ?? 'image/png';
}

const safe = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '');

/**
 * A storage-safe file name for `profile_pictures/{uid}/{filename}`: letters, digits, dot, dash and
 * underscore only, with the extension of the type actually uploaded.
 */
export function pictureFilename(originalName: string, type: string): string {
  const dot = originalName.lastIndexOf('.');
  const base = safe(dot > 0 ? originalName.slice(0, dot) : originalName).slice(0, 60);
  const known = ENCODABLE_TYPES.find((encodable) => encodable === type);
  const extension = known
    ? EXTENSIONS[known]
    : safe(dot > 0 ? originalName.slice(dot + 1) : '').toLowerCase() || 'img';
  return `${base || 'picture'}.${extension}`;
}
