import { describe, expect, it } from 'vitest';
import { CONSENT_NOTICE_VERSION } from './consentNotice.ts';
import { EMAIL_MAX_LENGTH } from './limits.ts';
import {
  isRegistrationEditionId,
  isValidRegistrationDetails,
  normalizeIndianMobile,
  REGISTRATION_FIELDS,
  REGISTRATION_GRADES,
  type RegistrationFormValues,
  registrationFieldErrors,
  toRegistrationDetails,
  validateRegistration,
} from './registration.ts';

const filled: RegistrationFormValues = {
  candidateName: 'Asha Rao',
  grade: '7',
  schoolName: 'Kendriya Vidyalaya No. 1',
  schoolCity: 'Pune',
  schoolState: 'Maharashtra',
  guardianName: 'Meera Rao',
  guardianEmail: 'meera@example.com',
  guardianMobile: '',
  consent: true,
};

const empty: RegistrationFormValues = {
  candidateName: '',
  grade: '',
  schoolName: '',
  schoolCity: '',
  schoolState: '',
  guardianName: '',
  guardianEmail: '',
  guardianMobile: '',
  consent: false,
};

const firstError = (changes: Partial<RegistrationFormValues>) =>
  validateRegistration({ ...filled, ...changes });

describe('validateRegistration', () => {
  it('accepts a complete form, the mobile number left empty', () => {
    expect(validateRegistration(filled)).toBeNull();
  });

  it("checks the fields in the form's order, each one's first rule first", () => {
    const order: string[] = [];
    let values = { ...empty };
    for (;;) {
      const error = validateRegistration(values);
      if (error === null) break;
      order.push(error.field);
      values = { ...values, [error.field]: filled[error.field] };
    }
    expect(order).toEqual(REGISTRATION_FIELDS.filter((field) => field !== 'guardianMobile'));
  });

  describe("the candidate's name", () => {
    it('is required', () => {
      expect(firstError({ candidateName: '   ' })).toEqual({
        field: 'candidateName',
        message: "Please enter the candidate's full name.",
      });
    });

    it('has 2 to 80 characters, counted without surrounding spaces', () => {
      const length = {
        field: 'candidateName',
        message: "Please enter the candidate's full name in 2 to 80 characters.",
      };
      expect(firstError({ candidateName: ' A ' })).toEqual(length);
      expect(firstError({ candidateName: 'A'.repeat(81) })).toEqual(length);
      expect(firstError({ candidateName: 'Al' })).toBeNull();
      expect(firstError({ candidateName: `  ${'A'.repeat(80)}  ` })).toBeNull();
    });

    it("accepts letters of any script with spaces, '.', an apostrophe and '-'", () => {
      for (const name of ["D'Souza", 'Anne-Marie K.', 'आशा राव', 'அனிதா', 'ਹਰਪ੍ਰੀਤ ਕੌਰ', 'D’Souza']) {
        expect(firstError({ candidateName: name }), name).toBeNull();
      }
    });

    it('refuses digits, other signs, and a name without a letter', () => {
      const characters = {
        field: 'candidateName',
        message:
          "The candidate's name may contain only letters, spaces, full stops (.), apostrophes (') and hyphens (-).",
      };
      for (const name of ['Asha 2', 'Asha@Rao', '<b>Asha</b>', '.-', "''"]) {
        expect(firstError({ candidateName: name }), name).toEqual(characters);
      }
    });
  });

  describe('the grade', () => {
    it('is required', () => {
      expect(firstError({ grade: '' })).toEqual({
        field: 'grade',
        message: "Please choose the candidate's grade.",
      });
    });

    it('is 6, 7, 8, 9 or 10', () => {
      expect(REGISTRATION_GRADES).toEqual([6, 7, 8, 9, 10]);
      for (const grade of ['6', '8', '10']) expect(firstError({ grade })).toBeNull();
      for (const grade of ['5', '11', '7.5', '1e1', 'seven', '-6']) {
        expect(firstError({ grade }), grade).toEqual({
          field: 'grade',
          message: 'Please choose a grade from 6 to 10.',
        });
      }
    });
  });

  describe("the school's name and city", () => {
    it('are required', () => {
      expect(firstError({ schoolName: ' ' })).toEqual({
        field: 'schoolName',
        message: "Please enter the school's name.",
      });
      expect(firstError({ schoolCity: '' })).toEqual({
        field: 'schoolCity',
        message: "Please enter the school's city or town.",
      });
    });

    it('have at most 120 and 80 characters', () => {
      expect(firstError({ schoolName: 'S'.repeat(120) })).toBeNull();
      expect(firstError({ schoolName: 'S'.repeat(121) })).toEqual({
        field: 'schoolName',
        message: "Please keep the school's name to 120 characters or fewer.",
      });
      expect(firstError({ schoolCity: 'C'.repeat(80) })).toBeNull();
      expect(firstError({ schoolCity: 'C'.repeat(81) })).toEqual({
        field: 'schoolCity',
        message: "Please keep the city's name to 80 characters or fewer.",
      });
    });
  });

  describe('the state or union territory', () => {
    it('is required', () => {
      expect(firstError({ schoolState: '' })).toEqual({
        field: 'schoolState',
        message: "Please choose the school's state or union territory.",
      });
    });

    it('is one of the list', () => {
      expect(firstError({ schoolState: 'Ladakh' })).toBeNull();
      expect(firstError({ schoolState: 'Bombay' })).toEqual({
        field: 'schoolState',
        message: 'Please choose a state or union territory from the list.',
      });
    });
  });

  describe("the parent or guardian's name", () => {
    it('is required, and follows the rules of a name', () => {
      expect(firstError({ guardianName: '' })).toEqual({
        field: 'guardianName',
        message: "Please enter the parent or guardian's full name.",
      });
      expect(firstError({ guardianName: 'M' })).toEqual({
        field: 'guardianName',
        message: "Please enter the parent or guardian's full name in 2 to 80 characters.",
      });
      expect(firstError({ guardianName: 'Meera #1' })).toEqual({
        field: 'guardianName',
        message:
          "The parent or guardian's name may contain only letters, spaces, full stops (.), apostrophes (') and hyphens (-).",
      });
    });
  });

  describe("the parent or guardian's email", () => {
    it('is required and must be an address of at most 254 characters', () => {
      expect(firstError({ guardianEmail: ' ' })).toEqual({
        field: 'guardianEmail',
        message: "Please enter the parent or guardian's email address.",
      });
      const invalid = {
        field: 'guardianEmail',
        message: 'Please enter a valid email address, like name@example.com.',
      };
      expect(firstError({ guardianEmail: 'meera@example' })).toEqual(invalid);
      const tooLong = `${'m'.repeat(EMAIL_MAX_LENGTH - 11)}@example.com`;
      expect(firstError({ guardianEmail: tooLong })).toEqual(invalid);
    });
  });

  describe('the mobile number', () => {
    it('is optional, but must be an Indian mobile number when given', () => {
      for (const mobile of ['9876543210', '+91 98765 43210', '098765-43210', '6000000000']) {
        expect(firstError({ guardianMobile: mobile }), mobile).toBeNull();
      }
      for (const mobile of ['5876543210', '987654321', '98765432101', '+1 9876543210', 'call me']) {
        expect(firstError({ guardianMobile: mobile }), mobile).toEqual({
          field: 'guardianMobile',
          message:
            'Please enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9 (you may add +91 or 0 in front), or leave it empty.',
        });
      }
    });
  });

  describe('consent', () => {
    it('has no role to choose: only a parent or guardian registers', () => {
      expect(REGISTRATION_FIELDS).not.toContain('consentRole');
    });

    it('needs the consent box ticked', () => {
      expect(firstError({ consent: false })).toEqual({
        field: 'consent',
        message: 'Please tick the box to give your consent before registering.',
      });
    });
  });
});

