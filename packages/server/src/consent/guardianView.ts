import type { Locale } from '@apex/core';
import type { ConsentRegistration } from './registration.ts';

/**
 * Until a guardian confirms, whoever opens a guardian link may be a stranger (a mistyped address):
 * the server sends the candidate's first name and grade only, never the full name or the school
 * (issue 38; docs/adr/0151-nothing-without-consent-lingers.md).
 */

/** The first word of a name: enough for a parent to know their child, little for a stranger. */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/u)[0] ?? '';
}

/** What the guardian's page (the one-time link, before an answer) is sent: the callable's response. */
export interface GuardianRequestDescription {
  readonly candidateFirstName: string;
  readonly grade: number;
  readonly guardianName: string;
  readonly registrantEmail: string;
  readonly editionId: string;
  /** ISO 8601: when the link stops working. */
  readonly expiresAt: string;
  readonly language: Locale;
}

export function guardianRequestDescription(input: {
  readonly editionId: string;
  readonly registration: ConsentRegistration;
  readonly registrantEmail: string;
  readonly expiresAt: Date;
}): GuardianRequestDescription {
  const { registration } = input;
  return {
    candidateFirstName: firstNameOf(registration.candidateName),
    grade: registration.grade,
    guardianName: registration.guardianName,
    registrantEmail: input.registrantEmail,
    editionId: input.editionId,
    expiresAt: input.expiresAt.toISOString(),
    language: registration.noticeLanguage,
  };
}
