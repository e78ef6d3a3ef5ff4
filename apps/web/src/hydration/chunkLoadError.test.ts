import { expect, it } from 'vitest';
import { isChunkLoadError, watchChunkLoadErrors } from './chunkLoadError.ts';

it.each([
  'Failed to fetch dynamically imported module: https://apex.example/assets/RegisterPage-1a2b.js',
  'error loading dynamically imported module: https://apex.example/assets/RegisterPage-1a2b.js',
  'Importing a module script failed.',
  'Unable to preload CSS for /assets/RegisterPage-1a2b.css',
])('knows the browsers\' words for a chunk that did not load: "%s"', (message) => {
  expect(isChunkLoadError(new TypeError(message))).toBe(true);
});

it('does not take a bug, or a thing that is not an error, for a chunk failure', () => {
  expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(
    false,
  );
  expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  expect(isChunkLoadError(null)).toBe(false);
});

it('takes any error Vite reported with vite:preloadError for one, and leaves the event alone', () => {
  const stop = watchChunkLoadErrors(window);
  const failure = new Error('the network is down');
  const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), {
    payload: failure,
  });
  window.dispatchEvent(event);
  expect(event.defaultPrevented).toBe(false);
  expect(isChunkLoadError(failure)).toBe(true);

  stop();
  const later = new Error('another failure');
  window.dispatchEvent(Object.assign(new Event('vite:preloadError'), { payload: later }));
  expect(isChunkLoadError(later)).toBe(false);
});
