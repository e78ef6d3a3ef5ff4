import { describe, expect, it } from 'vitest';
import { otherKindStylesheets, pageProblems, selectorClasses } from './check-css.ts';

const USED = '<style data-used-css="">.card{color:red}.card:not(.open) p{margin:0}</style>';
const DEFERRED =
  '<template data-after-paint=""><link rel="stylesheet" href="/assets/home.css"/></template>';
const BODY = '<body><div class="card x"><p>Hi</p></div></body>';

describe('pageProblems', () => {
  it('passes a page that paints with its own used rules and defers its stylesheets', () => {
    expect(pageProblems(`<head>${USED}${DEFERRED}</head>${BODY}`, new Set(['console']))).toEqual(
      [],
    );
  });

  it('fails a page whose stylesheet blocks its paint, or that inlines no used CSS', () => {
    const blocking = '<link rel="stylesheet" href="/assets/style.css"/>';
    expect(pageProblems(`<head>${blocking}</head>${BODY}`, new Set())).toEqual([
      '/assets/style.css blocks the paint',
      'no inline block of used CSS',
    ]);
  });

  it("fails inlined rules for an element the page does not have, or for another kind of page's", () => {
    const used = '<style data-used-css="">.card{color:red}.console{color:blue}</style>';
    expect(pageProblems(`<head>${used}</head>${BODY}`, new Set(['console']))).toEqual([
      'rules for classes not on the page: console',
      'rules of another kind of page: console',
    ]);
  });
});

describe('selectorClasses', () => {
  it("reads classes from selectors only, not from a declaration's url() or numbers", () => {
    const css = '@font-face{src:url(/a.woff2)}.a .b:hover,.c{margin:.5em}@media (width>1px){.d{}}';
    expect([...selectorClasses(css)].sort()).toEqual(['a', 'b', 'c', 'd']);
  });

  it('leaves out, when asked for the required ones, the classes an element must not have', () => {
    expect([...selectorClasses('.a:not(.b) .c{}', { required: true })]).toEqual(['a', 'c']);
  });
});

describe('otherKindStylesheets', () => {
  it("lists the app shell routes' stylesheets that no prerendered page links", () => {
    const manifest = {
      routes: {
        root: { css: ['/root.css'] },
        home: { path: 'home', css: ['/home.css', '/shared.css'] },
        organiser: { path: 'organiser', css: ['/organiser.css', '/shared.css'] },
        certificate: { path: 'certificate/:id', css: ['/certificate.css'] },
      },
    };
    const linked = new Set(['/root.css', '/home.css', '/shared.css']);
    expect(
      otherKindStylesheets(manifest, ['/organiser', '/hi/organiser', '/certificate/:id'], linked),
    ).toEqual(['/organiser.css', '/certificate.css']);
  });
});
