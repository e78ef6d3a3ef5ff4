import {
  type BatchProgress,
  type ExamPhase,
  type ExamStatus,
  testPeriod,
} from './editionStatus.ts';
import type { ExamEdition } from './editions.ts';
import { formatDateRange, formatDay, formatMonth } from './format.ts';

/**
 * The words the site uses about an edition's timing, beside the status they describe, so every
 * page says the same thing in each phase. (Kept in one module for the message dictionary.)
 */
export const EDITION_TEXT = {
  /** The home badge while live: the rest of the spec's tagline after the exam's full name. */
  liveNow: 'LIVE NOW!',
  /** The /apex banner's heading while live (spec section 2). */
  testIsLive: 'Test Is Live',
  freeForAll: 'Free For All',
  nextWindowAnnounced: 'The next window will be announced here.',
  /** The short badge each phase shows where the live badge sits. */
  phaseBadge: {
    announced: 'Coming soon',
    'registration-open': 'Registration open',
    live: 'LIVE NOW!',
    closed: 'Window closed',
  } satisfies Record<ExamPhase, string>,
  /** Each batch is marked in words, never by colour alone. */
  batchProgress: {
    past: 'Past',
    'in-progress': 'In progress',
    upcoming: 'Upcoming',
  } satisfies Record<BatchProgress, string>,
  /** The line under a batch's dates: an invitation only while the batch is still to be taken. */
  batchNote: {
    past: 'This batch has ended.',
    'in-progress': 'Attend anytime, from anywhere, within these dates.',
    upcoming: 'Attend anytime, from anywhere, within these dates.',
  } satisfies Record<BatchProgress, string>,
} as const;

/** "The October 2024 window has closed." */
export function closedSentence(edition: ExamEdition): string {
  return `The ${edition.name} window has closed.`;
}

/** "Free until October 2024": the introductory offer, shown only while it runs. */
export function freeUntilText(edition: ExamEdition): string {
  return `Free until ${formatMonth(edition.offer.freeUntil)}`;
}

/** One sentence answering "can I take it, and when?" in the status's phase. */
export function whenSentence({ phase, edition }: ExamStatus): string {
  switch (phase) {
    case 'announced':
      return `Registration for the ${edition.name} window opens on ${formatDay(edition.registration.start)}; the test runs ${formatDateRange(edition.window)}.`;
    case 'registration-open':
      return `Registration is open. Attend anytime, from anywhere, between ${formatDateRange(edition.window)}.`;
    case 'live':
      return `Attend anytime, from anywhere, between ${formatDateRange(edition.window)}.`;
    case 'closed':
      return `${closedSentence(edition)} ${EDITION_TEXT.nextWindowAnnounced}`;
  }
}

/** Why the grade links are not there (/page3 outside the live phase), and when they will be. */
export function noTestOpenSentence({ phase, edition }: ExamStatus): string {
  if (phase === 'closed') {
    return `${closedSentence(edition)} No test is open now. ${EDITION_TEXT.nextWindowAnnounced}`;
  }
  return `No test is open yet. You can take the test from ${formatDateRange(testPeriod(edition))}.`;
}
