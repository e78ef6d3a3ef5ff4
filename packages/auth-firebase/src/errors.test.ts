import { BackendError } from '@apex/auth-port';
import { describeError, KNOWN_ERROR_CODES, messagesFor } from '@apex/core';
import { describe, expect, it } from 'vitest';
import { plainMessage, toBackendError } from './errors.ts';

/** Firebase errors as the SDK throws them: an Error with a `code` and "Firebase: …" message. */
function firebaseError(code: string, message = `Firebase: Error (${code}).`) {
  return Object.assign(new Error(message), { name: 'FirebaseError', code });
}

describe('toBackendError', () => {
  it.each(KNOWN_ERROR_CODES)('keeps the code %s the UI has words for', (code) => {
    const error = toBackendError(firebaseError(code), 'auth');
    expect(error).toBeInstanceOf(BackendError);
    expect(error.code).toBe(code);
    expect(error.message).not.toMatch(/Firebase/);
  });

  it("sends codes, not sentences: the words are core's, whatever Firebase said", () => {
    const error = toBackendError(
      firebaseError(
        'auth/wrong-password',
        'Firebase: The password is invalid (auth/wrong-password).',
      ),
      'auth',
    );
    expect(error.message).toBe('The password is invalid.');
    expect(describeError(error.code, error.message).message).toBe(
      messagesFor('en').errors['auth/invalid-credential'],
    );
  });

  it.each([
    'auth/wrong-password',
    'auth/user-not-found',
    'auth/invalid-login-credentials',
    'auth/invalid-credential',
  ])('answers %s as auth/invalid-credential, so nobody learns who has an account', (code) => {
    expect(toBackendError(firebaseError(code), 'auth').code).toBe('auth/invalid-credential');
  });

  it.each([
    ['auth/invalid-email', 'auth/invalid-email'],
    ['auth/weak-password', 'auth/weak-password'],
    ['auth/missing-password', 'auth/missing-password'],
    ['auth/user-cancelled', 'auth/popup-closed-by-user'],
    ['storage/unauthorized', 'storage/unauthorized'],
    ['storage/unauthenticated', 'auth/unauthenticated'],
    ['storage/retry-limit-exceeded', 'storage/unavailable'],
  ])('maps %s to %s', (from, to) => {
    expect(toBackendError(firebaseError(from), 'auth').code).toBe(to);
  });

  it.each([
    ['permission-denied', 'profile/permission-denied'],
    ['unauthenticated', 'auth/unauthenticated'],
    ['unavailable', 'profile/unavailable'],
    ['deadline-exceeded', 'profile/unavailable'],
    ['not-found', 'profile/not-found'],
  ])('gives Firestore code %s, which has no prefix, the code %s', (from, to) => {
    const error = toBackendError(firebaseError(from, 'Request failed with error: nope'), 'profile');
    expect(error.code).toBe(to);
  });

  it.each([
    ['permission-denied', 'registration/permission-denied'],
    ['unauthenticated', 'auth/unauthenticated'],
    ['unavailable', 'registration/unavailable'],
    ['deadline-exceeded', 'registration/unavailable'],
  ])('gives Firestore code %s from a registration the code %s', (from, to) => {
    const error = toBackendError(firebaseError(from, 'Request failed.'), 'registration');
    expect(error.code).toBe(to);
  });

  it('treats a Firestore request that got no answer as profile/unavailable', () => {
    const offline = firebaseError('unknown', 'Request failed with error: Failed to fetch.');
    expect(toBackendError(offline, 'profile').code).toBe('profile/unavailable');
    expect(toBackendError(firebaseError('unknown', 'Odd.'), 'profile').code).toBe(
      'profile/unknown',
    );
  });

  it('passes an unknown code through with the service message, tidied', () => {
    const error = toBackendError(
      firebaseError(
        'auth/quota-exceeded',
        'Firebase: Exceeded quota for this project (auth/quota-exceeded).',
      ),
      'auth',
    );
    expect(error.code).toBe('auth/quota-exceeded');
    expect(error.message).toBe('Exceeded quota for this project.');
  });

  it('passes no words for an unknown code whose message is only "Error", so the UI says its own', () => {
    const error = toBackendError(firebaseError('auth/operation-not-allowed'), 'auth');
    expect(error.code).toBe('auth/operation-not-allowed');
    expect(error.message).toBe('');
    expect(describeError(error.code, error.message).message).toBe(
      messagesFor('en').failures.unexpected,
    );
  });

  it.each([
    ['auth', 'auth/network-request-failed'],
    ['profile', 'profile/unavailable'],
    ['storage', 'storage/unavailable'],
    ['registration', 'registration/unavailable'],
  ] as const)('treats a failed fetch in %s as %s', (service, code) => {
    expect(toBackendError(new TypeError('fetch failed'), service).code).toBe(code);
  });

  it('makes anything else "unknown", keeping its message and the original as the cause', () => {
    const original = new Error('boom');
    const error = toBackendError(original, 'auth');
    expect(error.code).toBe('unknown');
    expect(error.message).toBe('boom');
    expect(error.cause).toBe(original);
    expect(toBackendError('odd', 'auth').message).toBe('odd');
    expect(toBackendError(new TypeError('fetch failed'), 'auth').message).toBe('fetch failed');
  });

  it('returns a port error unchanged', () => {
    const portError = new BackendError('auth/unauthenticated', 'Please sign in first.');
    expect(toBackendError(portError, 'profile')).toBe(portError);
  });
});

describe('plainMessage', () => {
  it('strips the Firebase prefix and the code in brackets', () => {
    expect(
      plainMessage('Firebase: Password should be at least 6 characters (auth/weak-password).'),
    ).toBe('Password should be at least 6 characters.');
  });

  it('gives nothing for the bare "Error" Firebase uses when it has no words', () => {
    expect(plainMessage('Firebase: Error (auth/internal-error).')).toBe('');
  });
});
