import { afterEach, describe, expect, it } from 'vitest';
import { bootPreloads, preloadInTurn } from './preloadInTurn.ts';

const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

describe('bootPreloads', () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  it("reads the scripts the build listed on the page's loader", () => {
    document.body.innerHTML =
      '<script data-boot="/assets/index-a.js" data-preload="/assets/react-b.js /assets/app-c.js"></script>';
    expect(bootPreloads(document)).toEqual(['/assets/react-b.js', '/assets/app-c.js']);
  });

  it('gives none without a loader or a list (the dev server)', () => {
    expect(bootPreloads(document)).toEqual([]);
    document.body.innerHTML = '<script data-boot="/assets/index-a.js"></script>';
    expect(bootPreloads(document)).toEqual([]);
  });
});

describe('preloadInTurn', () => {
  afterEach(() => {
    document.head.replaceChildren();
  });

  const aTaskLater = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('asks for one script per task, each as a module preload with CORS like the import it stands in for', async () => {
    const done = preloadInTurn(document, [
      '/assets/react-b.js',
      '/assets/libs-d.js',
      '/assets/app-c.js',
    ]);
    expect(preloaded()).toEqual(['/assets/react-b.js']);
    // Microtasks alone do not reach the next request: it waits for a task of its own.
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
    expect(preloaded()).toEqual(['/assets/react-b.js']);
    await aTaskLater();
    expect(preloaded()).toEqual(['/assets/react-b.js', '/assets/libs-d.js']);
    await done;
    expect(preloaded()).toEqual(['/assets/react-b.js', '/assets/libs-d.js', '/assets/app-c.js']);
    for (const link of document.head.querySelectorAll('link')) {
      expect(link.getAttribute('crossorigin')).toBe('');
    }
  });

  it('resolves at once with nothing to ask for', async () => {
    await expect(preloadInTurn(document, [])).resolves.toBeUndefined();
    expect(preloaded()).toEqual([]);
  });
});
