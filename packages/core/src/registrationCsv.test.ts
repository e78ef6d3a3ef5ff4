import { describe, expect, it } from 'vitest';
import './locales/allCatalogs.ts';
import {
  CSV_FORMULA_PATTERN,
  type CsvRegistration,
  REGISTRATION_CSV_COLUMNS,
  registrationCsvDocsTable,
  registrationCsvHeader,
  registrationCsvRow,
} from './registrationCsv.ts';

const registration: CsvRegistration = {
  registrationNumber: '2345-6789-ABCDE',
  candidateName: 'आशा राव',
  grade: 7,
  schoolName: 'Green Valley School',
  schoolCity: 'Pune',
  schoolState: 'Maharashtra',
  guardianName: 'Meera Rao',
  guardianEmail: 'meera@example.com',
  guardianStatus: 'confirmed',
  consentedAt: new Date('2024-09-02T10:00:00Z'),
  guardianConfirmedAt: new Date('2024-09-03T11:30:00Z'),
};

describe('the registrations export', () => {
  it('heads the file with the column keys, the same in every language', () => {
    expect(registrationCsvHeader()).toEqual([...REGISTRATION_CSV_COLUMNS]);
    expect(registrationCsvHeader()[0]).toBe('registrationNumber');
  });

  it('documents every column, in the order of the file, as a Markdown table', () => {
    const lines = registrationCsvDocsTable().split('\n');
    expect(lines.slice(0, 2)).toEqual(['| Column | Holds |', '| --- | --- |']);
    expect(lines.slice(2).map((line) => line.split(' | ')[0]?.slice(2))).toEqual([
      ...REGISTRATION_CSV_COLUMNS,
    ]);
    expect(lines[2]).toBe('| registrationNumber | The registration number, `XXXX-XXXX-XXXX` |');
  });

  it('writes a registration as cells in that order, times in IST with the offset', () => {
    expect(registrationCsvRow(registration)).toEqual([
      '2345-6789-ABCDE',
      'आशा राव',
      '7',
      'Green Valley School',
      'Pune',
      'Maharashtra',
      'Meera Rao',
      'meera@example.com',
      '',
      'confirmed',
      '2024-09-02T15:30:00+05:30',
      '2024-09-03T17:00:00+05:30',
      'no',
    ]);
  });

  it('leaves an unconfirmed time empty and writes the mobile and the school choice', () => {
    const row = registrationCsvRow({
      ...registration,
      guardianMobile: '+919876543210',
      guardianStatus: 'awaiting-guardian',
      guardianConfirmedAt: null,
      showSchoolOnCertificate: true,
    });
    expect(row.slice(8)).toEqual([
      '+919876543210',
      'awaiting-guardian',
      '2024-09-02T15:30:00+05:30',
      '',
      'yes',
    ]);
  });
});

describe('the formula guard (CSV_FORMULA_PATTERN)', () => {
  it.each([
    '=1+1',
    '=HYPERLINK("http://x")',
    '+cmd|"/c calc"!A1',
    '+1+1',
    '-2+3',
    '-',
    '+',
    '@SUM(A1)',
    '\tx',
    '\rx',
    '\uFF1D1+1',
    '\uFF0B1',
    '\uFF0D1',
    '\uFF20x',
  ])('guards %j', (cell) => {
    expect(CSV_FORMULA_PATTERN.test(cell)).toBe(true);
  });

  it.each(['+919876543210', '-42', '9876543210', 'Asha Rao', 'a=b', 'x+1'])(
    'leaves %j as it is',
    (cell) => {
      expect(CSV_FORMULA_PATTERN.test(cell)).toBe(false);
    },
  );
});
