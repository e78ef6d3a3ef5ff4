import { isStanding } from '@apex/auth-port';
import { hashedEmailIdentity, publicKeySet, verifyCredential } from '@apex/core/credential';
import { describe, expect, it } from 'vitest';
import { createMemoryBackend } from './createMemoryBackend.ts';
import { DEVELOPMENT_CREDENTIAL_KEY } from './developmentCredentialKey.ts';

const IN_WINDOW = Date.parse('2024-09-15T12:00:00+05:30');
const ORIGIN = 'https://apex.example';
const DEVELOPMENT_KEYS = publicKeySet({ keys: [DEVELOPMENT_CREDENTIAL_KEY] });

/** An edition of 10 seeded registrations published with one score each. */
async function published() {
  const backend = createMemoryBackend({
    seedDemoAccounts: true,
    now: () => IN_WINDOW,
    siteOrigin: ORIGIN,
    organiserName: 'Apex Digital Private Limited',
  });
  await backend.controls.seedRegistrations(10, '2024');
  await backend.auth.signIn('organiser@example.com', 'Organiser@123');
  const page = await backend.organiser.registrations('2024', {
    sort: 'number',
    direction: 'asc',
    pageSize: 50,
    status: 'confirmed',
  });
  await backend.organiser.publishResults(
    '2024',
    page.rows.map((row) => ({ registrationNumber: row.registrationNumber, scorePercent: 97 })),
  );
  return { backend, uids: page.rows.map((row) => row.uid) };
}

describe('the memory server issues each certificate as a signed Open Badges credential', () => {
  it('signs it with the development key, naming the candidate and, hashed, the guardian', async () => {
    const { backend, uids } = await published();
    const registration = backend.controls.registrations.find((entry) => entry.uid === uids[0]);
    const result = await backend.results.read(uids[0] ?? '', '2024');
    const certificate = await backend.certificates.read(result?.certificateId ?? '');

    if (!isStanding(certificate)) throw new Error('the certificate does not stand');
    const check = await verifyCredential(certificate.credential ?? '', DEVELOPMENT_KEYS);

    if (check.kind !== 'valid') throw new Error(`the credential reads ${JSON.stringify(check)}`);
    expect(check.keyName).toBe('apex-development-key-not-for-production');
    expect(check.credential.id).toBe(`${ORIGIN}/certificate/${certificate.id}`);
    expect(check.credential.issuer.name).toBe('Apex Digital Private Limited');
    const [name, email] = check.credential.credentialSubject.identifier;
    expect(name?.identityHash).toBe(registration?.details.candidateName);
    const guardianEmail = registration?.details.guardianEmail ?? '';
    expect(email).toEqual(await hashedEmailIdentity(guardianEmail, email?.salt ?? ''));
    expect(certificate.credential).not.toContain(guardianEmail);
    expect(check.credential.credentialSubject.achievement.name).toBe(
      'Apex exam, October 2024: Prize',
    );
  });

  it('issues a corrected result a new certificate with a new credential; the old one stands no more', async () => {
    const { backend, uids } = await published();
    const result = await backend.results.read(uids[0] ?? '', '2024');
    const before = await backend.certificates.read(result?.certificateId ?? '');

    await backend.organiser.publishResults('2024', [
      { registrationNumber: result?.registrationNumber ?? '', scorePercent: 50 },
    ]);
    const corrected = await backend.results.read(uids[0] ?? '', '2024');
    const after = await backend.certificates.read(corrected?.certificateId ?? '');
    if (!isStanding(before) || !isStanding(after))
      throw new Error('the certificate does not stand');
    expect(corrected?.certificateId).not.toBe(result?.certificateId);
    const old = await backend.certificates.read(result?.certificateId ?? '');
    expect(old?.withdrawnAt).toBeInstanceOf(Date);
    expect(JSON.stringify(old)).not.toContain(before.candidateName);
    const check = await verifyCredential(after.credential ?? '', DEVELOPMENT_KEYS);

    expect(after.credential).not.toBe(before.credential);
    expect(check.kind === 'valid' && check.credential.credentialSubject.achievement.name).toBe(
      'Apex exam, October 2024: Participation',
    );
  });
});
