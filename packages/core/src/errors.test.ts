import { describe, expect, it } from 'vitest';
import { describeError, ERROR_CATALOGUE } from './errors.ts';

describe('ERROR_CATALOGUE', () => {
  it('words email-already-in-use exactly as the spec does', () => {
    expect(ERROR_CATALOGUE['auth/email-already-in-use']).toEqual({
      message: 'The email address is already in use. Please use a different email or login.',
      tone: 'error',
    });
  });

  it('treats a closed or cancelled Google popup as information, not an error', () => {
    expect(ERROR_CATALOGUE['auth/popup-closed-by-user'].tone).toBe('info');
    expect(ERROR_CATALOGUE['auth/cancelled-popup-request'].tone).toBe('info');
  });

  it('gives every entry a non-empty sentence', () => {
    for (const entry of Object.values(ERROR_CATALOGUE)) {
      expect(entry.message).toMatch(/^[A-Z].*\.$/);
    }
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

  it.each(Object.keys(ERROR_CATALOGUE) as (keyof typeof ERROR_CATALOGUE)[])(
    'uses the catalogue entry for %s',
    (code) => {
      expect(describeError(code, 'ignored')).toBe(ERROR_CATALOGUE[code]);
    },
  );

  it("shows the service's own message for any other code", () => {
    expect(describeError('auth/invalid-credential', 'Wrong email or password.')).toEqual({
      message: 'Wrong email or password.',
      tone: 'error',
    });
  });

  it("trims the service's message", () => {
    expect(describeError('auth/weak-password', '  Password is too weak.\n')).toEqual({
      message: 'Password is too weak.',
      tone: 'error',
    });
  });

  it('falls back to a generic sentence when the service gave no message', () => {
    expect(describeError('storage/unknown', '   ')).toEqual({
      message: 'Something went wrong. Please try again.',
      tone: 'error',
    });
  });

  it('does not mistake inherited object keys for catalogued codes', () => {
    expect(describeError('toString', 'Service said this.')).toEqual({
      message: 'Service said this.',
      tone: 'error',
    });
    expect(describeError('__proto__', 'Service said this.').message).toBe('Service said this.');
  });
});
