import type { RegistrationDetails } from '@apex/auth-port';
import { REGISTRATION } from '@apex/auth-port/conformance';
import { delay, http } from 'msw';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { registrationPath } from './registrations.ts';
import {
  createFirebaseTestEnvironment,
  describeOnFirestore,
  PROJECT_ID,
  rejection,
  verifyEmail,
} from './testing/harness.ts';

/**
 * What the conformance suite does not see of registrations on Firebase: the document as stored on
 * the real Firestore emulator, and a save that gets no answer. What firestore.rules allows and
 * refuses of a raw write (any client could send one) is tested on the same engine in
 * rules/registrationRules.test.ts and rules/registrationWindowRules.test.ts.
 */
const env = createFirebaseTestEnvironment();
beforeAll(() => env.start());
afterEach(() => env.cleanup());
afterAll(() => env.stop());

const PASSWORD = 'Secret#123';
const DETAILS: RegistrationDetails = { ...REGISTRATION, noticeLanguage: 'hi' };

/** The stored document's fields as Firestore's REST API gives them, read past the rules. */
async function storedFields(path: string): Promise<Record<string, unknown> | undefined> {
  const url = `http://${env.firestoreHost}/v1/projects/${PROJECT_ID}/databases/(default)/documents/${path}`;
  const response = await fetch(url, { headers: { Authorization: 'Bearer owner' } });
  if (response.status === 404) {
    await response.text();
    return undefined;
  }
  expect(response.ok, `GET ${path}`).toBe(true);
  return ((await response.json()) as { fields?: Record<string, unknown> }).fields;
}

describeOnFirestore('registrations on Firebase', () => {
  it('stores the details and the server time at editions/{editionId}/registrations/{uid}', async () => {
    const backend = env.createBackend();
    const { uid } = await backend.auth.createAccount('stored@example.com', PASSWORD);
    await verifyEmail(env.authEmulatorUrl, 'stored@example.com');

    const saved = await backend.registrations.save(uid, '2024', DETAILS);

    const stored = await storedFields(registrationPath('2024', uid));
    // The registration trigger may add the server's own fields a moment later; the client's are these.
    expect(Object.keys(stored ?? {})).toEqual(
      expect.arrayContaining([...Object.keys(DETAILS), 'consentedAt']),
    );
    expect(stored?.grade).toEqual({ integerValue: '7' });
    expect(stored?.candidateName).toEqual({ stringValue: DETAILS.candidateName });
    const consentedAt = (stored?.consentedAt as { timestampValue?: string } | undefined)
      ?.timestampValue;
    // The emulator keeps microseconds; the port's Date has milliseconds.
    expect(Date.parse(consentedAt ?? '')).toBe(saved.consentedAt.getTime());
  });

  // An emulator always answers: msw holds the call in front of it, as a lost network would.
  it('gives up on a save that gets no answer, with registration/timeout', async () => {
    const backend = env.createBackend({ writeTimeoutMs: 200 });
    const { uid } = await backend.auth.createAccount('slowreg@example.com', PASSWORD);
    await verifyEmail(env.authEmulatorUrl, 'slowreg@example.com');
    env.server.use(http.post(/documents:commit/, () => delay('infinite')));

    const error = await rejection(backend.registrations.save(uid, '2024', DETAILS));

    expect(error.code).toBe('registration/timeout');
  });
});
