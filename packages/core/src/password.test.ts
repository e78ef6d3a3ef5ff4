import { describe, expect, it } from 'vitest';
import { messagesFor } from './messages.ts';
import {
  meetsAllPasswordCriteria,
  PASSWORD_CRITERIA,
  PASSWORD_MIN_LENGTH,
  PASSWORD_SPECIAL_CHARACTERS,
  passwordChecklist,
} from './password.ts';

/** The spec's set, typed out here independently of the source, one character per entry. */
const SPEC_SPECIAL_SET = '! @ # $ % ^ & * ( ) , . ? " : { } | < >'.split(' ');

const metIds = (password: string) =>
  passwordChecklist(password)
    .filter((check) => check.met)
    .map((check) => check.id);

describe('password criteria', () => {
  it('lists the five criteria of the spec in the order the checklist shows them', () => {
    expect(PASSWORD_CRITERIA.map((criterion) => criterion.id)).toEqual([
      'length',
      'uppercase',
      'lowercase',
      'number',
      'special',
    ]);
  });

  it('requires at least 6 characters', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(6);
  });

  it('labels each criterion in words a student understands', () => {
    expect(passwordChecklist('').map((check) => check.label)).toEqual([
      'At least 6 characters',
      'An uppercase letter',
      'A lowercase letter',
      'A number',
      'A special character (! @ # $ % ^ & * ( ) , . ? " : { } | < >)',
    ]);
  });

  it('uses exactly the special-character set of the spec', () => {
    expect([...PASSWORD_SPECIAL_CHARACTERS].sort()).toEqual([...SPEC_SPECIAL_SET].sort());
    expect(new Set(PASSWORD_SPECIAL_CHARACTERS).size).toBe(SPEC_SPECIAL_SET.length);
  });
});

describe('passwordChecklist', () => {
  it('reports every criterion unmet for an empty password', () => {
    expect(passwordChecklist('')).toEqual(
      PASSWORD_CRITERIA.map(({ id }) => ({
        id,
        label: messagesFor('en').passwordCriteria[id],
        met: false,
      })),
    );
  });

  it('reports every criterion met for a strong password', () => {
    expect(metIds('Apex@2024')).toEqual(['length', 'uppercase', 'lowercase', 'number', 'special']);
  });

  it('counts length at 5 characters as too short and at 6 as enough', () => {
    expect(metIds('abcde')).toEqual(['lowercase']);
    expect(metIds('abcdef')).toEqual(['length', 'lowercase']);
  });

  it('counts an emoji as one character, as the person typing sees it', () => {
    expect(metIds('😀😀😀')).toEqual([]);
    expect(metIds('😀😀😀😀😀😀')).toEqual(['length']);
  });

  it('recognises each class on its own', () => {
    expect(metIds('A')).toEqual(['uppercase']);
    expect(metIds('a')).toEqual(['lowercase']);
    expect(metIds('7')).toEqual(['number']);
    expect(metIds('!')).toEqual(['special']);
  });

  it.each(SPEC_SPECIAL_SET)('accepts %s as a special character', (char) => {
    expect(metIds(char)).toEqual(['special']);
  });

  it.each(['-', '_', ' ', '+', '=', '/', '\\', "'", '`', '~', ';', '[', ']', '£', '€'])(
    'does not accept %j as a special character',
    (char) => {
      expect(passwordChecklist(char).find((check) => check.id === 'special')?.met).toBe(false);
    },
  );

  it('returns a fresh list each time, so a caller cannot change the next result', () => {
    const first = passwordChecklist('x');
    expect(passwordChecklist('x')).not.toBe(first);
    expect(passwordChecklist('x')).toEqual(first);
  });
});

describe('meetsAllPasswordCriteria', () => {
  it('accepts a password meeting all five criteria', () => {
    expect(meetsAllPasswordCriteria('Apex@2024')).toBe(true);
  });

  it.each([
    ['too short', 'Ap@1x'],
    ['no uppercase', 'apex@2024'],
    ['no lowercase', 'APEX@2024'],
    ['no number', 'Apex@abcd'],
    ['no special character', 'Apex2024'],
    ['only a dash and underscore as specials', 'Apex-2024_'],
  ])('refuses a password with %s', (_reason, password) => {
    expect(meetsAllPasswordCriteria(password)).toBe(false);
  });
});
