import { siteOriginFrom } from './siteOrigin.ts';

/**
 * The public origin the site is served from, for canonical URLs, Open Graph and the sitemap.
 * Set VITE_SITE_ORIGIN at build time; this is the one place the app reads it.
 */
export const SITE_ORIGIN: string = siteOriginFrom(import.meta.env.VITE_SITE_ORIGIN);
