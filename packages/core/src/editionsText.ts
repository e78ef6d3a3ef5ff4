import {
  type BatchProgress,
  type ExamPhase,
  type ExamStatus,
  nextBatch,
  testPeriod,
} from './editionStatus.ts';
import { EDITIONS, type ExamEdition } from './editions.ts';
import { formatDateRange, formatDay, formatMonth } from './format.ts';
import { DEFAULT_LOCALE, type Locale, messagesFor } from './messages.ts';

/**
 * The words the site uses about an edition's timing, beside the status they describe, so every
 * page says the same thing in each phase, in each language: the sentences come from the edition
 * words of the catalogs (locales/en.editions.ts, hi.editions.ts), filled with dates in the
 * page's language. EDITION_TEXT is the English set, as the spec words it.
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
    'between-batches': 'Next batch soon',
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

/** The edition's name in a language: "October 2024", in Hindi "अक्टूबर 2024" (its first batch's month). */
export function editionName(edition: ExamEdition, locale: Locale = DEFAULT_LOCALE): string {
  return locale === DEFAULT_LOCALE ? edition.name : formatMonth(edition.batches[0].start, locale);
}

/**
 * The name of the edition `editionId` in a mail's language, for the servers that build mails from
 * a stored registration; an unknown id (an edition no longer listed) is said as the id itself.
 * Every mail goes through this, so a Hindi mail never prints "October 2024" (issue 39).
 */
export function editionNameOf(editionId: string, locale: Locale): string {
  const edition = EDITIONS.find((candidate) => candidate.id === editionId);
  return edition === undefined ? editionId : editionName(edition, locale);
}

/**
 * EDITION_TEXT in a language: the badges, batch labels and fixed lines of the edition words
 * (locales/en.editions.ts and its Hindi twin).
 */
export function editionTextFor(locale: Locale = DEFAULT_LOCALE) {
  const {
    liveNow,
    testIsLive,
    freeForAll,
    nextWindowAnnounced,
    phaseBadge,
    batchProgress,
    batchNote,
  } = messagesFor(locale).editions;
  return {
    liveNow,
    testIsLive,
    freeForAll,
    nextWindowAnnounced,
    phaseBadge,
    batchProgress,
    batchNote,
  };
}

/** "The October 2024 window has closed." */
export function closedSentence(edition: ExamEdition, locale: Locale = DEFAULT_LOCALE): string {
  return messagesFor(locale).editions.closedSentence({ editionName: editionName(edition, locale) });
}

/** "Free until October 2024": the introductory offer, shown only while it runs. */
export function freeUntilText(edition: ExamEdition, locale: Locale = DEFAULT_LOCALE): string {
  return messagesFor(locale).editions.freeUntilText({
    month: formatMonth(edition.offer.freeUntil, locale),
  });
}

/** One sentence answering "can I take it, and when?" in the status's phase. */
export function whenSentence(status: ExamStatus, locale: Locale = DEFAULT_LOCALE): string {
  const { phase, edition } = status;
  const words = messagesFor(locale).editions.whenSentence;
  // The window is the batches' span, the same days as /apex's batch cards and the registration.
  const window = formatDateRange(testPeriod(edition), locale);
  switch (phase) {
    case 'announced':
      return words.announced({
        editionName: editionName(edition, locale),
        registrationStart: formatDay(edition.registration.start, locale),
        window,
      });
    case 'registration-open':
      return words['registration-open']({ window });
    case 'live':
      return words.live({ window });
    case 'between-batches':
      return words['between-batches'](nextBatchValues(status, locale));
    case 'closed':
      return words.closed({ editionName: editionName(edition, locale) });
  }
}

/**
 * Between two batches: the next batch's number and dates (its own, not the edition's whole span,
 * which includes today).
 */
function nextBatchValues(status: ExamStatus, locale: Locale) {
  const next = nextBatch(status);
  const batch = next?.batch ?? status.edition.batches[0];
  return {
    batchNumber: next?.number ?? 1,
    nextWindow: formatDateRange(batch, locale),
  };
}

/** Why the grade links are not there (/page3 outside the live phase), and when they will be. */
export function noTestOpenSentence(status: ExamStatus, locale: Locale = DEFAULT_LOCALE): string {
  const { phase, edition } = status;
  const words = messagesFor(locale).editions.noTestOpenSentence;
  if (phase === 'closed') return words.closed({ editionName: editionName(edition, locale) });
  if (phase === 'between-batches') {
    return words.betweenBatches(nextBatchValues(status, locale));
  }
  return words.notYet({ testPeriod: formatDateRange(testPeriod(edition), locale) });
}
