import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BOOT_LOADER_SOURCE, bootLoaderHash, withBootLoader } from './injectBootLoader.ts';

describe('withBootLoader', () => {
  it('moves the module script to the end of <body> as the inline loader, carrying its address', () => {
    const html =
      '<head>\n  <script type="module" crossorigin src="/assets/index-x.js"></script>\n</head>' +
      '<body><div id="root"></div></body>';
    expect(withBootLoader(html, 'load()')).toBe(
      '<head>\n</head><body><div id="root"></div>' +
        '<script data-boot="/assets/index-x.js">load()</script></body>',
    );
  });

  it('lists the scripts that boot script needs at start, for it to ask for in turn', () => {
    const html =
      '<head><script type="module" crossorigin src="/assets/index-x.js"></script></head>' +
      '<body></body>';
    const preloads = new Map([
      ['/assets/index-x.js', ['/assets/react-a.js', '/assets/app-b.js']],
      ['/assets/other-y.js', ['/assets/other.js']],
    ]);
    expect(withBootLoader(html, 'load()', preloads)).toBe(
      '<head></head><body><script data-boot="/assets/index-x.js" ' +
        'data-preload="/assets/react-a.js /assets/app-b.js">load()</script></body>',
    );
  });

  it('refuses a page without exactly one module script', () => {
    expect(() => withBootLoader('<body></body>', 'x')).toThrow(/found 0/);
    const noBody = '<script type="module" src="/a.js"></script>';
    expect(() => withBootLoader(noBody, 'x')).toThrow(/body/);
    const two =
      '<script type="module" src="/a.js"></script><script type="module" src="/b.js"></script>';
    expect(() => withBootLoader(two, 'x')).toThrow(/found 2/);
  });
});

describe('the boot loader', () => {
  it('is inlined as its file reads, so the hash in firebase.json names exactly that text', () => {
    expect(BOOT_LOADER_SOURCE).toMatch(/^\(\(\) => \{[\s\S]*\}\)\(\);$/);
    expect(bootLoaderHash()).toBe(
      `'sha256-${createHash('sha256').update(BOOT_LOADER_SOURCE, 'utf8').digest('base64')}'`,
    );
  });

  it('cannot close its own <script> element', () => {
    expect(BOOT_LOADER_SOURCE).not.toMatch(/<\/script/i);
  });
});
