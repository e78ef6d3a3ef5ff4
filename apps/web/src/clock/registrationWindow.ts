import type { ExamStatus } from '@apex/core';

/**
 * Whether the edition `status` is about takes registrations today: from its registration's first
 * day to its last, Indian dates (EDITION_2024: 1 September to 25 October 2024). The registration
 * page offers its form only then (docs/adr/0055-editions-listed-for-registration.md, docs/adr/0056-registration-page.md).
 */
export function isRegistrationOpen(status: ExamStatus): boolean {
  const { start, end } = status.edition.registration;
  return status.phase !== 'closed' && status.today >= start && status.today <= end;
}
