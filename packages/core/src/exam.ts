/** Facts about the Apex exam (spec sections 1 and 9). Dates are ISO days, read as Indian dates. */

export interface IsoDateRange {
  readonly start: string;
  readonly end: string;
}

export interface ExamBatch extends IsoDateRange {
  readonly name: string;
}

export interface GradeTestLink {
  readonly grade: number;
  readonly url: string;
}

export interface LearningResource {
  readonly name: string;
  readonly provider: string;
  readonly url: string;
}

export const EXAM = {
  name: 'Apex',
  fullName: 'All India Skills and Language Exam',
  tagline: 'All India Skills and Language Exam, LIVE NOW!',
  subjects: ['Mathematics', 'English'],
  durationMinutes: 40,
  grades: { from: 6, to: 10 },
  originalPriceRupees: 299,
  /** The introductory offer: free until the end of this month. */
  freeUntil: { month: 'October', year: 2024 },
  certificateDeliveryDays: 7,
  /** The window the home page advertises. */
  homeWindow: { start: '2024-10-05', end: '2024-10-27' },
  batches: [
    { name: 'Batch 1', start: '2024-10-05', end: '2024-10-15' },
    { name: 'Batch 2', start: '2024-10-17', end: '2024-10-25' },
  ],
  prize: {
    scoreAbovePercent: 95,
    /** Home page copy: educational gifts worth up to this many lakh rupees. */
    homeUpToLakh: 2,
    /** Exam page copy: gift vouchers worth from / to this many lakh rupees. */
    voucherFromLakh: 1.7,
    voucherToLakh: 2.5,
  },
  careerGuidanceMinutes: 20,
} as const satisfies {
  batches: readonly ExamBatch[];
  homeWindow: IsoDateRange;
  [key: string]: unknown;
};

/**
 * One external test-hosting link per grade. These are configuration: replace the addresses here
 * with the live test links before each exam window. `.example` addresses are placeholders that
 * never resolve to somebody else's site.
 */
export const GRADE_TEST_LINKS: readonly GradeTestLink[] = [6, 7, 8, 9, 10].map((grade) => ({
  grade,
  url: `https://tests.apex-exam.example/grade-${grade}`,
}));

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
