import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Issue 31: every word a visitor reads comes from the catalogs (@apex/core) or content/, and a
 * component never chooses words by language. These checks read the source, so a Hindi sentence
 * typed into a component, or a `locale === 'hi'` branch, fails here before a reviewer finds it.
 */
const SRC = join(dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|css)$/.test(entry.name) ? [path] : [];
  });
}

const files = sourceFiles(SRC)
  .map((path) => relative(SRC, path).split('\\').join('/'))
  .filter((path) => !/\.test\.tsx?$/.test(path) && !path.startsWith('testing/'));

/** Where Hindi may be written (page heads too: content/pageHeads.ts). */
const HINDI_ALLOWED = [/^content\//];

const DEVANAGARI = /[\u0900-\u097F]/u;

/** A language code compared with anything: `locale === 'hi'`, `'en' !== lang`, `case 'hi':`. */
const LANGUAGE_BRANCH =
  /[!=]==?\s*['"`](en|hi)['"`]|['"`](en|hi)['"`]\s*[!=]==?|case\s+['"`](en|hi)['"`]/;

/** The folders of what renders: components, pages, features and layouts. */
const RENDERING = /^(components|pages|features|layouts)\//;

function read(path: string): string {
  return readFileSync(join(SRC, path), 'utf8');
}

describe('words in one place', () => {
  it('finds the source files it checks', () => {
    expect(files).toContain('components/apex/ApexHero.tsx');
    expect(files).toContain('content/siteCopy.ts');
  });

  it('writes Devanagari only in content/ (and the catalogs in @apex/core)', () => {
    const offenders = files.filter(
      (path) => !HINDI_ALLOWED.some((allowed) => allowed.test(path)) && DEVANAGARI.test(read(path)),
    );
    expect(offenders).toEqual([]);
  });

  it('has no component that branches on the page’s language', () => {
    const offenders = files
      .filter((path) => RENDERING.test(path))
      .flatMap((path) =>
        read(path)
          .split('\n')
          .flatMap((line, index) => (LANGUAGE_BRANCH.test(line) ? [`${path}:${index + 1}`] : [])),
      );
    expect(offenders).toEqual([]);
  });

  it('recognises a language branch and Hindi in any form', () => {
    expect(LANGUAGE_BRANCH.test("locale === 'hi' ? 'x' : 'y'")).toBe(true);
    expect(LANGUAGE_BRANCH.test("if ('en' !== lang)")).toBe(true);
    expect(LANGUAGE_BRANCH.test("case 'hi':")).toBe(true);
    expect(LANGUAGE_BRANCH.test('locale === DEFAULT_LOCALE')).toBe(false);
    expect(DEVANAGARI.test('परीक्षा')).toBe(true);
    expect(DEVANAGARI.test('Apex exam')).toBe(false);
  });
});
