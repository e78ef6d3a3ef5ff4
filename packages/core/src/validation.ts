import { isValidEmail } from './email.ts';
import { EMAIL_MAX_LENGTH, USERNAME_MAX_LENGTH } from './limits.ts';
import { DEFAULT_LOCALE, type Locale, type Messages, messagesFor } from './messages.ts';
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

type Words = Messages['validation'];

function checkEmail<Field extends string>(
  words: Words,
  field: Field,
  email: string,
): FieldError<Field> | null {
  const trimmed = email.trim();
  if (trimmed === '') return { field, message: words.emailRequired };
  // Surrounding spaces are pasted by accident and trimmed before sending; they do not count.
  if (trimmed.length > EMAIL_MAX_LENGTH || !isValidEmail(trimmed)) {
    return { field, message: words.emailInvalid };
  }
  return null;
}

function checkUsername<Field extends string>(
  words: Words,
  field: Field,
  username: string,
): FieldError<Field> | null {
  if (isBlank(username)) return { field, message: words.usernameRequired };
  if (username.trim().length > USERNAME_MAX_LENGTH) {
    return { field, message: words.usernameTooLong };
  }
  return null;
}

/** Required fields first, then matching passwords, then the five criteria (spec section 5). */
export function validateSignUp(
  values: SignUpValues,
  locale: Locale = DEFAULT_LOCALE,
): FieldError<keyof SignUpValues> | null {
  const words = messagesFor(locale).validation;
  return (
    checkUsername(words, 'username', values.username) ??
    checkEmail(words, 'email', values.email) ??
    (values.password === '' ? { field: 'password', message: words.passwordRequired } : null) ??
    (values.confirmPassword === ''
      ? { field: 'confirmPassword', message: words.confirmPasswordRequired }
      : null) ??
    (values.password !== values.confirmPassword
      ? { field: 'confirmPassword', message: words.passwordsDoNotMatch }
      : null) ??
    (meetsAllPasswordCriteria(values.password)
      ? null
      : { field: 'password', message: words.passwordCriteria })
  );
}

export function validateLogin(
  values: LoginValues,
  locale: Locale = DEFAULT_LOCALE,
): FieldError<keyof LoginValues> | null {
  const words = messagesFor(locale).validation;
  return (
    checkEmail(words, 'email', values.email) ??
    (values.password === '' ? { field: 'password', message: words.passwordRequired } : null)
  );
}

export function validateReset(
  values: ResetValues,
  locale: Locale = DEFAULT_LOCALE,
): FieldError<keyof ResetValues> | null {
  return checkEmail(messagesFor(locale).validation, 'email', values.email);
}

export function validateProfile(
  values: ProfileValues,
  locale: Locale = DEFAULT_LOCALE,
): FieldError<keyof ProfileValues> | null {
  const words = messagesFor(locale).validation;
  return (
    checkUsername(words, 'username', values.username) ?? checkEmail(words, 'email', values.email)
  );
}

/** The subscribe forms: an address is required and must look like one. */
export function validateSubscription(
  values: SubscriptionValues,
  locale: Locale = DEFAULT_LOCALE,
): FieldError<keyof SubscriptionValues> | null {
  return checkEmail(messagesFor(locale).validation, 'email', values.email);
}
