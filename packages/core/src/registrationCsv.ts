import { formatIstTimestamp } from './istDate.ts';

/**
 * The console's export of an edition's registrations (issue 29, issue 42), one row per
 * registration, in this column order. The header row is these keys, the same in every language,
 * so a sheet or a script keyed on headers never breaks when the page's language changes
 * (docs/adr/0121-export-stable-header.md). Values are plain text; quoting is the CSV library's
 * job. Times are ISO 8601 in India's time with the offset (`2024-09-02T15:30:00+05:30`); the
 * status is the stable word (`confirmed`, `awaiting-guardian`).
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

/**
 * What each column holds, as docs/organiser.md and docs/results.md print it (between their
 * `registration-csv-columns` markers; a test keeps them equal to `registrationCsvDocsTable()`).
 */
export const REGISTRATION_CSV_COLUMN_DOCS: Readonly<Record<RegistrationCsvColumn, string>> = {
  registrationNumber: 'The registration number, `XXXX-XXXX-XXXX`',
  candidateName: 'As registered, in any script',
  grade: '6 to 10',
  schoolName: "The school's name, as registered",
  schoolCity: "The school's city, as registered",
  schoolState: "The school's state or union territory, by its English name",
  guardianName: 'The parent or guardian, as registered',
  guardianEmail: "The parent or guardian's email",
  guardianMobile: '`+91` and ten digits, or empty when not given',
  guardianStatus: '`confirmed` or `awaiting-guardian` (the same word in every language)',
  consentedAt: 'The latest save, ISO 8601 in IST with its offset (`2024-09-02T15:30:00+05:30`)',
  guardianConfirmedAt: 'When the parent or guardian confirmed, IST with its offset, or empty',
  showSchoolOnCertificate: '`yes` or `no`: whether the school may show on the certificate',
};

/** The Markdown table the docs carry, made from the column list so it cannot drift. */
export function registrationCsvDocsTable(): string {
  return [
    '| Column | Holds |',
    '| --- | --- |',
    ...REGISTRATION_CSV_COLUMNS.map(
      (column) => `| ${column} | ${REGISTRATION_CSV_COLUMN_DOCS[column]} |`,
    ),
  ].join('\n');
}

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

/** The header row: the column keys, whatever the page's language. */
export function registrationCsvHeader(): string[] {
  return [...REGISTRATION_CSV_COLUMNS];
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
    consentedAt: formatIstTimestamp(registration.consentedAt.getTime()),
    guardianConfirmedAt:
      registration.guardianConfirmedAt === null
        ? ''
        : formatIstTimestamp(registration.guardianConfirmedAt.getTime()),
    showSchoolOnCertificate: registration.showSchoolOnCertificate === true ? 'yes' : 'no',
  };
  return REGISTRATION_CSV_COLUMNS.map((column) => cells[column]);
}

/**
 * The cells a spreadsheet would run as a formula: starting with `=`, `@`, a tab or a carriage
 * return (or their full-width forms), or with `+` or `-` (ASCII) unless the rest is digits only, so a
 * phone number such as `+919876543210` stays as it is while `+cmd|...` or `-2+3` is guarded.
 * The CSV writer puts a `'` before a matching cell (papaparse's `escapeFormulae`).
 */
export const CSV_FORMULA_PATTERN = /^(?:[=@\t\r\uFF1D\uFF20\uFF0B\uFF0D]|[+-](?!\d+$))/;
