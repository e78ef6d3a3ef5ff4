import { BackendError, type BackendErrorCode } from '@apex/auth-port';
import { PASSWORD_MIN_LENGTH, PROFILE_PICTURE_MAX_MB } from '@apex/core';

/**
 * What the memory "service" says on its errors, the counterpart of Firebase's own messages: for the
 * console and for tests, not for users. The code is the contract; the UI reads a known code's words
 * from `@apex/core` (`describeError`), so a failure reads the same whichever backend runs.
 */
export const MEMORY_MESSAGES = {
  emailInUse: 'Memory backend: an account with this email already exists.',
  invalidEmail: 'Memory backend: the email address is malformed.',
  weakPassword: `Memory backend: the password is shorter than ${PASSWORD_MIN_LENGTH} characters.`,
  missingPassword: 'Memory backend: no password was given.',
  invalidCredential: 'Memory backend: no account with this email and password.',
  invalidResetCode: 'Memory backend: unknown or used password-reset code.',
  unauthenticated: 'Memory backend: nobody is signed in.',
  profileDenied: "Memory backend: the profile is not the signed-in user's.",
  profileMissing: 'Memory backend: no profile document to update.',
  storageDenied: "Memory backend: the upload path is not the signed-in user's.",
  notAnImage: 'Memory backend: the file is not an image.',
  tooLarge: `Memory backend: the file is larger than ${PROFILE_PICTURE_MAX_MB} MB.`,
  subscriptionEmail: 'Memory backend: the address is malformed or too long for a list.',
  subscriptionTopic: 'Memory backend: there is no such list.',
  registrationDenied: "Memory backend: the registration is not the signed-in user's.",
  attemptDenied: "Memory backend: the attempt is not the signed-in user's.",
} as const;

/**
 * Codes added since the messages moved towards `@apex/core` carry no sentence of their own: the UI
 * words them from core by code, so the message is the code, as a raw service message would be.
 */
export function codeOnlyError(code: BackendErrorCode): BackendError {
  return new BackendError(code, code);
}
