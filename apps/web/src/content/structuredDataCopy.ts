import { AGENCY, type Course, type CourseLevel, EXAM, type Locale } from '@apex/core';
import { SITE_COPY } from './siteCopy.ts';

const HI_LEVEL: Record<CourseLevel, string> = {
  beginner: 'शुरुआती',
  intermediate: 'मध्यम',
  expert: 'विशेषज्ञ',
};

/** The sentences of the structured data, in each language (docs/glossary.md for the terms). */
export const STRUCTURED_DATA_COPY = {
  en: {
    organization: SITE_COPY.en.siteDescription,
    course: (course: Course) =>
      `${course.title}: a ${course.level}-level blockchain course from ${AGENCY.name}.`,
    eventName: (batchName: string) => `${EXAM.name}: ${SITE_COPY.en.examFullName}, ${batchName}`,
    event: (range: string) =>
      `A ${EXAM.durationMinutes}-minute ${EXAM.subjects.join(' and ')} test for grades ${EXAM.grades.from} to ${EXAM.grades.to}, online, any time from ${range}.`,
    batchName: (name: string) => name,
  },
  hi: {
    organization: SITE_COPY.hi.siteDescription,
    course: (course: Course) =>
      `${course.title}: ${AGENCY.name} का ${HI_LEVEL[course.level]} स्तर का ब्लॉकचेन कोर्स।`,
    eventName: (batchName: string) => `${EXAM.name}: ${SITE_COPY.hi.examFullName}, ${batchName}`,
    event: (range: string) =>
      `कक्षा\u00a0${EXAM.grades.from} से ${EXAM.grades.to} के लिए ${EXAM.durationMinutes}\u00a0मिनट की गणित और अंग्रेज़ी की ऑनलाइन परीक्षा, ${range} के बीच कभी भी।`,
    batchName: (name: string) => name.replace(/^Batch\b/, 'बैच'),
  },
} as const satisfies Record<Locale, object>;
