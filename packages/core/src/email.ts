/**
 * A syntactic check only: one @, a non-empty local part, a dotted domain, no spaces.
 * The backend is the authority on whether the address exists.
 */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}

/** An address as compared: trimmed and lower-cased (as Firebase Auth stores an account's). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Whether two addresses are the same mailbox, by their normalised form. */
export function isSameEmail(a: string, b: string): boolean {
  return normalizeEmail(a) === normalizeEmail(b);
}
