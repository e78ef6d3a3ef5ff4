import { CONSENT_NOTICE_VERSION } from './consentNotice.ts';
import { EDITIONS } from './editions.ts';
import { isValidEmail } from './email.ts';
import { EXAM } from './exam.ts';
import { type IndianStateOrUnionTerritory, isIndianStateOrUnionTerritory } from './indianStates.ts';
import {
  EMAIL_MAX_LENGTH,
  PERSON_NAME_MAX_LENGTH,
  PERSON_NAME_MIN_LENGTH,
  SCHOOL_CITY_MAX_LENGTH,
  SCHOOL_NAME_MAX_LENGTH,
} from './limits.ts';
import { DEFAULT_LOCALE, isLocale, type Locale, type Messages, messagesFor } from './messages.ts';
import type { FieldError } from './validation.ts';

/**
 * The exam registration (issue 13): what the form collects, the rules it must meet, and the one
 * shape both backends store. The validation order is the form's order (docs/adr/0051-registration-validation.md).
 */

/** The grades that may sit the exam: 6 to 10. */
export const REGISTRATION_GRADES: readonly number[] = Array.from(
  { length: EXAM.grades.to - EXAM.grades.from + 1 },
  (_, index) => EXAM.grades.from + index,
);

/**
 * Whether an edition takes registrations at all: one of EDITIONS (firestore.rules lists the same
 * ids), so deleting an account can find every registration it made.
 */
export function isRegistrationEditionId(editionId: string): boolean {
  return EDITIONS.some((edition) => edition.id === editionId);
}

/** The form's fields, in the order they are shown and checked. */
export const REGISTRATION_FIELDS = [
  'candidateName',
  'grade',
  'schoolName',
  'schoolCity',
  'schoolState',
  'guardianName',
  'guardianEmail',
  'guardianMobile',
  'consent',
] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];

/** What the form holds while it is filled in: text as typed, the grade as the select's value. */
export interface RegistrationFormValues {
  candidateName: string;
  grade: string;
  schoolName: string;
  schoolCity: string;
  schoolState: string;
  guardianName: string;
  guardianEmail: string;
  /** Optional: empty when not given. */
  guardianMobile: string;
  /** The checkbox; never ticked in advance. */
  consent: boolean;
  /**
   * Whether the school's name may show on the public certificate (issue 29): a choice, never
   * ticked in advance; absent is no.
   */
  showSchoolOnCertificate?: boolean;
}

/**
 * A registration as stored: only what the exam needs (docs/adr/0053-registration-data-minimisation.md), normalised. The
 * backends add the server's time of consent and derive the registration number.
 */
export type RegistrationDetails = {
  readonly candidateName: string;
  readonly grade: number;
  readonly schoolName: string;
  readonly schoolCity: string;
  readonly schoolState: IndianStateOrUnionTerritory;
  readonly guardianName: string;
  readonly guardianEmail: string;
  /** `+91` and ten digits, the first 6 to 9; absent when not given. */
  readonly guardianMobile?: string;
  readonly consent: true;
  /** The version of the consent notice shown beside the box (`CONSENT_NOTICE_VERSION`). */
  readonly noticeVersion: string;
  /** The language the notice was read in: the page's. */
  readonly noticeLanguage: Locale;
  /** The guardian agreed the school's name may show on the public certificate; absent is no. */
  readonly showSchoolOnCertificate?: boolean;
};

/** Letters and combining marks of any script (Devanagari vowel signs are marks), space . ' - */
const NAME_CHARACTERS = /^[\p{L}\p{M} .'-]+$/u;
const HAS_LETTER = /\p{L}/u;
/** A stored mobile number: the form's input normalised. */
const STORED_MOBILE = /^\+91[6-9]\d{9}$/;

/** Trimmed, inner runs of spaces made one, and a phone's curly apostrophe made straight. */
function tidy(text: string): string {
  return text
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/\u2019/g, "'");
}

function isPersonName(name: string): boolean {
  return (
    name.length >= PERSON_NAME_MIN_LENGTH &&
    name.length <= PERSON_NAME_MAX_LENGTH &&
    NAME_CHARACTERS.test(name) &&
    HAS_LETTER.test(name)
  );
}

