import { describe, expect, it } from 'vitest';
import { EXAM, GRADE_TEST_LINKS, LEARNING_RESOURCES } from './exam.ts';

describe('EXAM', () => {
  it('is a 40 minute test of Mathematics and English for grades 6 to 10', () => {
    expect(EXAM.durationMinutes).toBe(40);
    expect(EXAM.subjects).toEqual(['Mathematics', 'English']);
    expect(EXAM.grades).toEqual({ from: 6, to: 10 });
  });

  it('carries the name and the tagline of the marketing copy', () => {
    expect(EXAM.name).toBe('Apex');
    expect(EXAM.fullName).toBe('All India Skills and Language Exam');
    expect(EXAM.tagline).toBe('All India Skills and Language Exam, LIVE NOW!');
  });

  it('costs 299 rupees, free until October 2024', () => {
    expect(EXAM.originalPriceRupees).toBe(299);
    expect(EXAM.freeUntil).toEqual({ month: 'October', year: 2024 });
  });

  it('sends the certificate within 7 days', () => {
    expect(EXAM.certificateDeliveryDays).toBe(7);
  });

  it('runs Batch 1 from 5 to 15 October 2024 and Batch 2 from 17 to 25 October 2024', () => {
    expect(EXAM.batches).toEqual([
      { name: 'Batch 1', start: '2024-10-05', end: '2024-10-15' },
      { name: 'Batch 2', start: '2024-10-17', end: '2024-10-25' },
    ]);
  });

  it('advertises the 5 to 27 October window on the home page', () => {
    expect(EXAM.homeWindow).toEqual({ start: '2024-10-05', end: '2024-10-27' });
  });

  it('keeps every batch inside the advertised window', () => {
    for (const batch of EXAM.batches) {
      expect(batch.start >= EXAM.homeWindow.start).toBe(true);
      expect(batch.end <= EXAM.homeWindow.end).toBe(true);
      expect(batch.start <= batch.end).toBe(true);
    }
  });

  it('rewards scores above 95% with up to 2 lakh (home) or 1.7L to 2.5L vouchers (exam page)', () => {
    expect(EXAM.prize).toEqual({
      scoreAbovePercent: 95,
      homeUpToLakh: 2,
      voucherFromLakh: 1.7,
      voucherToLakh: 2.5,
    });
  });

  it('offers 20 minutes of career guidance', () => {
    expect(EXAM.careerGuidanceMinutes).toBe(20);
  });
});

describe('GRADE_TEST_LINKS', () => {
  it('has one link per grade, 6th to 10th, in order', () => {
    expect(GRADE_TEST_LINKS.map((link) => link.grade)).toEqual([6, 7, 8, 9, 10]);
  });

  it('covers exactly the grades the exam is for', () => {
    expect(GRADE_TEST_LINKS[0]?.grade).toBe(EXAM.grades.from);
    expect(GRADE_TEST_LINKS.at(-1)?.grade).toBe(EXAM.grades.to);
  });

  it('points every grade at its own secure address', () => {
    const urls = GRADE_TEST_LINKS.map((link) => new URL(link.url));
    expect(urls.every((url) => url.protocol === 'https:')).toBe(true);
    expect(new Set(urls.map(String)).size).toBe(GRADE_TEST_LINKS.length);
  });
});

describe('LEARNING_RESOURCES', () => {
  it('names the two open-course providers of the spec', () => {
    expect(LEARNING_RESOURCES.map((resource) => resource.provider)).toEqual([
      'British Council',
      'MIT OpenCourseWare',
    ]);
  });

  it('links each to a secure address', () => {
    for (const resource of LEARNING_RESOURCES) {
      expect(new URL(resource.url).protocol).toBe('https:');
      expect(resource.name).not.toBe('');
    }
  });
});