describe('registrationFieldErrors', () => {
  it('gives every failing field its message, and none for a complete form', () => {
    expect(registrationFieldErrors(filled)).toEqual({});
    const errors = registrationFieldErrors({ ...empty, guardianMobile: '12345' });
    expect(Object.keys(errors)).toEqual([...REGISTRATION_FIELDS]);
    expect(errors.consent).toBe('Please tick the box to give your consent before registering.');
    expect(errors.candidateName).toBe("Please enter the candidate's full name.");
  });

  it('agrees with validateRegistration on the first error', () => {
    const values = { ...filled, schoolCity: '', consent: false };
    const first = validateRegistration(values);
    const all = registrationFieldErrors(values);
    expect(first?.field).toBe('schoolCity');
    expect(Object.keys(all)).toEqual(['schoolCity', 'consent']);
    expect(first?.message).toBe(all.schoolCity);
  });
});

describe('normalizeIndianMobile', () => {
  it('stores +91 and the ten digits, from +91, a leading 0, or spaces and hyphens', () => {
    expect(normalizeIndianMobile('9876543210')).toBe('+919876543210');
    expect(normalizeIndianMobile('+91 98765 43210')).toBe('+919876543210');
    expect(normalizeIndianMobile('+91-98765-43210')).toBe('+919876543210');
    expect(normalizeIndianMobile('09876543210')).toBe('+919876543210');
  });

  it('refuses numbers that do not start 6 to 9, the wrong length, or another prefix', () => {
    for (const text of ['1234567890', '98765', '919876543210', '+9198765432100', '00987654321']) {
      expect(normalizeIndianMobile(text), text).toBeNull();
    }
  });
});

