/** The origin the site is served from when VITE_SITE_ORIGIN is not set. */
export const DEFAULT_SITE_ORIGIN = 'https://apexdigital.example';

/** VITE_SITE_ORIGIN, or the default, without a trailing slash. */
export function siteOriginFrom(value: string | undefined): string {
  return (value ?? DEFAULT_SITE_ORIGIN).replace(/\/$/, '');
}
