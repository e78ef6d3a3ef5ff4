import { isValidEmail } from './email.ts';
import { EMAIL_MAX_LENGTH, USERNAME_MAX_LENGTH } from './limits.ts';
import { VALIDATION_MESSAGES } from './messages.ts';
import { meetsAllPasswordCriteria } from './password.ts';

/** The first rule a form breaks, in the spec's order, and the field the UI should focus. */
export interface FieldError<Field extends string> {
  readonly field: Field;
  readonly message: string;
}

export interface SignUpValues {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
}
export interface LoginValues {
  email: string;
  password: string;
}
export interface ResetValues {
  email: string;
}
export interface SubscriptionValues {
  email: string;
}
export interface ProfileValues {
  username: string;
  email: string;
}

const isBlank = (value: string) => value.trim() === '';

function checkEmail<Field extends string>(field: Field, email: string): FieldError<Field> | null {
  const trimmed = email.trim();
  if (trimmed === '') return { field, message: VALIDATION_MESSAGES.emailRequired };
  // Surrounding spaces are pasted by accident and trimmed before sending; they do not count.
  if (trimmed.length > EMAIL_MAX_LENGTH || !isValidEmail(trimmed)) {
    return { field, message: VALIDATION_MESSAGES.emailInvalid };
  }
  return null;
}

function checkUsername<Field extends string>(
  field: Field,
  username: string,
): FieldError<Field> | null {
  if (isBlank(username)) return { field, message: VALIDATION_MESSAGES.usernameRequired };
  if (username.trim().length > USERNAME_MAX_LENGTH) {
    return { field, message: VALIDATION_MESSAGES.usernameTooLong };
  }
  return null;
}

/** Required fields first, then matching passwords, then the five criteria (spec section 5). */
export function validateSignUp(values: SignUpValues): FieldError<keyof SignUpValues> | null {
  return (
    checkUsername('username', values.username) ??
    checkEmail('email', values.email) ??
    (values.password === ''
      ? { field: 'password', message: VALIDATION_MESSAGES.passwordRequired }
      : null) ??
    (values.confirmPassword === ''
      ? { field: 'confirmPassword', message: VALIDATION_MESSAGES.confirmPasswordRequired }
      : null) ??
    (values.password !== values.confirmPassword
      ? { field: 'confirmPassword', message: VALIDATION_MESSAGES.passwordsDoNotMatch }
      : null) ??
    (meetsAllPasswordCriteria(values.password)
      ? null
      : { field: 'password', message: VALIDATION_MESSAGES.passwordCriteria })
  );
}

export function validateLogin(values: LoginValues): FieldError<keyof LoginValues> | null {
  return (
    checkEmail('email', values.email) ??
    (values.password === ''
      ? { field: 'password', message: VALIDATION_MESSAGES.passwordRequired }
      : null)
  );
}

export function validateReset(values: ResetValues): FieldError<keyof ResetValues> | null {
  return checkEmail('email', values.email);
}

export function validateProfile(values: ProfileValues): FieldError<keyof ProfileValues> | null {
  return checkUsername('username', values.username) ?? checkEmail('email', values.email);
}

/** The subscribe forms: an address is required and must look like one. */
export function validateSubscription(
  values: SubscriptionValues,
): FieldError<keyof SubscriptionValues> | null {
  return checkEmail('email', values.email);
}
