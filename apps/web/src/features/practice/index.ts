/** The practice papers (issue 40 step 6): a short paper per grade, checked on the device. */
export { Practice } from './Practice.tsx';
export { type PracticeGrade, practiceGradeOf } from './practicePapers.ts';
