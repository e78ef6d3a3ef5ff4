import { type Locale, messagesFor } from './messages.ts';

/**
 * The console's export of an edition's registrations (issue 29), one row per registration, in
 * this column order (docs/results.md). Values are plain text; quoting is the CSV library's job.
 * Times are ISO 8601 in UTC; the status is the stable word (`confirmed`, `awaiting-guardian`), so
 * a spreadsheet can filter on it in any language.
 */
export const REGISTRATION_CSV_COLUMNS = [
  'registrationNumber',
  'candidateName',
  'grade',
  'schoolName',
  'schoolCity',
  'schoolState',
  'guardianName',
  'guardianEmail',
  'guardianMobile',
  'guardianStatus',
  'consentedAt',
  'guardianConfirmedAt',
  'showSchoolOnCertificate',
] as const;

export type RegistrationCsvColumn = (typeof REGISTRATION_CSV_COLUMNS)[number];

/** What an exported row reads from a registration (the port's `OrganiserRegistrationRow` fits). */
export interface CsvRegistration {
  readonly registrationNumber: string;
  readonly candidateName: string;
  readonly grade: number;
  readonly schoolName: string;
  readonly schoolCity: string;
  readonly schoolState: string;
  readonly guardianName: string;
  readonly guardianEmail: string;
  readonly guardianMobile?: string;
  readonly guardianStatus: 'confirmed' | 'awaiting-guardian';
  readonly consentedAt: Date;
  readonly guardianConfirmedAt: Date | null;
  readonly showSchoolOnCertificate?: boolean;
}

/** The header row: each column's name in the page's language. */
export function registrationCsvHeader(locale: Locale): string[] {
  const words = messagesFor(locale).registrationCsv;
  return REGISTRATION_CSV_COLUMNS.map((column) => words[column]);
}

/** One registration as the export's row, in REGISTRATION_CSV_COLUMNS' order. */
export function registrationCsvRow(registration: CsvRegistration): string[] {
  const cells: Record<RegistrationCsvColumn, string> = {
    registrationNumber: registration.registrationNumber,
    candidateName: registration.candidateName,
    grade: String(registration.grade),
    schoolName: registration.schoolName,
    schoolCity: registration.schoolCity,
    schoolState: registration.schoolState,
    guardianName: registration.guardianName,
    guardianEmail: registration.guardianEmail,
    guardianMobile: registration.guardianMobile ?? '',
    guardianStatus: registration.guardianStatus,
    consentedAt: registration.consentedAt.toISOString(),
    guardianConfirmedAt: registration.guardianConfirmedAt?.toISOString() ?? '',
    showSchoolOnCertificate: registration.showSchoolOnCertificate === true ? 'yes' : 'no',
  };
  return REGISTRATION_CSV_COLUMNS.map((column) => cells[column]);
}
