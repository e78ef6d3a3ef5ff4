import {
  CONSENT_NOTICE_VERSION,
  INDIAN_STATES_AND_UNION_TERRITORIES,
  REGISTRATION_GRADES,
  registrationDeleteAt,
} from '@apex/core';
import type { RegistrationRecord } from './state.ts';

/** Names as families write them in Latin letters... */
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
];
/** ...and in Devanagari, as a Hindi-speaking family may type the whole name (one in five). */
const DEVANAGARI_FIRST_NAMES: readonly [string, ...string[]] = [
  'आरव',
  'अनन्या',
  'विवान',
  'दिया',
  'ईशान',
  'सान्वी',
  'कबीर',
  'मीरा',
  'अर्जुन',
  'काव्या',
];
const DEVANAGARI_SURNAMES: readonly [string, ...string[]] = [
  'शर्मा',
  'वर्मा',
  'सिंह',
  'गुप्ता',
  'मिश्रा',
  'यादव',
  'पांडेय',
  'त्रिपाठी',
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
 * One name, all in one script: Devanagari for one registration in five, Latin otherwise. Each
 * script's names are picked by the position among its own, so every name of the lists occurs.
 */
function nameOf(n: number): { readonly candidate: string; readonly guardian: string } {
  const devanagari = n % 5 === 2;
  const [first, last, m] = devanagari
    ? [DEVANAGARI_FIRST_NAMES, DEVANAGARI_SURNAMES, Math.floor(n / 5)]
    : [FIRST_NAMES, SURNAMES, n];
  const surname = pick(last, m * 13 + 5);
  const guardianFirst = pick(first, m * 5 + 1);
  return {
    candidate: `${pick(first, m * 7 + 3)} ${surname}`,
    guardian: `${guardianFirst} ${surname}`,
  };
}

/**
 * How the guardian's consent stands: one in five awaits the guardian's link; of the rest, one in
 * three was given from the guardian's own account, the others by the mailed link.
 */
function consentOf(n: number): RegistrationRecord['guardianMethod'] {
  if (n % 5 === 0) return null;
  return n % 3 === 0 ? 'account-email' : 'guardian-email';
}

/**
 * `count` valid registrations for the edition, under uids `seed-<n>` that no account has: mixed
 * grades, states and cities, names in Latin letters and in Devanagari, four in five confirmed by
 * the guardian (by the guardian's account or the mailed link), the rest awaiting the guardian.
 * Their details pass core's rules, so every page and the export treat them as real. The same
 * generator fills the development site's sample edition (`?seed=`), the console's benchmark and
 * the tests.
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
    const names = nameOf(n);
    const method = consentOf(n);
    const confirmed = method !== null;
    return {
      editionId,
      uid: `seed-${n}`,
      details: {
        candidateName: names.candidate,
        grade: REGISTRATION_GRADES[n % REGISTRATION_GRADES.length] ?? 6,
        schoolName: `${pick(CITIES, n * 3)} Public School No. ${(n % 40) + 1}`,
        schoolCity: pick(CITIES, n * 11 + 1),
        schoolState: pick(INDIAN_STATES_AND_UNION_TERRITORIES, n * 17 + 2),
        guardianName: names.guardian,
        guardianEmail: `guardian.${n}@example.com`,
        consent: true,
        noticeVersion: CONSENT_NOTICE_VERSION,
        noticeLanguage: n % 5 === 2 || n % 4 === 0 ? 'hi' : 'en',
      },
      consentedAt: now.toISOString(),
      guardianConfirmedAt: confirmed ? now.toISOString() : null,
      guardianMethod: method,
      guardianRequestedAt: confirmed ? null : now.toISOString(),
      deleteAt: deleteAt.toISOString(),
      guardianResends: null,
    };
  });
}
