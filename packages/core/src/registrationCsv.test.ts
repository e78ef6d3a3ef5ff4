import { describe, expect, it } from 'vitest';
import './locales/allCatalogs.ts';
import {
  type CsvRegistration,
  REGISTRATION_CSV_COLUMNS,
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
  it('has one header per documented column, in each language', () => {
    expect(registrationCsvHeader('en')).toEqual([
      'Registration number',
      'Candidate name',
      'Grade',
      'School',
      'City',
      'State or union territory',
      'Parent or guardian',
      'Parent or guardian email',
      'Parent or guardian mobile',
      'Status',
      'Consent given (UTC)',
      'Guardian confirmed (UTC)',
      'School on certificate',
    ]);
    expect(registrationCsvHeader('hi')).toHaveLength(REGISTRATION_CSV_COLUMNS.length);
    expect(registrationCsvHeader('hi')[0]).toBe('पंजीकरण संख्या');
  });

  it('writes a registration as cells in that order, times in UTC', () => {
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
      '2024-09-02T10:00:00.000Z',
      '2024-09-03T11:30:00.000Z',
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
      '2024-09-02T10:00:00.000Z',
      '',
      'yes',
    ]);
  });
});
