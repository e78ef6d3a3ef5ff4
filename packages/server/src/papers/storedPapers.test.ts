import { EDITION_2024, EDITIONS } from '@apex/core';
import { describe, expect, it } from 'vitest';
import { SAMPLE_PAPERS } from './samples/index.ts';
import { assignmentRefusal, uploadPaper } from './storedPapers.ts';

const GRADE_8 = SAMPLE_PAPERS.find((paper) => paper.grade === 8);

describe('uploadPaper', () => {
  it('stores a right paper under its own id, with a preview that holds no key', () => {
    const upload = uploadPaper(GRADE_8);
    if (!upload.ok) throw new Error(JSON.stringify(upload.problems));
    expect(upload.paperId).toBe(GRADE_8?.id);
    expect(upload.stored.sections[0]?.items[0]).toHaveProperty('answer');
    const json = JSON.stringify(upload.preview);
    expect(json).not.toContain('"answer"');
    expect(json).not.toContain('"tolerance"');
    // The author's order: every item at the place its problems would be named by.
    expect(upload.preview.sections.map((s) => s.items.map((i) => i.id))).toEqual(
      upload.stored.sections.map((s) => s.items.map((i) => i.id)),
    );
  });

  it('names every problem of a broken paper at its place, and stores nothing', () => {
    const broken = { ...GRADE_8, grade: 12, title: { en: 'A paper' } };
    const upload = uploadPaper(broken);
    expect(upload.ok).toBe(false);
    if (upload.ok) return;
    expect(upload.problems.map((problem) => problem.place)).toEqual(
      expect.arrayContaining(['grade', 'title.hi']),
    );
    expect(upload).not.toHaveProperty('stored');
  });
});

describe('assignmentRefusal', () => {
  it('assigns a paper to its own grade of a listed edition', () => {
    expect(assignmentRefusal(EDITIONS, EDITION_2024.id, 8, { grade: 8 })).toBeNull();
  });

  it('refuses an unknown edition, a paper nobody stored, and a paper for another grade', () => {
    expect(assignmentRefusal(EDITIONS, '1999', 8, { grade: 8 })).toBe(
      'registration/unknown-edition',
    );
    expect(assignmentRefusal(EDITIONS, EDITION_2024.id, 8, null)).toBe('organiser/paper-unknown');
    expect(assignmentRefusal(EDITIONS, EDITION_2024.id, 9, { grade: 8 })).toBe(
      'organiser/paper-grade',
    );
    expect(assignmentRefusal(EDITIONS, EDITION_2024.id, 11, { grade: 11 })).toBe(
      'organiser/paper-grade',
    );
  });
});
