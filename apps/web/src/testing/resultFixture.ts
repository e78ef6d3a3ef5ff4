import type { MemoryBackend } from '@apex/auth-memory';
import type { ResultRow } from '@apex/auth-port';
import { EDITION_2024 } from '@apex/core';
import { GRADE_8_DETAILS } from './registrationForm.ts';
import { backendWithAccount, TEST_EMAIL, TEST_PASSWORD } from './testAccounts.ts';

const ORGANISER_EMAIL = 'organiser.fixture@example.com';

/** Publishes `rows` as an organiser of the memory backend would, then signs out. */
export async function publishAsOrganiser(
  backend: MemoryBackend,
  rows: readonly ResultRow[],
): Promise<void> {
  await backend.auth.signOut();
  await backend.auth.createAccount(ORGANISER_EMAIL, TEST_PASSWORD).catch(() => undefined);
  await backend.auth.signOut();
  await backend.controls.grantOrganiser(ORGANISER_EMAIL);
  await backend.auth.signIn(ORGANISER_EMAIL, TEST_PASSWORD);
  await backend.organiser.publishResults(EDITION_2024.id, rows);
  await backend.auth.signOut();
}

/**
 * The Grade 8 candidate registered and confirmed (the guardian's address is the account's); with
 * a score, its result published. The family is signed in again at the end.
 */
export async function registeredFamily({
  scorePercent,
  showSchoolOnCertificate = false,
}: {
  scorePercent?: number;
  showSchoolOnCertificate?: boolean;
} = {}) {
  const { backend, user } = await backendWithAccount();
  const registration = await backend.registrations.save(user.uid, EDITION_2024.id, {
    ...GRADE_8_DETAILS,
    ...(showSchoolOnCertificate ? { showSchoolOnCertificate: true } : {}),
  });
  if (scorePercent !== undefined) {
    await publishAsOrganiser(backend, [
      { registrationNumber: registration.registrationNumber, scorePercent },
    ]);
    await backend.auth.signIn(TEST_EMAIL, TEST_PASSWORD);
  }
  const result = await backend.results.read(user.uid, EDITION_2024.id);
  return { backend, user, registration, certificateId: result?.certificateId ?? null };
}
