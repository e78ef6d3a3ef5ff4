import type { BatchProgress, ExamPhase } from '../editionStatus.ts';
import type { CatalogOf } from './catalog.ts';

/**
 * The words about an edition's timing (editionsText.ts) as ICU MessageFormat strings, for the i18n
 * runtime: EDITION_TEXT's entries verbatim, and one message per sentence function. A sentence
 * that differs by phase is one message per phase, keyed like `phaseBadge`. The placeholders are
 * the values the functions insert, already formatted (formatDay, formatMonth, formatDateRange in
 * the page's language):
 * - `editionName`: the edition's name, e.g. "October 2024";
 * - `month`: formatMonth(edition.offer.freeUntil);
 * - `registrationStart`: formatDay(edition.registration.start);
 * - `window`: formatDateRange(testPeriod(edition)), the first batch's first day to the last one's last;
 * - `testPeriod`: formatDateRange(testPeriod(edition));
 * - between two batches, `batchNumber` (from 1) and `nextWindow` (formatDateRange) of the next batch.
 * hi.test.ts holds these to EDITION_TEXT and to the functions' output.
 */
export const enEditions = {
  liveNow: 'LIVE NOW!',
  testIsLive: 'Test Is Live',
  freeForAll: 'Free For All',
  nextWindowAnnounced: 'The next window will be announced here.',
  phaseBadge: {
    announced: 'Coming soon',
    'registration-open': 'Registration open',
    live: 'LIVE NOW!',
    'between-batches': 'Next batch soon',
    closed: 'Window closed',
  } as const satisfies Record<ExamPhase, string>,
  batchProgress: {
    past: 'Past',
    'in-progress': 'In progress',
    upcoming: 'Upcoming',
  } as const satisfies Record<BatchProgress, string>,
  batchNote: {
    past: 'This batch has ended.',
    'in-progress': 'Attend anytime, from anywhere, within these dates.',
    upcoming: 'Attend anytime, from anywhere, within these dates.',
  } as const satisfies Record<BatchProgress, string>,
  /** closedSentence(edition). */
  closedSentence: 'The {editionName} window has closed.',
  /** freeUntilText(edition). */
  freeUntilText: 'Free until {month}',
  /** whenSentence(status), by the status's phase. */
  whenSentence: {
    announced:
      'Registration for the {editionName} window opens on {registrationStart}; the test runs {window}.',
    'registration-open': 'Registration is open. Attend anytime, from anywhere, between {window}.',
    live: 'Attend anytime, from anywhere, between {window}.',
    'between-batches':
      'No test is open today. Batch {batchNumber} runs from {nextWindow}: attend anytime, from anywhere, within those dates.',
    closed: 'The {editionName} window has closed. The next window will be announced here.',
  } as const satisfies Record<ExamPhase, string>,
  /** noTestOpenSentence(status): `closed` once the window has closed, `notYet` before it opens. */
  noTestOpenSentence: {
    closed:
      'The {editionName} window has closed. No test is open now. The next window will be announced here.',
    notYet: 'No test is open yet. You can take the test from {testPeriod}.',
    betweenBatches:
      'No test is open today. You can take the test in Batch {batchNumber}, from {nextWindow}.',
  },
} as const;

/** The shape every language's edition words have: enEditions's keys, one message each. */
export type EditionMessages = CatalogOf<typeof enEditions>;
