import {
  CONSENT_NOTICE_VERSION,
  INDIAN_STATES_AND_UNION_TERRITORIES,
  REGISTRATION_GRADES,
  registrationDeleteAt,
} from '@apex/core';
import type { RegistrationRecord } from './state.ts';

const FIRST_NAMES: readonly [string, ...string[]] = [
  'Aarav',
  'Ananya',
  'Vivaan',
  'Diya',
  'Ishaan',
  'Saanvi',
  'Kabir',
  'Meera',
  'Arjun',
  'Kavya',
  'Rohan',
  'Priya',
  'Aditya',
  'Nisha',
  'Farhan',
  'Zoya',
  'Harpreet',
  'Lakshmi',
  'Tenzin',
  'Joseph',
  'आरव',
  'अनन्या',
  'विवान',
  'दिया',
];
const SURNAMES: readonly [string, ...string[]] = [
  'Sharma',
  'Verma',
  'Iyer',
  'Reddy',
  'Khan',
  'Singh',
  'Das',
  'Nair',
  'Patel',
  'Mukherjee',
  'Gupta',
  'Fernandes',
  'Bhatt',
  'Menon',
  'Chatterjee',
  'Rao',
  'शर्मा',
  'वर्मा',
];
const CITIES: readonly [string, ...string[]] = [
  'Pune',
  'Jaipur',
  'Lucknow',
  'Kochi',
  'Patna',
  'Indore',
  'Guwahati',
  'Mysuru',
];

/** Picks deterministically, so a seeded edition is the same on every run. */
const pick = <T>(list: readonly [T, ...T[]], seed: number): T =>
  list[seed % list.length] ?? list[0];

/**
 * `count` valid registrations for the edition, under uids `seed-<n>` that no account has: mixed
 * grades, states and cities, four in five confirmed by the guardian. Their details pass core's
 * rules, so every page and the export treat them as real.
 */
export function seededRegistrations(
  count: number,
  editionId: string,
  now: Date,
  offset: number,
): RegistrationRecord[] {
  const deleteAt = registrationDeleteAt(editionId);
  if (deleteAt === null) throw new Error(`edition ${editionId} takes no registrations`);
  return Array.from({ length: count }, (_, position) => {
    const n = offset + position;
    const candidateName = `${pick(FIRST_NAMES, n * 7 + 3)} ${pick(SURNAMES, n * 13 + 5)}`;
    const confirmed = n % 5 !== 0;
    return {
      editionId,
      uid: `seed-${n}`,
      details: {
        candidateName,
        grade: REGISTRATION_GRADES[n % REGISTRATION_GRADES.length] ?? 6,
        schoolName: `${pick(CITIES, n * 3)} Public School No. ${(n % 40) + 1}`,
        schoolCity: pick(CITIES, n * 11 + 1),
        schoolState: pick(INDIAN_STATES_AND_UNION_TERRITORIES, n * 17 + 2),
        guardianName: `Guardian ${pick(SURNAMES, n * 5 + 1)}`,
        guardianEmail: `guardian.${n}@example.com`,
        consent: true,
        noticeVersion: CONSENT_NOTICE_VERSION,
        noticeLanguage: n % 4 === 0 ? 'hi' : 'en',
      },
      consentedAt: now.toISOString(),
      guardianConfirmedAt: confirmed ? now.toISOString() : null,
      guardianMethod: confirmed ? 'guardian-email' : null,
      guardianRequestedAt: confirmed ? null : now.toISOString(),
      deleteAt: deleteAt.toISOString(),
      guardianResends: null,
    };
  });
}
