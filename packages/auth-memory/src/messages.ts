import { BackendError, type BackendErrorCode } from '@apex/auth-port';
import { PASSWORD_MIN_LENGTH, PROFILE_PICTURE_MAX_MB } from '@apex/core';

/**
 * The service messages the memory backend puts on its errors. The UI shows a service message for
 * codes the error catalogue does not cover, so these are written for people.
 */
export const MEMORY_MESSAGES = {
  emailInUse: 'The email address is already in use by another account.',
  invalidEmail: 'The email address is badly formatted.',
  weakPassword: `Password should be at least ${PASSWORD_MIN_LENGTH} characters.`,
  missingPassword: 'Please enter your password.',
  invalidCredential: 'The email or password is incorrect.',
  invalidResetCode: 'This password-reset link is invalid or has already been used.',
  unauthenticated: 'Please sign in first.',
  profileDenied: 'You can only read and change your own profile.',
  profileMissing: 'There is no profile to update yet.',
  storageDenied: 'You can only upload pictures to your own profile.',
  notAnImage: 'Only image files can be uploaded.',
  tooLarge: `The picture is larger than ${PROFILE_PICTURE_MAX_MB} MB.`,
} as const;

/**
 * Codes added since the messages moved towards `@apex/core` carry no sentence of their own: the UI
 * words them from core by code, so the message is the code, as a raw service message would be.
 */
export function codeOnlyError(code: BackendErrorCode): BackendError {
  return new BackendError(code, code);
}
