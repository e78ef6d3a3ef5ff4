import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, USERNAME_MAX_LENGTH } from './limits.ts';
import { messagesFor } from './messages.ts';
import {
  validateLogin,
  validateProfile,
  validateReset,
  validateSignUp,
  validateSubscription,
} from './validation.ts';

const validSignUp = {
  username: 'Asha',
  email: 'asha@example.com',
  password: 'Apex@2024',
  confirmPassword: 'Apex@2024',
};

/** A syntactically valid address of exactly `length` characters. */
const emailOfLength = (length: number) =>
  `${'a'.repeat(length - '@example.com'.length)}@example.com`;

describe('validateSignUp', () => {
  it('accepts a complete sign-up', () => {
    expect(validateSignUp(validSignUp)).toBeNull();
  });

  it('requires a username', () => {
    expect(validateSignUp({ ...validSignUp, username: '  ' })).toEqual({
      field: 'username',
      message: 'Please enter a username.',
    });
  });

  it('refuses a username longer than the limit and accepts one at the limit', () => {
    expect(
      validateSignUp({ ...validSignUp, username: 'x'.repeat(USERNAME_MAX_LENGTH + 1) }),
    ).toEqual({
      field: 'username',
      message: 'Please keep your username to 60 characters or fewer.',
    });
    expect(
      validateSignUp({ ...validSignUp, username: 'x'.repeat(USERNAME_MAX_LENGTH) }),
    ).toBeNull();
  });

  it('requires an email', () => {
    expect(validateSignUp({ ...validSignUp, email: '' })).toEqual({
      field: 'email',
      message: 'Please enter your email address.',
    });
  });

  it('refuses an email that is not an address', () => {
    expect(validateSignUp({ ...validSignUp, email: 'asha@example' })).toEqual({
      field: 'email',
      message: 'Please enter a valid email address, like name@example.com.',
    });
  });

  it('requires a password', () => {
    expect(validateSignUp({ ...validSignUp, password: '' })).toEqual({
      field: 'password',
      message: 'Please enter your password.',
    });
  });

  it('requires the password to be confirmed', () => {
    expect(validateSignUp({ ...validSignUp, confirmPassword: '' })).toEqual({
      field: 'confirmPassword',
      message: 'Please confirm your password.',
    });
  });

  it('says "Passwords do not match." when the confirmation differs', () => {
    expect(validateSignUp({ ...validSignUp, confirmPassword: 'Apex@2025' })).toEqual({
      field: 'confirmPassword',
      message: 'Passwords do not match.',
    });
  });

  it('says "Password does not meet all criteria." for a weak password', () => {
    expect(
      validateSignUp({ ...validSignUp, password: 'apex2024', confirmPassword: 'apex2024' }),
    ).toEqual({ field: 'password', message: 'Password does not meet all criteria.' });
  });

  it('reports a mismatch before weakness, as the spec lists them', () => {
    expect(validateSignUp({ ...validSignUp, password: 'weak', confirmPassword: 'weaker' })).toEqual(
      { field: 'confirmPassword', message: 'Passwords do not match.' },
    );
  });

  it('reports the first missing field in form order', () => {
    expect(
      validateSignUp({ username: '', email: '', password: '', confirmPassword: '' })?.field,
    ).toBe('username');
    expect(
      validateSignUp({ username: 'Asha', email: '', password: '', confirmPassword: '' })?.field,
    ).toBe('email');
    expect(validateSignUp({ ...validSignUp, password: '', confirmPassword: '' })?.field).toBe(
      'password',
    );
  });
});

describe('validateLogin', () => {
  it('accepts an email and a password', () => {
    expect(validateLogin({ email: 'asha@example.com', password: 'anything' })).toBeNull();
  });

  it('does not apply the sign-up criteria to an existing password', () => {
    expect(validateLogin({ email: 'asha@example.com', password: 'a' })).toBeNull();
  });

  it('requires an email, then a password', () => {
    expect(validateLogin({ email: ' ', password: '' })).toEqual({
      field: 'email',
      message: 'Please enter your email address.',
    });
    expect(validateLogin({ email: 'asha@example.com', password: '' })).toEqual({
      field: 'password',
      message: 'Please enter your password.',
    });
  });

  it('refuses an email that is not an address', () => {
    expect(validateLogin({ email: 'asha', password: 'x' })).toEqual({
      field: 'email',
      message: 'Please enter a valid email address, like name@example.com.',
    });
  });
});

