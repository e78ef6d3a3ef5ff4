import { describe, expect, it } from 'vitest';
import { COURSE_LEVELS, COURSES, type CourseLevel, findCourse, isCourseLevel } from './courses.ts';

describe('COURSES', () => {
  it('are the three blockchain courses at 2999, 3999 and 5999 rupees', () => {
    expect(COURSES.map(({ level, priceRupees }) => [level, priceRupees])).toEqual([
      ['beginner', 2999],
      ['intermediate', 3999],
      ['expert', 5999],
    ]);
  });

  it('each have a blockchain title', () => {
    for (const course of COURSES) expect(course.title).toMatch(/Blockchain/);
  });

  it('list their levels in order', () => {
    expect(COURSE_LEVELS).toEqual(['beginner', 'intermediate', 'expert']);
  });
});

describe('isCourseLevel', () => {
  it.each(['beginner', 'intermediate', 'expert'])('accepts %s', (value) => {
    expect(isCourseLevel(value)).toBe(true);
  });

  it.each(['', 'Beginner', 'master', 'apex'])('refuses %j', (value) => {
    expect(isCourseLevel(value)).toBe(false);
  });
});

describe('findCourse', () => {
  it('finds each course by its level', () => {
    expect(findCourse('intermediate')).toEqual({
      level: 'intermediate',
      title: 'Intermediate Blockchain Development',
      priceRupees: 3999,
    });
  });

  it('throws for a level that is not a course (e.g. an unchecked URL segment)', () => {
    const unchecked = 'master' as CourseLevel;
    expect(() => findCourse(unchecked)).toThrow('Unknown course level: master');
  });
});
