import { describe, expect, it, vi } from 'vitest';
import { BOOT_LOADER, deferBootInPage } from './deferBoot.ts';

const PAGE = [
  '<html><head><link rel="modulepreload" href="/assets/entry.client-a.js"/>',
  '<link rel="stylesheet" href="/assets/style.css"/>',
  '<link rel="modulepreload" href="/assets/root-b.js"/></head><body><main>Apex</main>',
  '<script>window.__reactRouterContext = {};</script>',
  '<script type="module" async="">import * as route0 from "/assets/root-b.js"; import("/assets/entry.client-a.js");</script>',
  '<script>window.__reactRouterContext.streamController.close();</script></body></html>',
].join('');

describe('deferBootInPage', () => {
  const deferred = deferBootInPage(PAGE);

  it('asks for no script before the loader runs: no module preloads, no module script', () => {
    expect(deferred).not.toContain('modulepreload');
    expect(deferred).not.toContain('type="module"');
    expect(deferred).toContain('<link rel="stylesheet" href="/assets/style.css"/>');
  });

  it('keeps the framework module script word for word in an inert block, the loader right after it', () => {
    expect(deferred).toContain(
      '<script type="text/plain" id="apex-boot">import * as route0 from "/assets/root-b.js"; import("/assets/entry.client-a.js");</script>' +
        `<script>${BOOT_LOADER}</script>` +
        '<script>window.__reactRouterContext.streamController.close();</script>',
    );
  });

  it('leaves the router context script where it was (the stream scripts after it need it)', () => {
    expect(deferred).toContain(
      '<main>Apex</main><script>window.__reactRouterContext = {};</script>',
    );
  });

  it('fails the build when the framework no longer writes the module script it expects', () => {
    expect(() => deferBootInPage('<html><body></body></html>')).toThrow(
      /did <Scripts> change shape/,
    );
  });
});

describe('BOOT_LOADER', () => {
  it('puts back in place the stylesheet links that waited for it before it starts the app', () => {
    document.head.innerHTML =
      '<style>p{}</style><template data-after-paint=""><link rel="stylesheet" href="/assets/page.css"></template><link rel="icon" href="/i.svg">';
    document.body.innerHTML = '<script type="text/plain" id="apex-boot">void 0;</script>';
    // Without PerformanceObserver (an old browser) the loader starts at once.
    vi.stubGlobal('PerformanceObserver', undefined);
    new Function(BOOT_LOADER)();
    vi.unstubAllGlobals();
    expect(document.head.innerHTML).toBe(
      '<style>p{}</style><link rel="stylesheet" href="/assets/page.css"><link rel="icon" href="/i.svg">',
    );
    expect(document.querySelector('script[type="module"]')?.textContent).toBe('void 0;');
  });
});
