import { BackendError, type RegistrationDetails } from '@apex/auth-port';
import { REGISTRATION } from '@apex/auth-port/conformance';
import { delay, http } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { registrationPath } from './registrations.ts';
import { openWindows, rulesWindowsOf } from './rules/registrationWindows.ts';
import { createFirebaseTestEnvironment, PROJECT_ID, verifyEmail } from './testing/harness.ts';

/**
 * What the conformance suite does not see of registrations on Firebase: the document as stored,
 * and the rules' stand-in refusing writes that skip the adapter's own checks (a raw REST commit,
 * as any client could send). The rules themselves are tested in rules/registrationRules.test.ts.
 */
const env = createFirebaseTestEnvironment();
beforeAll(() => env.start());
afterEach(() => env.cleanup());
afterAll(() => env.stop());

const PASSWORD = 'Secret#123';
const DETAILS: RegistrationDetails = { ...REGISTRATION, noticeLanguage: 'hi' };
const DOCUMENTS = `projects/${PROJECT_ID}/databases/(default)/documents`;

/** An account on the Auth emulator and its ID token, verified or not, as any client holds one. */
async function tokenFor(email: string, verified: boolean): Promise<{ uid: string; token: string }> {
  const api = `${env.authEmulatorUrl}/identitytoolkit.googleapis.com/v1`;
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${api}/${path}?key=demo-api-key`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await response.json()) as { localId: string; idToken: string };
  };
  const created = await post('accounts:signUp', { email, password: PASSWORD });
  if (!verified) return { uid: created.localId, token: created.idToken };
  await post('accounts:sendOobCode', { requestType: 'VERIFY_EMAIL', idToken: created.idToken });
  await verifyEmail(env.authEmulatorUrl, email);
  const again = await post('accounts:signInWithPassword', { email, password: PASSWORD });
  return { uid: again.localId, token: again.idToken };
}

/** Typed Firestore values for the details, as the SDK would send them. */
function wireFields(data: object) {
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [
      key,
      typeof value === 'number'
        ? { integerValue: String(value) }
        : typeof value === 'boolean'
          ? { booleanValue: value }
          : { stringValue: value },
    ]),
  );
}

/** One raw commit of a registration, with or without the server's time of consent. */
async function commit(options: {
  token: string;
  path: string;
  fields: Record<string, unknown>;
  serverTime?: boolean;
}): Promise<string> {
  const write = {
    update: { name: `${DOCUMENTS}/${options.path}`, fields: options.fields },
    updateTransforms:
      options.serverTime === false
        ? []
        : [{ fieldPath: 'consentedAt', setToServerValue: 'REQUEST_TIME' }],
  };
  const response = await fetch(`https://firestore.googleapis.com/v1/${DOCUMENTS}:commit`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${options.token}` },
    body: JSON.stringify({ writes: [write] }),
  });
  const body = (await response.json()) as { error?: { status?: string } };
  return body.error?.status ?? 'OK';
}

describe.skipIf(env.usesRealFirestore)('registrations on Firebase', () => {
  it('stores exactly the details and the server time at editions/{editionId}/registrations/{uid}', async () => {
    const backend = env.createBackend();
    const { uid } = await backend.auth.createAccount('stored@example.com', PASSWORD);
    await verifyEmail(env.authEmulatorUrl, 'stored@example.com');

    const saved = await backend.registrations.save(uid, '2024', DETAILS);

    const stored = env.firestore.documents().get(registrationPath('2024', uid));
    expect(Object.keys(stored ?? {}).sort()).toEqual(
      [...Object.keys(DETAILS), 'consentedAt'].sort(),
    );
    expect(stored?.grade).toEqual({ integerValue: '7' });
    expect(stored?.consentedAt).toEqual({ timestampValue: saved.consentedAt.toISOString() });
  });

  it('gives up on a save that gets no answer, with registration/timeout', async () => {
    const backend = env.createBackend({ writeTimeoutMs: 200 });
    const { uid } = await backend.auth.createAccount('slowreg@example.com', PASSWORD);
    await verifyEmail(env.authEmulatorUrl, 'slowreg@example.com');
    env.server.use(http.post(/documents:commit/, () => delay('infinite')));

    const error = await backend.registrations.save(uid, '2024', DETAILS).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(BackendError);
    expect((error as BackendError).code).toBe('registration/timeout');
  });

  describe('the stand-in judges a raw write as the rules do', () => {
    it('allows the verified owner a complete registration with the server time', async () => {
      const { uid, token } = await tokenFor('raw@example.com', true);
      const path = registrationPath('2024', uid);

      expect(await commit({ token, path, fields: wireFields(DETAILS) })).toBe('OK');
    });

    it('denies an unverified owner, and another account', async () => {
      const unverified = await tokenFor('unverified@example.com', false);
      const other = await tokenFor('other@example.com', true);
      const fields = wireFields(DETAILS);

      expect(
        await commit({ ...unverified, path: registrationPath('2024', unverified.uid), fields }),
      ).toBe('PERMISSION_DENIED');
      expect(
        await commit({ ...other, path: registrationPath('2024', unverified.uid), fields }),
      ).toBe('PERMISSION_DENIED');
    });

    it.each([
      ['a stray key', { ...wireFields(DETAILS), dateOfBirth: { stringValue: '2012-04-01' } }],
      ['consent false', wireFields({ ...DETAILS, consent: false })],
      ['grade 11', wireFields({ ...DETAILS, grade: 11 })],
      ['a grade that is not whole', { ...wireFields(DETAILS), grade: { doubleValue: 7 } }],
      ['a state not in the list', wireFields({ ...DETAILS, schoolState: 'Bombay' })],
    ])('denies %s', async (_, fields) => {
      const { uid, token } = await tokenFor('strict@example.com', true);

      expect(await commit({ token, path: registrationPath('2024', uid), fields })).toBe(
        'PERMISSION_DENIED',
      );
    });

    it.each([
      ['guardianConfirmedAt', { timestampValue: '2026-11-26T06:30:00Z' }],
      ['guardianMethod', { stringValue: 'account-email' }],
      ['deleteAt', { timestampValue: '2099-01-01T00:00:00Z' }],
    ])('denies the server field %s written by a client', async (key, value) => {
      const { uid, token } = await tokenFor('forger@example.com', true);
      const fields = { ...wireFields(DETAILS), [key]: value };

      expect(await commit({ token, path: registrationPath('2024', uid), fields })).toBe(
        'PERMISSION_DENIED',
      );
    });

    it('denies a write outside the edition’s window, as the generated rules have it', async () => {
      const { uid, token } = await tokenFor('late@example.com', true);
      env.firestore.setRegistrationWindows(rulesWindowsOf());
      try {
        const fields = wireFields(DETAILS);
        expect(await commit({ token, path: registrationPath('2024', uid), fields })).toBe(
          'PERMISSION_DENIED',
        );
      } finally {
        env.firestore.setRegistrationWindows(openWindows(Date.now()));
      }
    });

    it('denies a time of consent the client chose, and an edition the rules do not list', async () => {
      const { uid, token } = await tokenFor('time@example.com', true);
      const fields = wireFields(DETAILS);

      expect(
        await commit({
          token,
          path: registrationPath('2024', uid),
          fields: { ...fields, consentedAt: { timestampValue: new Date().toISOString() } },
          serverTime: false,
        }),
      ).toBe('PERMISSION_DENIED');
      expect(await commit({ token, path: registrationPath('1999', uid), fields })).toBe(
        'PERMISSION_DENIED',
      );
    });
  });
});
