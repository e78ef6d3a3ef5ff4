import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Issue 31: Devanagari is set without letter-spacing or capitals, in a named Devanagari font, with
 * headings tall enough for matras. The language-dependent values live in tokens.css; every
 * stylesheet reads them, so a label tracked or uppercased by hand fails here.
 */
const SRC = join(dirname(fileURLToPath(import.meta.url)), '..');
const tokens = readFileSync(join(SRC, 'styles/tokens.css'), 'utf8');

function stylesheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return stylesheets(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

/** The declarations of the first rule whose selector is exactly `selector`. */
function block(css: string, selector: string): string {
  const start = css.indexOf(`\n${selector} {`);
  expect(start).toBeGreaterThanOrEqual(0);
  return css.slice(start, css.indexOf('\n}', start));
}

/** Letter-spacing the Latin registration number may keep: it is digits and capitals only. */
const LATIN_ONLY = ['features/registration/registration.module.css'];

describe('Devanagari typography', () => {
  it(':lang(hi) turns off tracking and capitals, names Devanagari fonts and opens the headings', () => {
    const hindi = block(tokens, ':lang(hi)');
    expect(hindi).toMatch(/--tracking-label: normal;/);
    expect(hindi).toMatch(/--tracking-badge: normal;/);
    expect(hindi).toMatch(/--tracking-heading: normal;/);
    expect(hindi).toMatch(/--case-label: none;/);
    expect(hindi).toMatch(
      /--font-body:\s*"Noto Sans Devanagari", "Nirmala UI", "Kohinoor Devanagari",/,
    );
    expect(hindi).toMatch(/--line-height-heading: 1\.3;/);
  });

  it('gives an English phrase inside a Hindi page (lang="en") the Latin settings back', () => {
    const english = block(tokens, ':lang(en)');
    expect(english).toMatch(/--tracking-label: 0\.08em;/);
    expect(english).toMatch(/--case-label: uppercase;/);
  });

  it('has no stylesheet that tracks or uppercases text except through the tokens', () => {
    const offenders = stylesheets(SRC)
      .map((path) => relative(SRC, path).split('\\').join('/'))
      .filter((path) => path !== 'styles/tokens.css' && !LATIN_ONLY.includes(path))
      .flatMap((path) =>
        readFileSync(join(SRC, path), 'utf8')
          .split('\n')
          .filter((line) => /text-transform:\s*uppercase|letter-spacing:\s*0?\.\d/.test(line))
          .map((line) => `${path}: ${line.trim()}`),
      );
    expect(offenders).toEqual([]);
  });

  it('sets headings with the language’s line height and tracking', () => {
    const global = readFileSync(join(SRC, 'styles/global.css'), 'utf8');
    expect(global).toMatch(/line-height: var\(--line-height-heading\);/);
    expect(global).toMatch(/letter-spacing: var\(--tracking-heading\);/);
  });
});
