import { createHash } from 'node:crypto';
import { registrationNumberFromDigest, registrationNumberSource } from '@apex/core';

/**
 * What the server stores beside a registration so the organiser console can find, filter and sort
 * it on Firestore (issue 29): the registration number (still derived from the edition and the
 * account; stored only so it can be searched and sorted), lower-case copies of the name, school
 * and city, the guardian status as one equality-filterable field, and `searchTerms`, the words an
 * organiser may type (queried with `array-contains`, one word at a time).
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

/** The registration number core derives, with Node's SHA-256. */
export function storedRegistrationNumber(editionId: string, uid: string): string {
  const digest = createHash('sha256').update(registrationNumberSource(editionId, uid)).digest();
  return registrationNumberFromDigest(digest);
}

/**
 * Every word of the name, school and city, each whole text, and the registration number with and
 * without its dashes, lower case, without repeats: an organiser finds a registration by any one.
 */
export function searchTermsOf(
  registrationNumber: string,
  texts: readonly string[],
): readonly string[] {
  const number = registrationNumber.toLowerCase();
  const terms = new Set<string>([number, number.replace(/-/g, '')]);
  for (const text of texts) {
    const whole = searchText(text);
    if (whole === '') continue;
    terms.add(whole);
    for (const word of whole.split(' ')) terms.add(word);
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
  const registrationNumber = storedRegistrationNumber(editionId, uid);
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
