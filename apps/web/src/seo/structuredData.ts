import {
  AGENCY,
  COURSES,
  type Course,
  DEFAULT_LOCALE,
  type ExamStatus,
  formatDateRange,
  type Locale,
} from '@apex/core';
import { ORGANISER } from '../config/organiser.ts';
import { STRUCTURED_DATA_COPY as WORDS } from '../content/structuredDataCopy.ts';
import { localizedHref } from '../routes/localePath.ts';
import { routes } from '../routes/paths.ts';

/**
 * schema.org descriptions of what the site offers, built from the facts in @apex/core so search
 * results show the same prices and dates as the pages. Pure data: JsonLd.tsx serializes it.
 */

export type JsonLdObject = { readonly [key: string]: JsonLdValue };
export type JsonLdValue = string | number | boolean | JsonLdObject | readonly JsonLdValue[];

const CONTEXT = 'https://schema.org';

/** The square logo served from public/ (also the web manifest's icon). */
export const LOGO_PATH = '/icon-512.png';

/** A page's absolute URL in `locale`: a Hindi page's data points at the Hindi pages. */
const absolute = (origin: string, path: string, locale: Locale = DEFAULT_LOCALE) =>
  new URL(localizedHref(path, locale), origin).href;

function organizationRef(origin: string, locale: Locale = DEFAULT_LOCALE): JsonLdObject {
  return {
    '@type': 'Organization',
    name: AGENCY.name,
    url: absolute(origin, routes.home.path, locale),
  };
}

export function organizationLd(origin: string, locale: Locale = DEFAULT_LOCALE): JsonLdObject {
  return {
    '@context': CONTEXT,
    ...organizationRef(origin, locale),
    description: WORDS[locale].organization,
    logo: absolute(origin, LOGO_PATH),
    email: ORGANISER.supportEmail,
    sameAs: Object.values(AGENCY.social),
  };
}

export function courseLd(
  origin: string,
  course: Course,
  locale: Locale = DEFAULT_LOCALE,
): JsonLdObject {
  const url = absolute(origin, routes[course.level].path, locale);
  return {
    '@context': CONTEXT,
    '@type': 'Course',
    name: course.title,
    description: WORDS[locale].course(course),
    url,
    provider: organizationRef(origin, locale),
    offers: {
      '@type': 'Offer',
      category: 'Paid',
      price: course.priceRupees,
      priceCurrency: 'INR',
      url,
    },
  };
}

/**
 * The batches of the running or next edition, as online events. Only that edition is presented:
 * once the latest window has closed there is no exam event to offer (docs/adr/0063-head-tags-and-structured-data.md). A
 * batch already over keeps its dates but no longer offers a place.
 */
export function examEventsLd(
  origin: string,
  status: ExamStatus,
  locale: Locale = DEFAULT_LOCALE,
): JsonLdObject[] {
  if (status.phase === 'closed') return [];
  const url = absolute(origin, routes.apex.path, locale);
  const words = WORDS[locale];
  const { offer } = status.edition;
  return status.batches.map(({ batch, progress }) => {
    const free = batch.start <= offer.freeUntil;
    const event: JsonLdObject = {
      '@context': CONTEXT,
      '@type': 'Event',
      name: words.eventName(words.batchName(batch.name)),
      description: words.event(formatDateRange(batch, locale)),
      startDate: batch.start,
      endDate: batch.end,
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation', url },
      organizer: organizationRef(origin, locale),
      isAccessibleForFree: free,
      url,
    };
    if (progress === 'past') return event;
    return {
      ...event,
      offers: {
        '@type': 'Offer',
        price: free ? 0 : offer.originalPriceRupees,
        priceCurrency: 'INR',
        availability: 'https://schema.org/InStock',
        url,
      },
    };
  });
}

/**
 * The structured data each route carries, in the page's language (`path` as the English site
 * writes it); routes not listed carry none.
 */
export function structuredDataFor(
  origin: string,
  path: string,
  status: ExamStatus,
  locale: Locale = DEFAULT_LOCALE,
): JsonLdObject[] {
  if (path === routes.home.path) return [organizationLd(origin, locale)];
  if (path === routes.apex.path) return examEventsLd(origin, status, locale);
  const course = COURSES.find((candidate) => routes[candidate.level].path === path);
  return course ? [courseLd(origin, course, locale)] : [];
}

/**
 * JSON for a <script> element: `<` (and `>`, `&`, line separators) escaped as \u sequences, so no
 * value can close the script or open a comment. JSON.parse reads the escapes back unchanged.
 */
export function serializeJsonLd(data: JsonLdObject | readonly JsonLdObject[]): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
