import { describe, expect, it } from 'vitest';
import { cspHash, cspHashesOf, inlineScriptHashes } from './cspHash.ts';

describe('cspHash', () => {
  it("writes the quoted sha256 source a browser compares an element's text with", () => {
    expect(cspHash('a{}')).toBe("'sha256-X1RutGBrXCt9KkSaXMK7tHftWiRscFHOhxsS8tv8hBk='");
  });
});

describe('inlineScriptHashes', () => {
  it('hashes each distinct inline script once, skipping external scripts and JSON-LD', () => {
    const page = [
      '<script>window.a = 1;</script>',
      '<script type="module">import "/x.js";</script>',
      '<script type="module" src="/assets/entry.js"></script>',
      '<script type="application/ld+json">{"@type":"Thing"}</script>',
    ].join('');
    const other = '<script>window.a = 1;</script>';
    expect(inlineScriptHashes([page, other])).toEqual(
      [cspHash('window.a = 1;'), cspHash('import "/x.js";')].sort(),
    );
  });
});

describe('cspHashesOf', () => {
  it("lists the pages' inline scripts under script-src and every style block under style-src", () => {
    const page =
      '<style data-precedence="default">:root{--a:1}</style><style data-used-css="">p{color:red}</style><script>go();</script>';
    expect(cspHashesOf([page, page])).toEqual({
      'script-src': [cspHash('go();')],
      'style-src': [cspHash(':root{--a:1}'), cspHash('p{color:red}')].sort(),
    });
  });
});
