/**
 * The packages the browser loads, pre-bundled by the dev server before the first page (Vite's
 * `optimizeDeps.include`, issue 43). Vite finds most by crawling the routes, but not those only
 * reached later (the backend's code, loaded on intent, a worker's): meeting one mid-action, it
 * bundles it and reloads the page, and a first publish or upload never confirms. A package a
 * workspace package of ours depends on is named through it (`@apex/core > jose`). The test beside
 * this file keeps the list in step with the packages' dependencies.
 */
export const PREBUNDLED: readonly string[] = [
  'react',
  'react/jsx-dev-runtime',
  'react-dom/client',
  'react-router',
  'react-router/dom',
  'papaparse',
  'qrcode',
  'idb',
  '@apex/core > @lingui/core',
  '@apex/core > jose',
  '@apex/core > @noble/hashes',
  '@apex/auth-memory > @apex/server > valibot',
];
