import { describe, expect, it } from 'vitest';
import { EXAM, LEARNING_RESOURCES } from './exam.ts';

describe('EXAM', () => {
  it('is a 40 minute test of Mathematics and English for grades 6 to 10', () => {
    expect(EXAM.durationMinutes).toBe(40);
    expect(EXAM.subjects).toEqual(['Mathematics', 'English']);
    expect(EXAM.grades).toEqual({ from: 6, to: 10 });
  });

  it('carries the name of the marketing copy', () => {
    expect(EXAM.name).toBe('Apex');
    expect(EXAM.fullName).toBe('All India Skills and Language Exam');
  });

  it('sends the certificate within 7 days', () => {
    expect(EXAM.certificateDeliveryDays).toBe(7);
  });

  it('rewards scores above 95% with up to 2 lakh (home) or 1.7L to 2.5L vouchers (exam page)', () => {
    expect(EXAM.prize).toEqual({
      scoreAbovePercent: 95,
      voucherFromLakh: 1.7,
      voucherToLakh: 2.5,
    });
  });

  it('offers 20 minutes of career guidance', () => {
    expect(EXAM.careerGuidanceMinutes).toBe(20);
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
