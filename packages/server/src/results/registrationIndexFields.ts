import { registrationNumberOf } from '@apex/core';
import { searchText } from '../contract/searchQuery.ts';
import { searchTokensOf } from '../searchTokens.ts';

/**
 * What the server stores beside a registration so the organiser console can find, filter and sort
 * it on Firestore (issue 29): the registration number (still derived from the edition and the
 * account; stored only so it can be searched and sorted), lower-case copies of the name, school
 * and city, the guardian status as one equality-filterable field, and `searchTerms`, what an
 * organiser may type (queried with `array-contains`; @apex/server's searchTokensOf, the rule the
 * memory backend matches too).
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
    searchTerms: searchTokensOf(registrationNumber, [
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
