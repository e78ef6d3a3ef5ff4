/**
 * Facts about the Apex exam that hold for every edition (spec sections 1 and 9). What changes from
 * one edition to the next (dates, price and offer, test links) lives in editions.ts.
 */

export interface LearningResource {
  readonly name: string;
  readonly provider: string;
  readonly url: string;
}

export const EXAM = {
  name: 'Apex',
  fullName: 'All India Skills and Language Exam',
  subjects: ['Mathematics', 'English'],
  durationMinutes: 40,
  grades: { from: 6, to: 10 },
  certificateDeliveryDays: 7,
  prize: {
    scoreAbovePercent: 95,
    /**
     * Gift vouchers worth from / to this many lakh rupees, on every page. The spec's home copy
     * says "up to 2 lakh rupees" where its facts say 1.7L to 2.5L: the facts win (docs/adr, one
     * set of facts), so one figure shows everywhere.
     */
    voucherFromLakh: 1.7,
    voucherToLakh: 2.5,
  },
  careerGuidanceMinutes: 20,
} as const;

export const LEARNING_RESOURCES: readonly LearningResource[] = [
  {
    name: 'English language MOOCs',
    provider: 'British Council',
    url: 'https://www.britishcouncil.org/english/online/mooc',
  },
  {
    name: 'Free course materials in mathematics and more',
    provider: 'MIT OpenCourseWare',
    url: 'https://ocw.mit.edu/',
  },
];
