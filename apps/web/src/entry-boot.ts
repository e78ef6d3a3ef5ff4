/**
 * The page's only script tag. On a prerendered page the content is already on screen, so the app
 * (entry-client.tsx: React, the router, the pages) is fetched after the load event instead of
 * competing with the page's CSS and images on a slow connection: the page paints as fast as it
 * would without JavaScript, then hydrates (docs/decisions.md, P4). A file, not an inline script,
 * so the hosting's Content-Security-Policy (script-src 'self') allows it.
 */
const start = () => import('./entry-client.tsx');

const prerendered = document.getElementById('root')?.dataset.prerendered !== undefined;
if (prerendered && document.readyState !== 'complete') {
  window.addEventListener('load', () => void start(), { once: true });
} else {
  void start();
}
