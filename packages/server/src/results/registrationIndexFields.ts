import { registrationNumberOf } from '@apex/core';

/**
 * What the server stores beside a registration so the organiser console can find, filter and sort
 * it on Firestore (issue 29): the registration number (still derived from the edition and the
 * account; stored only so it can be searched and sorted), lower-case copies of the name, school
 * and city, the guardian status as one equality-filterable field, and `searchTerms`, what an
 * organiser may type (queried with `array-contains`).
 */
export interface RegistrationIndexFields {
  readonly registrationNumber: string;
  readonly searchName: string;
  readonly searchSchool: string;
  readonly searchCity: string;
  readonly guardianStatus: 'confirmed' | 'awaiting-guardian';
  readonly searchTerms: readonly string[];
}

/** The field names, for firestore.rules' list of server fields and for comparisons. */
export const REGISTRATION_INDEX_FIELDS = [
  'registrationNumber',
  'searchName',
  'searchSchool',
  'searchCity',
  'guardianStatus',
  'searchTerms',
] as const satisfies readonly (keyof RegistrationIndexFields)[];

/** Lower case, one space between words, as the console's search box is normalised too. */
export function searchText(value: string): string {
  return value.normalize('NFC').toLocaleLowerCase('en-IN').trim().replace(/\s+/g, ' ');
}

/** Search texts longer than this are matched by their first this-many characters. */
export const SEARCH_PREFIX_MAX = 40;

/**
 * What an organiser may type to find a registration (the port's search): the start of the
 * candidate's name, the school's name or its city (every prefix, lower case, up to
 * SEARCH_PREFIX_MAX characters), or the whole registration number, with or without its dashes.
 */
export function searchTermsOf(
  registrationNumber: string,
  texts: readonly string[],
): readonly string[] {
  const number = registrationNumber.toLowerCase();
  const terms = new Set<string>([number, number.replace(/-/g, '')]);
  for (const text of texts) {
    const whole = [...searchText(text)].slice(0, SEARCH_PREFIX_MAX);
    for (let length = 1; length <= whole.length; length += 1) {
      terms.add(whole.slice(0, length).join(''));
    }
  }
  return [...terms];
}

export function registrationIndexFields(
  editionId: string,
  uid: string,
  registration: {
    readonly candidateName: string;
    readonly schoolName: string;
    readonly schoolCity: string;
    readonly confirmed: boolean;
  },
): RegistrationIndexFields {
  const registrationNumber = registrationNumberOf(editionId, uid);
  return {
    registrationNumber,
    searchName: searchText(registration.candidateName),
    searchSchool: searchText(registration.schoolName),
    searchCity: searchText(registration.schoolCity),
    guardianStatus: registration.confirmed ? 'confirmed' : 'awaiting-guardian',
    searchTerms: searchTermsOf(registrationNumber, [
      registration.candidateName,
      registration.schoolName,
      registration.schoolCity,
    ]),
  };
}

/** Whether the stored document already holds exactly these fields (then nothing is written). */
export function hasIndexFields(
  stored: Readonly<Record<string, unknown>>,
  fields: RegistrationIndexFields,
): boolean {
  return REGISTRATION_INDEX_FIELDS.every((key) => {
    const want = fields[key];
    const have = stored[key];
    if (Array.isArray(want)) {
      return (
        Array.isArray(have) &&
        have.length === want.length &&
        want.every((term, index) => have[index] === term)
      );
    }
    return have === want;
  });
}