describe('toRegistrationDetails', () => {
  it('normalises what is sent: tidy text, a number for the grade, the mobile as +91', () => {
    expect(
      toRegistrationDetails({
        ...filled,
        candidateName: '  Asha   Rao ',
        grade: '10',
        schoolName: ' KV  Pune ',
        guardianName: 'Meera D’Souza',
        guardianEmail: ' meera@example.com ',
        guardianMobile: '098765 43210',
      }),
    ).toEqual({
      candidateName: 'Asha Rao',
      grade: 10,
      schoolName: 'KV Pune',
      schoolCity: 'Pune',
      schoolState: 'Maharashtra',
      guardianName: "Meera D'Souza",
      guardianEmail: 'meera@example.com',
      guardianMobile: '+919876543210',
      consent: true,
      noticeVersion: CONSENT_NOTICE_VERSION,
      noticeLanguage: 'en',
    });
  });

  it("records the notice's version and the language it was read in", () => {
    expect(toRegistrationDetails(filled, 'hi')).toMatchObject({
      noticeVersion: CONSENT_NOTICE_VERSION,
      noticeLanguage: 'hi',
    });
  });

  it('leaves the mobile out when none was given', () => {
    expect(toRegistrationDetails(filled)).not.toHaveProperty('guardianMobile');
  });

  it('gives nothing while the form has an error', () => {
    expect(toRegistrationDetails({ ...filled, consent: false })).toBeNull();
  });

  it('keeps the school off the certificate unless the box is ticked', () => {
    expect(toRegistrationDetails(filled)).not.toHaveProperty('showSchoolOnCertificate');
    expect(toRegistrationDetails({ ...filled, showSchoolOnCertificate: false })).not.toHaveProperty(
      'showSchoolOnCertificate',
    );
    expect(toRegistrationDetails({ ...filled, showSchoolOnCertificate: true })).toMatchObject({
      showSchoolOnCertificate: true,
    });
  });
});

describe('isValidRegistrationDetails', () => {
  const details = toRegistrationDetails({ ...filled, guardianMobile: '9876543210' }) ?? {};

  it('accepts what toRegistrationDetails gives, with or without a mobile number', () => {
    expect(isValidRegistrationDetails(details)).toBe(true);
    expect(isValidRegistrationDetails(toRegistrationDetails(filled) ?? {})).toBe(true);
  });

  it("accepts the certificate's school choice as a boolean only", () => {
    expect(isValidRegistrationDetails({ ...details, showSchoolOnCertificate: true })).toBe(true);
    expect(isValidRegistrationDetails({ ...details, showSchoolOnCertificate: false })).toBe(true);
    expect(isValidRegistrationDetails({ ...details, showSchoolOnCertificate: 'yes' })).toBe(false);
  });

  it('refuses any key the exam does not need', () => {
    expect(isValidRegistrationDetails({ ...details, dateOfBirth: '2012-01-01' })).toBe(false);
  });

  it('refuses consent that is not true, and a role (only a parent or guardian registers)', () => {
    expect(isValidRegistrationDetails({ ...details, consent: false })).toBe(false);
    expect(isValidRegistrationDetails({ ...details, consent: 'yes' })).toBe(false);
    expect(isValidRegistrationDetails({ ...details, consentRole: 'parent' })).toBe(false);
  });

  it('refuses another notice version, a missing one, or a language the site does not have', () => {
    expect(isValidRegistrationDetails({ ...details, noticeVersion: 'old' })).toBe(false);
    const { noticeVersion: _, ...withoutVersion } = details as Record<string, unknown>;
    expect(isValidRegistrationDetails(withoutVersion)).toBe(false);
    expect(isValidRegistrationDetails({ ...details, noticeLanguage: 'fr' })).toBe(false);
  });

  it.each([
    ['a missing name', { candidateName: undefined }],
    ['a name with a digit', { candidateName: 'Asha 2' }],
    ['an untidy name', { candidateName: ' Asha Rao' }],
    ['a grade as text', { grade: '7' }],
    ['grade 11', { grade: 11 }],
    ['an empty school name', { schoolName: '' }],
    ['a school name over the limit', { schoolName: 'S'.repeat(121) }],
    ['an untidy city', { schoolCity: 'Pune ' }],
    ['a city that is not text', { schoolCity: 42 }],
    ['a state not in the list', { schoolState: 'Bombay' }],
    ['a state that is not text', { schoolState: null }],
    ['a guardian name that is not text', { guardianName: ['Meera'] }],
    ['an untidy guardian name', { guardianName: 'Meera  Rao' }],
    ['a guardian email that is not text', { guardianEmail: 1 }],
    ['an untrimmed guardian email', { guardianEmail: ' meera@example.com' }],
    ['a malformed guardian email', { guardianEmail: 'meera' }],
    ['a guardian email over the limit', { guardianEmail: `${'m'.repeat(243)}@example.com` }],
    ['a mobile as typed, not normalised', { guardianMobile: '9876543210' }],
    ['a mobile that is not text', { guardianMobile: 9876543210 }],
  ])('refuses %s', (_, changes) => {
    const data: Record<string, unknown> = { ...details, ...changes };
    for (const [key, value] of Object.entries(changes)) if (value === undefined) delete data[key];
    expect(isValidRegistrationDetails(data)).toBe(false);
  });
});

describe('editions', () => {
  it('takes registrations only for a listed edition', () => {
    expect(isRegistrationEditionId('2024')).toBe(true);
    expect(isRegistrationEditionId('1999')).toBe(false);
  });
});
