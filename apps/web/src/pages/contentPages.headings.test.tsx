import { describe, expect, it } from 'vitest';
import { renderApp } from '../testing/renderApp.tsx';

/** The levels of the headings in the document, in reading order. */
function headingLevels(): number[] {
  return [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) =>
    Number(heading.tagName.slice(1)),
  );
}

/** Each heading that is more than one level below the heading before it (h1 followed by h3). */
function skippedLevels(levels: number[]): string[] {
  return levels.flatMap((level, index) => {
    const previous = index === 0 ? 0 : (levels[index - 1] ?? 0);
    return level > previous + 1 ? [`h${previous} -> h${level}`] : [];
  });
}

// A screen reader's list of headings, and the Nu HTML checker (check:html), read these pages as an
// outline: a level skipped under the page's h1 reads as a missing section.
describe.each(['/work', '/services', '/community', '/hi/work', '/hi/services', '/hi/community'])(
  'the headings of %s',
  (route) => {
    it('open with one h1 and never skip a level', () => {
      renderApp({ route });
      const levels = headingLevels();
      expect(levels.filter((level) => level === 1)).toHaveLength(1);
      expect(skippedLevels(levels)).toEqual([]);
    });
  },
);
