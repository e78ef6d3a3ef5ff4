import { describe, expect, it } from 'vitest';
import { describeError, isKnownErrorCode, KNOWN_ERROR_CODES } from './errors.ts';
import { messagesFor } from './messages.ts';

const { errors, failures } = messagesFor('en');

describe('KNOWN_ERROR_CODES', () => {
  it('lists every code the dictionary has words for, and only those', () => {
    expect([...KNOWN_ERROR_CODES].sort()).toEqual(Object.keys(errors).sort());
    expect(KNOWN_ERROR_CODES).toContain('auth/invalid-credential');
  });

  it('does not mistake inherited object keys for codes', () => {
    expect(isKnownErrorCode('auth/popup-blocked')).toBe(true);
    expect(isKnownErrorCode('toString')).toBe(false);
    expect(isKnownErrorCode('__proto__')).toBe(false);
  });
});

describe('describeError', () => {
  it('turns a known code into our words, whatever the service said', () => {
    expect(
      describeError('auth/email-already-in-use', 'Firebase: Error (auth/email-already-in-use).'),
    ).toEqual({
      message: 'The email address is already in use. Please use a different email or login.',
      tone: 'error',
    });
  });

  it.each(KNOWN_ERROR_CODES)('uses the dictionary entry for %s', (code) => {
    expect(describeError(code, 'ignored', 'en').message).toBe(errors[code]);
  });

  it('treats a closed or cancelled Google popup as information, not an error', () => {
    expect(describeError('auth/popup-closed-by-user', '').tone).toBe('info');
    expect(describeError('auth/cancelled-popup-request', '').tone).toBe('info');
    expect(describeError('auth/popup-blocked', '').tone).toBe('error');
  });

  it("shows the service's own message for any other code", () => {
    expect(describeError('auth/quota-exceeded', 'Exceeded quota for this project.')).toEqual({
      message: 'Exceeded quota for this project.',
      tone: 'error',
    });
  });

  it("trims the service's message", () => {
    expect(describeError('auth/odd', '  Something odd.\n')).toEqual({
      message: 'Something odd.',
      tone: 'error',
    });
  });

  it('falls back to a generic sentence when the service gave no message', () => {
    expect(describeError('storage/unknown', '   ')).toEqual({
      message: failures.unexpected,
      tone: 'error',
    });
    expect(failures.unexpected).toBe('Something went wrong. Please try again.');
  });

  it('does not mistake inherited object keys for known codes', () => {
    expect(describeError('toString', 'Service said this.')).toEqual({
      message: 'Service said this.',
      tone: 'error',
    });
    expect(describeError('__proto__', 'Service said this.').message).toBe('Service said this.');
  });
});

describe('the words for the waits, cancels and re-authentication (issue 16)', () => {
  it.each([
    'storage/timeout',
    'profile/timeout',
    'storage/canceled',
    'auth/user-mismatch',
    'auth/requires-recent-login',
  ])('gives %s our words, not the service’s', (code) => {
    const shown = describeError(code, `raw ${code}`);
    expect(shown.message).toMatch(/^[A-Z].*\.$/);
    expect(shown.message).not.toContain(code);
  });

  it('asks the user to try again after a time-out, and calls a cancel information', () => {
    expect(describeError('storage/timeout', '').message).toMatch(/try again/);
    expect(describeError('profile/timeout', '').message).toMatch(/try again/);
    expect(describeError('storage/canceled', '').tone).toBe('info');
  });
});
