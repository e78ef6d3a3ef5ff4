import { AGENCY, EXAM } from '@apex/core';
import { routes } from '../routes/paths.ts';

/** The web app manifest (installable icon and name), generated at build from the site facts. */
export function webManifest() {
  return {
    name: `${AGENCY.name}: ${EXAM.name} exam and courses`,
    short_name: AGENCY.name,
    description: AGENCY.description,
    lang: 'en-IN',
    start_url: routes.home.getHref(),
    scope: '/',
    display: 'standalone',
    // The nav bar's black: the colour the site opens with.
    background_color: '#000000',
    theme_color: '#000000',
    icons: [
      { src: '/icon.svg', type: 'image/svg+xml', sizes: 'any', purpose: 'any' },
      { src: '/icon-192.png', type: 'image/png', sizes: '192x192', purpose: 'any' },
      { src: '/icon-512.png', type: 'image/png', sizes: '512x512', purpose: 'any' },
      { src: '/icon-maskable-512.png', type: 'image/png', sizes: '512x512', purpose: 'maskable' },
    ],
  };
}
