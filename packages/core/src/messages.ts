import { PROFILE_PICTURE_MAX_MB, USERNAME_MAX_LENGTH } from './limits.ts';

/** Every message the user sees from the account flows, verbatim from the spec where it quotes one. */

export const SUCCESS_MESSAGES = {
  login: 'Login successful!',
  signUp: 'Registration successful! Please login.',
  passwordReset: 'Password reset email sent!',
  googleSignIn: 'Google sign-in successful!',
  profileUpdated: 'Your profile is updated',
} as const;

export const VALIDATION_MESSAGES = {
  passwordsDoNotMatch: 'Passwords do not match.',
  passwordCriteria: 'Password does not meet all criteria.',
  usernameRequired: 'Please enter a username.',
  usernameTooLong: `Please keep your username to ${USERNAME_MAX_LENGTH} characters or fewer.`,
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address, like name@example.com.',
  passwordRequired: 'Please enter your password.',
  confirmPasswordRequired: 'Please confirm your password.',
  pictureNotImage: 'Please choose an image file (for example JPG, PNG or WebP).',
  pictureTooLarge: `That picture is larger than ${PROFILE_PICTURE_MAX_MB} MB. Please choose a smaller one.`,
} as const;