describe('validateReset', () => {
  it('accepts an email', () => {
    expect(validateReset({ email: 'asha@example.com' })).toBeNull();
  });

  it('requires an email', () => {
    expect(validateReset({ email: '' })).toEqual({
      field: 'email',
      message: 'Please enter your email address.',
    });
  });

  it('refuses an email that is not an address', () => {
    expect(validateReset({ email: 'asha at example.com' })?.message).toBe(
      'Please enter a valid email address, like name@example.com.',
    );
  });
});

describe('validateSubscription', () => {
  it('accepts an address, with the spaces a paste brings', () => {
    expect(validateSubscription({ email: '  asha@example.com ' })).toBeNull();
  });

  it('requires an address, then one that looks like one and fits the limit', () => {
    expect(validateSubscription({ email: ' ' })).toEqual({
      field: 'email',
      message: 'Please enter your email address.',
    });
    expect(validateSubscription({ email: 'asha@example' })?.message).toBe(
      'Please enter a valid email address, like name@example.com.',
    );
    expect(validateSubscription({ email: `${'a'.repeat(243)}@example.com` })?.field).toBe('email');
  });
});

describe('validateProfile', () => {
  it('accepts a username and an email', () => {
    expect(validateProfile({ username: 'Asha', email: 'asha@example.com' })).toBeNull();
  });

  it('requires a username, then an email', () => {
    expect(validateProfile({ username: '', email: '' })).toEqual({
      field: 'username',
      message: 'Please enter a username.',
    });
    expect(validateProfile({ username: 'Asha', email: '' })).toEqual({
      field: 'email',
      message: 'Please enter your email address.',
    });
  });

  it('refuses an overlong username', () => {
    expect(validateProfile({ username: 'y'.repeat(61), email: 'asha@example.com' })?.field).toBe(
      'username',
    );
  });
});

describe('email length limit', () => {
  it('accepts an address of exactly the maximum length and refuses a longer one', () => {
    expect(validateReset({ email: emailOfLength(EMAIL_MAX_LENGTH) })).toBeNull();
    expect(validateReset({ email: emailOfLength(EMAIL_MAX_LENGTH + 1) })).toEqual({
      field: 'email',
      message: 'Please enter a valid email address, like name@example.com.',
    });
  });

  it('does not count spaces pasted around the address', () => {
    expect(validateReset({ email: `  ${emailOfLength(EMAIL_MAX_LENGTH)}  ` })).toBeNull();
  });
});

describe('names in any script (issue 15)', () => {
  // Devanagari, Bengali, Tamil, Gurmukhi and Urdu names, with the vowel signs and viramas
  // (combining marks) that a letters-only check would refuse.
  const NAMES = ['अनन्या शर्मा', 'ক্ষিতিজ দত্ত', 'கார்த்திக் ராஜா', 'ਗੁਰਪ੍ਰੀਤ ਕੌਰ', 'عائشہ خان'];

  it.each(NAMES)('accepts %s as the sign-up and profile username, in both languages', (name) => {
    for (const locale of ['en', 'hi'] as const) {
      expect(validateSignUp({ ...validSignUp, username: name }, locale)).toBeNull();
      expect(validateProfile({ username: name, email: 'asha@example.com' }, locale)).toBeNull();
    }
  });

  it('counts a Hindi name against the limit by its characters, as the rules do', () => {
    const long = 'अ'.repeat(USERNAME_MAX_LENGTH + 1);
    expect(validateProfile({ username: long, email: 'asha@example.com' }, 'hi')).toEqual({
      field: 'username',
      message: messagesFor('hi').validation.usernameTooLong,
    });
    expect(
      validateProfile({ username: long.slice(1), email: 'asha@example.com' }, 'hi'),
    ).toBeNull();
  });
});
