import { describe, expect, it } from 'vitest';
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
