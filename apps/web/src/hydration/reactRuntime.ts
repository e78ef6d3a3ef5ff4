/**
 * React's client runtime (react, react-dom, scheduler: about three fifths of the app's
 * JavaScript). entry-boot.ts imports it a task before the app, so evaluating the two is two
 * shorter tasks instead of one long one (docs/decisions.md, P15). Re-exported rather than imported
 * for its side effects, which the bundler could drop: react-dom's modules are pure.
 */
export { createRoot, hydrateRoot } from 'react-dom/client';