/**
 * An Indian mobile number as stored, `+91` and ten digits: ten digits starting 6 to 9, optionally
 * after `+91` or a leading 0, with spaces or hyphens anywhere. Null when it is not one.
 */
export function normalizeIndianMobile(text: string): string | null {
  const compact = text.replace(/[\s-]/g, '');
  const match = /^(?:\+91|0)?([6-9]\d{9})$/.exec(compact);
  return match === null ? null : `+91${match[1]}`;
}

function parseGrade(value: string): number | null {
  const grade = Number(value);
  return /^\d+$/.test(value.trim()) && REGISTRATION_GRADES.includes(grade) ? grade : null;
}

type Words = Messages['registrationValidation'];
type Check = (values: RegistrationFormValues, words: Words) => string | null;

function nameCheck(
  required: string,
  length: string,
  characters: string,
): (name: string) => string | null {
  return (name) => {
    const tidied = tidy(name);
    if (tidied === '') return required;
    if (tidied.length < PERSON_NAME_MIN_LENGTH || tidied.length > PERSON_NAME_MAX_LENGTH) {
      return length;
    }
    return isPersonName(tidied) ? null : characters;
  };
}

function textCheck(text: string, max: number, required: string, tooLong: string): string | null {
  const tidied = tidy(text);
  if (tidied === '') return required;
  return tidied.length > max ? tooLong : null;
}

/** One check per field, in the validation order (docs/adr/0051-registration-validation.md). */
const CHECKS: Readonly<Record<RegistrationField, Check>> = {
  candidateName: (values, words) =>
    nameCheck(
      words.candidateNameRequired,
      words.candidateNameLength,
      words.candidateNameCharacters,
    )(values.candidateName),
  grade: (values, words) => {
    if (values.grade.trim() === '') return words.gradeRequired;
    return parseGrade(values.grade) === null ? words.gradeInvalid : null;
  },
  schoolName: (values, words) =>
    textCheck(
      values.schoolName,
      SCHOOL_NAME_MAX_LENGTH,
      words.schoolNameRequired,
      words.schoolNameTooLong,
    ),
  schoolCity: (values, words) =>
    textCheck(
      values.schoolCity,
      SCHOOL_CITY_MAX_LENGTH,
      words.schoolCityRequired,
      words.schoolCityTooLong,
    ),
  schoolState: (values, words) => {
    if (values.schoolState.trim() === '') return words.schoolStateRequired;
    return isIndianStateOrUnionTerritory(values.schoolState) ? null : words.schoolStateInvalid;
  },
  guardianName: (values, words) =>
    nameCheck(
      words.guardianNameRequired,
      words.guardianNameLength,
      words.guardianNameCharacters,
    )(values.guardianName),
  guardianEmail: (values, words) => {
    const email = values.guardianEmail.trim();
    if (email === '') return words.guardianEmailRequired;
    return email.length > EMAIL_MAX_LENGTH || !isValidEmail(email)
      ? words.guardianEmailInvalid
      : null;
  },
  guardianMobile: (values, words) => {
    if (values.guardianMobile.trim() === '') return null;
    return normalizeIndianMobile(values.guardianMobile) === null
      ? words.guardianMobileInvalid
      : null;
  },
  consent: (values, words) => (values.consent === true ? null : words.consentRequired),
};

/**
 * Every field's error, for a form that shows each beside its field. Fields that pass are absent,
 * so an empty object means the form may be sent.
 */
export function registrationFieldErrors(
  values: RegistrationFormValues,
  locale: Locale = DEFAULT_LOCALE,
): Partial<Record<RegistrationField, string>> {
  const words = messagesFor(locale).registrationValidation;
  const errors: Partial<Record<RegistrationField, string>> = {};
  for (const field of REGISTRATION_FIELDS) {
    const message = CHECKS[field](values, words);
    if (message !== null) errors[field] = message;
  }
  return errors;
}

