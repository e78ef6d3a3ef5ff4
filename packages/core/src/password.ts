import { PASSWORD_MIN_LENGTH, PASSWORD_SPECIAL_CHARACTERS } from './limits.ts';
import { DEFAULT_LOCALE, type Locale, messagesFor } from './messages.ts';

/** The five sign-up password criteria of the spec, in the order the live checklist shows them. */

export { PASSWORD_MIN_LENGTH, PASSWORD_SPECIAL_CHARACTERS };

export type PasswordCriterionId = 'length' | 'uppercase' | 'lowercase' | 'number' | 'special';

/** The rule only: its words are `passwordCriteria[id]` in the dictionary. */
export interface PasswordCriterion {
  readonly id: PasswordCriterionId;
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
    test: (password) => [...password].length >= PASSWORD_MIN_LENGTH,
  },
  {
    id: 'uppercase',
    test: (password) => hasCharacterFrom(password, /[A-Z]/),
  },
  {
    id: 'lowercase',
    test: (password) => hasCharacterFrom(password, /[a-z]/),
  },
  { id: 'number', test: (password) => hasCharacterFrom(password, /[0-9]/) },
  {
    id: 'special',
    test: (password) => [...password].some((char) => PASSWORD_SPECIAL_CHARACTERS.includes(char)),
  },
];

export function passwordChecklist(
  password: string,
  locale: Locale = DEFAULT_LOCALE,
): PasswordCheck[] {
  const labels = messagesFor(locale).passwordCriteria;
  return PASSWORD_CRITERIA.map(({ id, test }) => ({ id, label: labels[id], met: test(password) }));
}

export function meetsAllPasswordCriteria(password: string): boolean {
  return PASSWORD_CRITERIA.every(({ test }) => test(password));
}
