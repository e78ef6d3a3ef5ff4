import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineStyleHashes, inlineStylesheets, withStyleSrcPolicy } from './inlineStyles.ts';

const sha = (css: string) =>
  `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;

describe('inlineStylesheets', () => {
  it('puts each linked stylesheet in a <style> and leaves other links alone', () => {
    const html =
      '<head><link rel="icon" href="/icon.svg" /><link rel="stylesheet" crossorigin href="/assets/s.css"></head>';
    const files: Record<string, string> = { '/assets/s.css': 'body{margin:0}' };
    expect(inlineStylesheets(html, (href) => files[href] ?? '')).toBe(
      '<head><link rel="icon" href="/icon.svg" /><style>body{margin:0}</style></head>',
    );
  });

  it('refuses a stylesheet that would close the <style> element early', () => {
    const html = '<link rel="stylesheet" href="/a.css">';
    expect(() => inlineStylesheets(html, () => 'a{}</style><script>')).toThrow(/a\.css/);
  });
});

describe('inlineStyleHashes', () => {
  it('hashes every distinct <style> body across the pages, as CSP sources', () => {
    const pages = [
      '<style data-href="tokens">:root{--a:1}</style><style>body{margin:0}</style>',
      '<style>body{margin:0}</style>',
      '<p>no styles</p>',
    ];
    expect(inlineStyleHashes(pages)).toEqual([sha(':root{--a:1}'), sha('body{margin:0}')]);
  });
});

describe('withStyleSrcPolicy', () => {
  it('puts the style policy right after the charset, before any style', () => {
    const html = '<head><meta charset="UTF-8" /><style>a{}</style></head>';
    expect(withStyleSrcPolicy(html, [sha('a{}')])).toBe(
      `<head><meta charset="UTF-8" />\n    <meta http-equiv="Content-Security-Policy" content="style-src 'self' ${sha('a{}')}" /><style>a{}</style></head>`,
    );
  });

  it('refuses a page without a charset to anchor it', () => {
    expect(() => withStyleSrcPolicy('<head></head>', [])).toThrow(/charset/);
  });
});
