import {
  type ConsentMailFacts,
  editionNameOf,
  indianDay,
  type Locale,
  type MailContent,
  registrationPageLink,
} from '@apex/core';
import type { ConsentRegistration } from './registration.ts';

export type MailKind =
  | 'guardian-confirm'
  | 'consent-notice'
  | 'consent-withdrawn'
  | 'result'
  /** A published result that changed (issue 38): the guardian is told, with the new score. */
  | 'result-corrected'
  | 'parent-confirm';

/**
 * A document of the `mail` outbox in the Trigger Email extension's format (`to`, `message` with
 * subject, text and html), plus what it is and its language, for our own reading.
 */
export interface MailDocument {
  readonly to: string;
  readonly message: MailContent;
  readonly kind: MailKind;
  readonly language: Locale;
}

export function mailDocument(
  kind: MailKind,
  to: string,
  language: Locale,
  message: MailContent,
): MailDocument {
  return { to: to.trim(), message, kind, language };
}

/** What a consent mail says about a registration, in its language's site pages. */
export function mailFacts(
  registration: ConsentRegistration,
  editionId: string,
  registrantEmail: string,
  origin: string,
  link?: { readonly url: string; readonly expiresAt: Date },
  manageUrl?: string,
): ConsentMailFacts {
  return {
    candidateName: registration.candidateName,
    grade: registration.grade,
    guardianName: registration.guardianName,
    registrantEmail,
    editionName: editionNameOf(editionId, registration.noticeLanguage),
    withdrawUrl: registrationPageLink(origin, registration.noticeLanguage),
    ...(link === undefined
      ? {}
      : { link: link.url, expiresOn: indianDay(link.expiresAt.getTime()) }),
    ...(manageUrl === undefined ? {} : { manageUrl }),
  };
}
