import type { IsoDay } from './istDate.ts';

/**
 * Each exam edition: when it runs, what it costs and where its tests are. Adding the next edition
 * is adding one object to EDITIONS (docs/content.md); every page, the structured data and the
 * phase badges follow from these facts and today's Indian date (editionStatus.ts).
 * Days are ISO days read as Indian dates: a range includes both its first and its last day.
 */

export interface IsoDateRange {
  readonly start: IsoDay;
  readonly end: IsoDay;
}

export interface ExamBatch extends IsoDateRange {
  readonly name: string;
}

export interface GradeTestLink {
  readonly grade: number;
  readonly url: string;
}

/**
 * How a grade's test is delivered: by a link to an external test host (the 2024 edition), or by
 * the built-in test, taken on this site from the candidate's registration page (issue 40).
 */
export type TestDelivery =
  | { readonly kind: 'external'; readonly url: string }
  | { readonly kind: 'built-in' };

export interface GradeTest {
  readonly grade: number;
  readonly delivery: TestDelivery;
}

export interface EditionOffer {
  readonly originalPriceRupees: number;
  /** The introductory offer is free through this day; the copy names its month ("Free until October 2024"). */
  readonly freeUntil: IsoDay;
}

export interface ExamEdition {
  /** Stable identifier, e.g. "2024". */
  readonly id: string;
  /** How the copy names the edition's window, e.g. "October 2024". */
  readonly name: string;
  /**
   * When families can register, before and during the batches. Its last day is the last batch's
   * last day at the latest: nobody registers for a test that can no longer be taken.
   */
  readonly registration: IsoDateRange;
  /**
   * The batches in date order; the edition is live from the first one's start to the last one's
   * end, and that span is the window every page quotes (testPeriod in editionStatus.ts).
   */
  readonly batches: readonly [ExamBatch, ...ExamBatch[]];
  readonly offer: EditionOffer;
  /**
   * One test per grade, in grade order, each delivered its own way; the site opens an external
   * link only while the edition is live.
   */
  readonly tests: readonly GradeTest[];
  /**
   * The day its registrations must be gone: DATA_RETENTION_MONTHS after the last test day, as the
   * consent notice promises (retention.ts; a test keeps the two in step).
   */
  readonly dataDeleteBy: IsoDay;
}

/**
 * The 2024 edition: the spec's facts (sections 1 and 9). The spec gives no registration period;
 * registration opened on 1st September 2024 and closed with the last batch (ADR 0046). The spec's
 * home copy quotes a window to 27th October, two days past Batch 2: the batches win, so no page
 * quotes a day on which the test cannot be taken (docs/adr, one set of facts).
 * `.example` test addresses are placeholders that never resolve to somebody else's site.
 */
export const EDITION_2024: ExamEdition = {
  id: '2024',
  name: 'October 2024',
  registration: { start: '2024-09-01', end: '2024-10-25' },
  batches: [
    { name: 'Batch 1', start: '2024-10-05', end: '2024-10-15' },
    { name: 'Batch 2', start: '2024-10-17', end: '2024-10-25' },
  ],
  offer: { originalPriceRupees: 299, freeUntil: '2024-10-31' },
  tests: [6, 7, 8, 9, 10].map((grade) => ({
    grade,
    delivery: { kind: 'external', url: `https://tests.apex-exam.example/grade-${grade}` },
  })),
  dataDeleteBy: '2025-10-25',
};

/** Every edition, oldest first. Announce the next one by appending it (docs/content.md). */
export const EDITIONS: readonly [ExamEdition, ...ExamEdition[]] = [EDITION_2024];

/** The edition's grades whose test is an external link, each with its link, in grade order. */
export function externalTestLinks(edition: ExamEdition): readonly GradeTestLink[] {
  return edition.tests.flatMap(({ grade, delivery }) =>
    delivery.kind === 'external' ? [{ grade, url: delivery.url }] : [],
  );
}

/** The edition's grades whose test is the built-in one, in grade order. */
export function builtInGrades(edition: ExamEdition): readonly number[] {
  return edition.tests.flatMap(({ grade, delivery }) =>
    delivery.kind === 'built-in' ? [grade] : [],
  );
}

/** How the grade's test is delivered in the edition; undefined for a grade it has no test for. */
export function deliveryOf(edition: ExamEdition, grade: number): TestDelivery | undefined {
  return edition.tests.find((test) => test.grade === grade)?.delivery;
}
