/**
 * The public origin the site is served from, for canonical URLs, Open Graph and the sitemap.
 * Set VITE_SITE_ORIGIN at build time; this is the one place it is read.
 */
export const SITE_ORIGIN: string = (
  import.meta.env.VITE_SITE_ORIGIN ?? 'https://apexdigital.example'
).replace(/\/$/, '');
