import { isLocale, type Locale } from '@apex/core';
import type { DocumentData, Timestamp } from 'firebase-admin/firestore';

/** What the server reads of a registration document (the rules have checked the client's part). */
export interface StoredRegistration {
  readonly candidateName: string;
  readonly grade: number;
  readonly schoolName: string;
  readonly schoolCity: string;
  readonly guardianName: string;
  readonly guardianEmail: string;
  readonly noticeVersion: string;
  readonly noticeLanguage: Locale;
  readonly guardianConfirmedAt: Timestamp | null;
  readonly guardianRequestedAt: Timestamp | null;
  readonly deleteAt: Timestamp | null;
}

/** The Admin SDK's Timestamp, told apart without importing the class into pure code. */
function isTimestamp(value: unknown): value is Timestamp {
  return (
    typeof value === 'object' &&
    value !== null &&
    'toMillis' in value &&
    typeof value.toMillis === 'function'
  );
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The registration in a document, or null when it is not one (nothing is done with it then). */
export function readRegistration(data: DocumentData | undefined): StoredRegistration | null {
  if (data === undefined) return null;
  const candidateName = text(data.candidateName);
  const schoolName = text(data.schoolName);
  const guardianName = text(data.guardianName);
  const guardianEmail = text(data.guardianEmail);
  const noticeVersion = text(data.noticeVersion) ?? '';
  const language = text(data.noticeLanguage);
  const grade: unknown = data.grade;
  if (
    candidateName === null ||
    schoolName === null ||
    guardianName === null ||
    guardianEmail === null ||
    typeof grade !== 'number'
  ) {
    return null;
  }
  return {
    candidateName,
    grade,
    schoolName,
    schoolCity: text(data.schoolCity) ?? '',
    guardianName,
    guardianEmail,
    noticeVersion,
    noticeLanguage: language !== null && isLocale(language) ? language : 'en',
    guardianConfirmedAt: isTimestamp(data.guardianConfirmedAt) ? data.guardianConfirmedAt : null,
    guardianRequestedAt: isTimestamp(data.guardianRequestedAt) ? data.guardianRequestedAt : null,
    deleteAt: isTimestamp(data.deleteAt) ? data.deleteAt : null,
  };
}
