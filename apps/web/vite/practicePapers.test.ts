// @vitest-environment node
import { readFileSync } from 'node:fs';
import type { StoredPaper } from '@apex/core/papers';
import { importPaper } from '@apex/server/papers';
import { describe, expect, it } from 'vitest';
import {
  PRACTICE_GRADES,
  PRACTICE_PAPER_MODULE,
  practiceGradeOf,
  practicePaperModule,
  practiceSourceFile,
} from './practicePapers.ts';

const sourceOf = (grade: number): unknown =>
  JSON.parse(readFileSync(practiceSourceFile(grade), 'utf8'));

/** The paper a module exports, read back from its code. */
function storedIn(code: string): StoredPaper {
  return JSON.parse(code.replace(/^export default /, '').replace(/;\n$/, ''));
}

describe('the practice papers', () => {
  it.each(PRACTICE_GRADES)(
    'Grade %i: a short paper of every item kind, its maths in MathML',
    (grade) => {
      const paper = storedIn(practicePaperModule(grade, sourceOf(grade), importPaper));
      const items = paper.sections.flatMap((section) => section.items);

      expect(paper.grade).toBe(grade);
      expect(paper.minutes).toBe(10);
      expect(paper.sections.map((section) => section.subject)).toEqual(['english', 'mathematics']);
      expect(items.length).toBeGreaterThanOrEqual(6);
      expect(items.length).toBeLessThanOrEqual(8);
      expect(new Set(items.map((item) => item.kind))).toEqual(
        new Set(['single-choice', 'multiple-response', 'numeric', 'short-text']),
      );
      const code = JSON.stringify(paper);
      expect(code).toContain('"mathml":"<math');
      // The TeX is gone: the page receives MathML and plain text only.
      expect(code).not.toMatch(/\\frac|\$/);
    },
  );
});

describe('practicePaperModule', () => {
  it('refuses a paper with problems, naming each with its place', () => {
    const source = sourceOf(6) as { sections: { marks: number }[] };
    const broken = { ...source, minutes: 11 };

    expect(() => practicePaperModule(6, broken, importPaper)).toThrow(
      /Grade 6 practice paper has problems:\nminutes: is 11/,
    );
  });

  it('refuses a paper filed under another grade', () => {
    expect(() => practicePaperModule(7, sourceOf(6), importPaper)).toThrow(
      'grade-7.json holds a paper for Grade 6',
    );
  });
});

describe('practiceGradeOf', () => {
  it('reads the grade of a practice module, and nothing else', () => {
    expect(practiceGradeOf(`${PRACTICE_PAPER_MODULE}8`)).toBe(8);
    expect(practiceGradeOf(`${PRACTICE_PAPER_MODULE}5`)).toBeUndefined();
    expect(practiceGradeOf('virtual:other/8')).toBeUndefined();
  });
});
