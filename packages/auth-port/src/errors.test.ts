import { describe, expect, it } from 'vitest';
import { BACKEND_ERROR_CODES, BackendError, isBackendError } from './errors.ts';

describe('BackendError', () => {
  it('carries a stable code and the service message', () => {
    const cause = new Error('wire failure');
    const error = new BackendError('auth/invalid-credential', 'Wrong email or password.', {
      cause,
    });

    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('BackendError');
    expect(error.code).toBe('auth/invalid-credential');
    expect(error.message).toBe('Wrong email or password.');
    expect(error.cause).toBe(cause);
  });

  it('is recognised by isBackendError, unlike other errors and values', () => {
    expect(isBackendError(new BackendError('unknown', 'x'))).toBe(true);
    expect(isBackendError(new Error('x'))).toBe(false);
    expect(isBackendError({ code: 'auth/invalid-credential', message: 'x' })).toBe(false);
    expect(isBackendError(undefined)).toBe(false);
  });

  it('lists every code the conformance suite requires', () => {
    for (const code of [
      'auth/email-already-in-use',
      'auth/invalid-credential',
      'auth/invalid-email',
      'auth/weak-password',
      'auth/unauthenticated',
      'profile/permission-denied',
      'storage/unauthorized',
      'storage/invalid-content-type',
      'storage/file-too-large',
      'subscription/invalid-email',
      'subscription/invalid-topic',
      'storage/canceled',
      'storage/timeout',
      'profile/timeout',
      'registration/invalid',
      'registration/email-not-verified',
      'registration/unknown-edition',
      'registration/permission-denied',
      'registration/timeout',
      'registration/window-closed',
      'guardian/link-unknown',
      'guardian/link-expired',
      'guardian/link-used',
      'guardian/resend-limit',
    ]) {
      expect(BACKEND_ERROR_CODES).toContain(code);
    }
  });
});
