import { describe, expect, it } from 'vitest';
import { SUCCESS_MESSAGES, VALIDATION_MESSAGES } from './messages.ts';

describe('SUCCESS_MESSAGES', () => {
  it('are the five success messages of spec section 8, verbatim', () => {
    expect(SUCCESS_MESSAGES).toEqual({
      login: 'Login successful!',
      signUp: 'Registration successful! Please login.',
      passwordReset: 'Password reset email sent!',
      googleSignIn: 'Google sign-in successful!',
      profileUpdated: 'Your profile is updated',
    });
  });
});

describe('VALIDATION_MESSAGES', () => {
  it('quote the two validation messages of spec section 5 verbatim', () => {
    expect(VALIDATION_MESSAGES.passwordsDoNotMatch).toBe('Passwords do not match.');
    expect(VALIDATION_MESSAGES.passwordCriteria).toBe('Password does not meet all criteria.');
  });

  it('name the field in every required-field message', () => {
    expect(VALIDATION_MESSAGES.usernameRequired).toBe('Please enter a username.');
    expect(VALIDATION_MESSAGES.emailRequired).toBe('Please enter your email address.');
    expect(VALIDATION_MESSAGES.passwordRequired).toBe('Please enter your password.');
    expect(VALIDATION_MESSAGES.confirmPasswordRequired).toBe('Please confirm your password.');
  });

  it('say how to fix an invalid email, a long username and a refused picture', () => {
    expect(VALIDATION_MESSAGES.emailInvalid).toBe(
      'Please enter a valid email address, like name@example.com.',
    );
    expect(VALIDATION_MESSAGES.usernameTooLong).toBe(
      'Please keep your username to 60 characters or fewer.',
    );
    expect(VALIDATION_MESSAGES.pictureNotImage).toBe(
      'Please choose an image file (for example JPG, PNG or WebP).',
    );
    expect(VALIDATION_MESSAGES.pictureTooLarge).toBe(
      'That picture is larger than 5 MB. Please choose a smaller one.',
    );
  });
});
