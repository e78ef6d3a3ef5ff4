import type { MemoryBackend } from '@apex/auth-memory';
import type { ResultRow } from '@apex/auth-port';
import { EDITION_2024 } from '@apex/core';
import { GRADE_8_DETAILS } from './registrationForm.ts';
import { backendWithAccount, TEST_EMAIL, TEST_PASSWORD } from './testAccounts.ts';

const ORGANISER_EMAIL = 'organiser.fixture@example.com';

/**
 * Publishes `rows` as an organiser of the memory backend would, then signs out; with
 * `classmates`, also that many scores for other confirmed Grade 8 registrations (seeded).
 */
export async function publishAsOrganiser(
  backend: MemoryBackend,
  rows: readonly ResultRow[],
  classmates: readonly number[] = [],
): Promise<void> {
  await backend.auth.signOut();
  await backend.auth.createAccount(ORGANISER_EMAIL, TEST_PASSWORD).catch(() => undefined);
  await backend.auth.signOut();
  await backend.controls.grantOrganiser(ORGANISER_EMAIL);
  await backend.auth.signIn(ORGANISER_EMAIL, TEST_PASSWORD);
  const others: ResultRow[] = [];
  if (classmates.length > 0) {
    await backend.controls.seedRegistrations(classmates.length * 12, EDITION_2024.id);
    const page = await backend.organiser.registrations(EDITION_2024.id, {
      grade: 8,
      status: 'confirmed',
      sort: 'number',
      direction: 'asc',
      pageSize: classmates.length + rows.length,
    });
    const given = new Set(rows.map((row) => row.registrationNumber));
    const numbers = page.rows
      .map((row) => row.registrationNumber)
      .filter((number) => !given.has(number))
      .slice(0, classmates.length);
    if (numbers.length < classmates.length) throw new Error('too few Grade 8 classmates seeded');
    for (const [index, registrationNumber] of numbers.entries()) {
      others.push({ registrationNumber, scorePercent: classmates[index] ?? 0 });
    }
  }
  await backend.organiser.publishResults(EDITION_2024.id, [...rows, ...others]);
  await backend.auth.signOut();
}

/**
 * The Grade 8 candidate registered and confirmed (the guardian's address is the account's); with
 * a score, its result published. The family is signed in again at the end.
 */
export async function registeredFamily({
  scorePercent,
  showSchoolOnCertificate = false,
  classmates = [],
}: {
  scorePercent?: number;
  showSchoolOnCertificate?: boolean;
  /** Scores of other Grade 8 candidates published with the family's. */
  classmates?: readonly number[];
} = {}) {
  const { backend, user } = await backendWithAccount();
  const registration = await backend.registrations.save(user.uid, EDITION_2024.id, {
    ...GRADE_8_DETAILS,
    ...(showSchoolOnCertificate ? { showSchoolOnCertificate: true } : {}),
  });
  if (scorePercent !== undefined) {
    await publishAsOrganiser(
      backend,
      [{ registrationNumber: registration.registrationNumber, scorePercent }],
      classmates,
    );
    await backend.auth.signIn(TEST_EMAIL, TEST_PASSWORD);
  }
  const result = await backend.results.read(user.uid, EDITION_2024.id);
  return { backend, user, registration, certificateId: result?.certificateId ?? null };
}
