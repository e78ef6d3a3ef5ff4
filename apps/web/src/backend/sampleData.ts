/** How many sample registrations `?seed` alone asks for: several pages of the console. */
export const DEFAULT_SAMPLE_SIZE = 300;
/** The most `?seed=` fills in: the site keeps them in localStorage, which holds a few MB. */
export const MAX_SAMPLE_SIZE = 2000;

/**
 * The sample edition's size a development page's address asks for (`?seed=300`, or `?seed` for
 * the default), or undefined: no `seed`, or not a whole number from 1 to MAX_SAMPLE_SIZE.
 */
export function sampleSizeFrom(search: string): number | undefined {
  const value = new URLSearchParams(search).get('seed');
  if (value === null) return undefined;
  const size = value === '' ? DEFAULT_SAMPLE_SIZE : Number(value);
  return Number.isInteger(size) && size >= 1 && size <= MAX_SAMPLE_SIZE ? size : undefined;
}
