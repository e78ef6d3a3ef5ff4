import { describe, expect, it } from 'vitest';
import { importPaper } from './importPaper.ts';
import { SAMPLE_PAPERS } from './samples/index.ts';

describe('the sample papers for grades 6 to 10', () => {
  it('are one per grade', () => {
    expect(SAMPLE_PAPERS.map((paper) => paper.grade)).toEqual([6, 7, 8, 9, 10]);
  });

  it.each(SAMPLE_PAPERS.map((paper) => [paper.grade, paper] as const))(
    'grade %i: the schema and every check accept it, its TeX becomes MathML',
    (_grade, source) => {
      const result = importPaper(source);

      expect(result.ok ? [] : result.problems).toEqual([]);
      const items = source.sections.flatMap((section) => section.items);
      expect(items.length).toBeGreaterThanOrEqual(18);
      expect(new Set(items.map((item) => item.kind))).toEqual(
        new Set(['single-choice', 'multiple-response', 'numeric', 'short-text']),
      );
      expect(source.sections.map((section) => section.subject)).toEqual(['english', 'mathematics']);
      expect(JSON.stringify(result)).toContain('<math>');
    },
  );
});
