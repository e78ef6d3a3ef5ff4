/** The five sign-up password criteria of the spec, in the order the live checklist shows them. */

export const PASSWORD_MIN_LENGTH = 6;

/** Exactly the spec's set. A `-` or `_` is deliberately not special. */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>';

export type PasswordCriterionId = 'length' | 'uppercase' | 'lowercase' | 'number' | 'special';

export interface PasswordCriterion {
  readonly id: PasswordCriterionId;
  readonly label: string;
  readonly test: (password: string) => boolean;
}

export interface PasswordCheck {
  readonly id: PasswordCriterionId;
  readonly label: string;
  readonly met: boolean;
}

const hasCharacterFrom = (password: string, pattern: RegExp) => pattern.test(password);

export const PASSWORD_CRITERIA: readonly PasswordCriterion[] = [
  {
    id: 'length',
    label: `At least ${PASSWORD_MIN_LENGTH} characters`,
    test: (password) => [...password].length >= PASSWORD_MIN_LENGTH,
  },
  {
    id: 'uppercase',
    label: 'An uppercase letter',
    test: (password) => hasCharacterFrom(password, /[A-Z]/),
  },
  {
    id: 'lowercase',
    label: 'A lowercase letter',
    test: (password) => hasCharacterFrom(password, /[a-z]/),
  },
  { id: 'number', label: 'A number', test: (password) => hasCharacterFrom(password, /[0-9]/) },
  {
    id: 'special',
    label: `A special character (${PASSWORD_SPECIAL_CHARACTERS.split('').join(' ')})`,
    test: (password) => [...password].some((char) => PASSWORD_SPECIAL_CHARACTERS.includes(char)),
  },
];

export function passwordChecklist(password: string): PasswordCheck[] {
  return PASSWORD_CRITERIA.map(({ id, label, test }) => ({ id, label, met: test(password) }));
}

export function meetsAllPasswordCriteria(password: string): boolean {
  return PASSWORD_CRITERIA.every(({ test }) => test(password));
}