/** The first field that fails, in the validation order, for the focus and the summary. */
export function validateRegistration(
  values: RegistrationFormValues,
  locale: Locale = DEFAULT_LOCALE,
): FieldError<RegistrationField> | null {
  const words = messagesFor(locale).registrationValidation;
  for (const field of REGISTRATION_FIELDS) {
    const message = CHECKS[field](values, words);
    if (message !== null) return { field, message };
  }
  return null;
}

/**
 * The details to send, normalised (spaces tidied, the mobile as `+91…`, the grade a number), with
 * the notice's version and the language it was read in, or null while the form has an error.
 * Only a parent or guardian registers (issue 28), so there is no role to record.
 */
export function toRegistrationDetails(
  values: RegistrationFormValues,
  noticeLanguage: Locale = DEFAULT_LOCALE,
): RegistrationDetails | null {
  if (validateRegistration(values) !== null) return null;
  const mobile = normalizeIndianMobile(values.guardianMobile);
  return {
    candidateName: tidy(values.candidateName),
    grade: Number(values.grade.trim()),
    schoolName: tidy(values.schoolName),
    schoolCity: tidy(values.schoolCity),
    schoolState: values.schoolState as IndianStateOrUnionTerritory,
    guardianName: tidy(values.guardianName),
    guardianEmail: values.guardianEmail.trim(),
    ...(mobile === null ? {} : { guardianMobile: mobile }),
    consent: true,
    noticeVersion: CONSENT_NOTICE_VERSION,
    noticeLanguage,
    ...(values.showSchoolOnCertificate === true ? { showSchoolOnCertificate: true } : {}),
  };
}

/**
 * The keys of RegistrationDetails: a key per form field, the notice's two and the certificate's
 * choice (issue 29), and no other.
 */
export const REGISTRATION_DETAIL_KEYS: readonly string[] = [
  ...REGISTRATION_FIELDS,
  'noticeVersion',
  'noticeLanguage',
  'showSchoolOnCertificate',
];
const DETAIL_KEYS: ReadonlySet<string> = new Set(REGISTRATION_DETAIL_KEYS);

function isTidyText(value: unknown, max: number): value is string {
  return typeof value === 'string' && value !== '' && value === tidy(value) && value.length <= max;
}

/**
 * What both backends accept as a registration's details (firestore.rules, `isRegistration`):
 * exactly the keys above (any other is refused, not dropped: data minimisation), normalised, each
 * within its rule, consent `true`, and the current notice in one of the site's languages. The
 * server's time of consent is the backend's to add.
 */
export function isValidRegistrationDetails(
  data: Readonly<Record<string, unknown>>,
): data is RegistrationDetails {
  if (!Object.keys(data).every((key) => DETAIL_KEYS.has(key))) return false;
  const { candidateName, grade, schoolState, guardianName, guardianEmail, guardianMobile } = data;
  return (
    typeof candidateName === 'string' &&
    candidateName === tidy(candidateName) &&
    isPersonName(candidateName) &&
    typeof grade === 'number' &&
    REGISTRATION_GRADES.includes(grade) &&
    isTidyText(data.schoolName, SCHOOL_NAME_MAX_LENGTH) &&
    isTidyText(data.schoolCity, SCHOOL_CITY_MAX_LENGTH) &&
    typeof schoolState === 'string' &&
    isIndianStateOrUnionTerritory(schoolState) &&
    typeof guardianName === 'string' &&
    guardianName === tidy(guardianName) &&
    isPersonName(guardianName) &&
    typeof guardianEmail === 'string' &&
    guardianEmail === guardianEmail.trim() &&
    guardianEmail.length <= EMAIL_MAX_LENGTH &&
    isValidEmail(guardianEmail) &&
    (guardianMobile === undefined ||
      (typeof guardianMobile === 'string' && STORED_MOBILE.test(guardianMobile))) &&
    data.consent === true &&
    data.noticeVersion === CONSENT_NOTICE_VERSION &&
    isLocale(data.noticeLanguage) &&
    (data.showSchoolOnCertificate === undefined ||
      typeof data.showSchoolOnCertificate === 'boolean')
  );
}
