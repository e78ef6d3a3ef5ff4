import { createHash } from 'node:crypto';
import { REGISTRATION } from '@apex/auth-port/conformance';
import {
  CONSENT_NOTICE_VERSION,
  INDIAN_STATES_AND_UNION_TERRITORIES,
  REGISTRATION_GRADES,
  registrationNumberFromDigest,
  registrationNumberSource,
} from '@apex/core';

/**
 * An edition full of registrations on the Firestore emulator, for measuring the organiser
 * console's reads (organiserReads.test.ts): written past the rules through the emulator's REST
 * API as its owner, 500 to a commit, with the Functions emulator's triggers off (each would
 * otherwise run once per document). Each carries the fields the registration trigger adds
 * (apps/functions/src/registrationIndexFields.ts): the number, the lower-case name, the status,
 * and the search terms a test types (the whole number, the name's prefixes).
 */

const FIRST = [
  'Asha',
  'Vikram',
  'Meera',
  'Arjun',
  'Priya',
  'Rohan',
  'Zoya',
  'Kabir',
  'Isha',
  'Dev',
];
const LAST = ['Rao', 'Sharma', 'Iyer', 'Khan', 'Das', 'Singh', 'Patel', 'Nair', 'Gupta', 'Bose'];

type RestValue = Record<string, unknown>;
const text = (value: string): RestValue => ({ stringValue: value });

export interface SeededRegistration {
  readonly uid: string;
  readonly registrationNumber: string;
}

function numberOf(editionId: string, uid: string): string {
  const digest = createHash('sha256').update(registrationNumberSource(editionId, uid)).digest();
  return registrationNumberFromDigest(digest);
}

/** The index in letters (a person's name has no digits): 0 "Aa", 1 "Ab", ... */
function lettersOf(index: number): string {
  let letters = '';
  let rest = index;
  do {
    letters = String.fromCharCode(97 + (rest % 26)) + letters;
    rest = Math.floor(rest / 26);
  } while (rest > 0);
  return `A${letters}`;
}

export function documentOf(editionId: string, index: number) {
  const uid = `reads-${String(index).padStart(6, '0')}`;
  const registrationNumber = numberOf(editionId, uid);
  const candidateName = `${FIRST[index % FIRST.length]} ${LAST[Math.floor(index / 10) % LAST.length]} ${lettersOf(index)}`;
  const searchName = candidateName.toLowerCase();
  const number = registrationNumber.toLowerCase();
  const terms = new Set([number, number.replace(/-/g, '')]);
  for (let length = 1; length <= searchName.length; length += 1) {
    terms.add(searchName.slice(0, length));
  }
  const confirmed = index % 5 !== 0;
  const now = new Date().toISOString();
  const fields: Record<string, RestValue> = {
    candidateName: text(candidateName),
    grade: { integerValue: String(REGISTRATION_GRADES[index % REGISTRATION_GRADES.length]) },
    schoolName: text(REGISTRATION.schoolName),
    schoolCity: text(REGISTRATION.schoolCity),
    schoolState: text(
      INDIAN_STATES_AND_UNION_TERRITORIES[index % INDIAN_STATES_AND_UNION_TERRITORIES.length] ?? '',
    ),
    guardianName: text(REGISTRATION.guardianName),
    guardianEmail: text(`guardian.${uid}@example.com`),
    consent: { booleanValue: true },
    noticeVersion: text(CONSENT_NOTICE_VERSION),
    noticeLanguage: text('en'),
    consentedAt: { timestampValue: now },
    ...(confirmed
      ? { guardianConfirmedAt: { timestampValue: now }, guardianMethod: text('guardian-email') }
      : { guardianRequestedAt: { timestampValue: now } }),
    registrationNumber: text(registrationNumber),
    searchName: text(searchName),
    searchSchool: text(REGISTRATION.schoolName.toLowerCase()),
    searchCity: text(REGISTRATION.schoolCity.toLowerCase()),
    guardianStatus: text(confirmed ? 'confirmed' : 'awaiting-guardian'),
    searchTerms: { arrayValue: { values: [...terms].map(text) } },
  };
  return { uid, registrationNumber, fields };
}

const OWNER = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };

async function hub(path: 'enableBackgroundTriggers' | 'disableBackgroundTriggers') {
  const address = process.env.FIREBASE_EMULATOR_HUB;
  if (address === undefined || address === '') return;
  const emulators = (await (await fetch(`http://${address}/emulators`)).json()) as Record<
    string,
    unknown
  >;
  if (emulators.functions === undefined) return;
  const response = await fetch(`http://${address}/functions/${path}`, { method: 'PUT' });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
}

/**
 * Runs `work` with the Functions emulator's Firestore triggers off (when it runs): after a pause,
 * disabling again waits for the events already queued to drain, and only then are they back on.
 */
export async function withoutTriggers<T>(work: () => Promise<T>): Promise<T> {
  await hub('disableBackgroundTriggers');
  try {
    return await work();
  } finally {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await hub('disableBackgroundTriggers');
    await hub('enableBackgroundTriggers');
  }
}

/** Writes `count` registrations of the edition (call inside `withoutTriggers`). */
export async function seedRegistrations(
  firestoreHost: string,
  projectId: string,
  editionId: string,
  count: number,
): Promise<SeededRegistration[]> {
  const database = `projects/${projectId}/databases/(default)`;
  const seeded: SeededRegistration[] = [];
  const commits: { writes: unknown[] }[] = [];
  for (let index = 0; index < count; index += 1) {
    if (index % 500 === 0) commits.push({ writes: [] });
    const { uid, registrationNumber, fields } = documentOf(editionId, index);
    seeded.push({ uid, registrationNumber });
    commits.at(-1)?.writes.push({
      update: { name: `${database}/documents/editions/${editionId}/registrations/${uid}`, fields },
    });
  }
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < commits.length; index = next++) {
      const response = await fetch(`http://${firestoreHost}/v1/${database}/documents:commit`, {
        method: 'POST',
        headers: OWNER,
        body: JSON.stringify(commits[index]),
      });
      if (!response.ok) throw new Error(`commit: ${response.status} ${await response.text()}`);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return seeded;
}

/** Removes every document of the emulator's project, as the harness's cleanup does. */
export async function clearFirestore(firestoreHost: string, projectId: string): Promise<void> {
  const response = await fetch(
    `http://${firestoreHost}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
    { method: 'DELETE' },
  );
  if (!response.ok) throw new Error(`clear: ${response.status}`);
}
