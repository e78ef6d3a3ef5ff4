/**
 * React Router, the biggest library after React. entry-boot.ts imports it a task after React's
 * runtime and a task before the app, so evaluating each is a task of its own (docs/decisions.md,
 * P15, P23); build/chunkGroups.ts puts the app's other libraries (Lingui's runtime) in the same
 * chunk. Re-exported rather than imported for its side effects, which the bundler could drop.
 */
export { createBrowserRouter, RouterProvider } from 'react-router-dom';
