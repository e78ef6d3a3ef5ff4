/** The three blockchain courses and their prices in rupees (spec section 9). */

export type CourseLevel = 'beginner' | 'intermediate' | 'expert';

export interface Course {
  readonly level: CourseLevel;
  readonly title: string;
  readonly priceRupees: number;
}

export const COURSES: readonly Course[] = [
  { level: 'beginner', title: 'Blockchain for Beginners', priceRupees: 2999 },
  { level: 'intermediate', title: 'Intermediate Blockchain Development', priceRupees: 3999 },
  { level: 'expert', title: 'Expert Blockchain Engineering', priceRupees: 5999 },
];

export const COURSE_LEVELS: readonly CourseLevel[] = COURSES.map((course) => course.level);

export function isCourseLevel(value: string): value is CourseLevel {
  return COURSE_LEVELS.some((level) => level === value);
}

export function findCourse(level: CourseLevel): Course {
  const course = COURSES.find((candidate) => candidate.level === level);
  if (course === undefined) throw new Error(`Unknown course level: ${level}`);
  return course;
}
