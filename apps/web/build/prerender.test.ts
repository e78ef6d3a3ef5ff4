import { describe, expect, it } from 'vitest';
import { fillTemplate } from './prerender.ts';

const template =
  '<html><head><meta charset="UTF-8" /><!--app-head--><script src="/a.js"></script></head>' +
  '<body><div id="root"><!--app-html--></div></body></html>';

describe('fillTemplate', () => {
  it('puts the head tags and the markup in their slots and records the URL rendered', () => {
    const page = fillTemplate(template, {
      head: '<title>$& $1</title>',
      html: '<p>$&</p>',
      renderedFor: '/apex',
    });
    expect(page).toBe(
      '<html><head><meta charset="UTF-8" /><!--app-head--><title>$& $1</title><!--/app-head-->' +
        '<script src="/a.js"></script></head>' +
        '<body><div id="root" data-prerendered="/apex"><p>$&</p></div></body></html>',
    );
  });

  it('leaves the root unmarked for the app shell, so the client renders it from scratch', () => {
    expect(fillTemplate(template, { head: '', html: '' })).toContain('<div id="root"></div>');
  });

  it('refuses a template without the slots', () => {
    expect(() => fillTemplate('<html></html>', { head: '', html: '' })).toThrow(/app-head/);
  });

  it('sets the page language on <html lang>, and needs the attribute to set it', () => {
    const english =
      '<html lang="en-IN"><head><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>';
    expect(fillTemplate(english, { head: '', html: '', lang: 'hi-IN' })).toMatch(
      /^<html lang="hi-IN"><head>/,
    );
    expect(fillTemplate(english, { head: '', html: '' })).toMatch(/^<html lang="en-IN">/);
    expect(() => fillTemplate(template, { head: '', html: '', lang: 'hi-IN' })).toThrow(/lang/);
  });
});
