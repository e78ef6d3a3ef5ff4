import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AVOIDED_WORDINGS, NUMBER_SPLIT_FROM_UNIT } from '@apex/core';
import { describe, expect, it } from 'vitest';
import { COURSE_CONTENT, COURSE_PAGE_COPY } from './courseContent.ts';

/**
 * The mixed pairs of the Hindi review (docs/glossary.md, "Words the site does not use") stay out
 * of content/ and the Hindi page heads, as hi.test.ts keeps them out of the catalogs.
 */
const here = dirname(fileURLToPath(import.meta.url));
const sources = readdirSync(here)
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
  .map((name) => join(here, name));

describe.each(sources)('%s', (path) => {
  it('uses none of the wordings the glossary avoids', () => {
    const text = readFileSync(path, 'utf8');
    const found = AVOIDED_WORDINGS.filter(({ pattern }) => new RegExp(pattern, 'u').test(text)).map(
      ({ pattern, use }) => `${pattern} -> ${use}`,
    );
    expect(found).toEqual([]);
  });

  it('keeps each number on the line of its unit in the Hindi (a no-break space: 7\u00a0दिन)', () => {
    // The Hindi lines of the source, comments aside: a `${constant} दिन` is caught before it is
    // filled in, and English lines keep their plain spaces (docs/adr/0077).
    const split = readFileSync(path, 'utf8')
      .split('\n')
      .filter((line) => /[\u0900-\u097F]/u.test(line) && !/^\s*(\/\/|\*|\/\*)/.test(line))
      .filter((line) => NUMBER_SPLIT_FROM_UNIT.test(line))
      .map((line) => line.trim());
    expect(split).toEqual([]);
  });
});

describe('the Hindi course outcomes', () => {
  it('each finish the heading "कोर्स पूरा करके आप ये कर पाएँगे:" in the same mood', () => {
    expect(COURSE_PAGE_COPY.hi.outcomesHeading).toBe('कोर्स पूरा करके आप ये कर पाएँगे:');
    for (const course of Object.values(COURSE_CONTENT.hi)) {
      for (const outcome of course.outcomes) expect(outcome).toMatch(/ पाएँगे( कि |$)/);
    }
  });
});
