/**
 * A syntactic check only: one @, a non-empty local part, a dotted domain, no spaces.
 * The backend is the authority on whether the address exists.
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}
