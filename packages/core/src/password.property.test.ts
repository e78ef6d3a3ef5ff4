import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messagesFor } from './messages.ts';
import {
  meetsAllPasswordCriteria,
  PASSWORD_CRITERIA,
  PASSWORD_MIN_LENGTH,
  type PasswordCriterionId,
  passwordChecklist,
} from './password.ts';

/** Characters that satisfy exactly one class criterion each (typed out from the spec). */
const CLASS_CHARACTERS = {
  uppercase: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  lowercase: 'abcdefghijklmnopqrstuvwxyz',
  number: '0123456789',
  special: '!@#$%^&*(),.?":{}|<>',
} as const satisfies Partial<Record<PasswordCriterionId, string>>;

type ClassId = keyof typeof CLASS_CHARACTERS;
const CLASS_IDS = Object.keys(CLASS_CHARACTERS) as ClassId[];
const ORDER: readonly PasswordCriterionId[] = [
  'length',
  'uppercase',
  'lowercase',
  'number',
  'special',
];

const anyPassword = fc.string({ unit: 'binary', maxLength: 40 });
const characterLength = (value: string) => [...value].length;
const metMap = (password: string) =>
  Object.fromEntries(passwordChecklist(password).map((check) => [check.id, check.met]));

/** A class, a character of that class, and a password that lacks the class. */
const missingClassCase = fc.constantFrom(...CLASS_IDS).chain((id) =>
  fc.record({
    id: fc.constant(id),
    char: fc.constantFrom(...CLASS_CHARACTERS[id]),
    password: anyPassword.map((value) =>
      [...value].filter((char) => !CLASS_CHARACTERS[id].includes(char)).join(''),
    ),
    position: fc.nat(),
  }),
);

const insertAt = (value: string, char: string, position: number) => {
  const chars = [...value];
  const at = position % (chars.length + 1);
  return [...chars.slice(0, at), char, ...chars.slice(at)].join('');
};

describe('password checklist properties', () => {
  it('fails the length criterion for any password shorter than 6 characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: PASSWORD_MIN_LENGTH - 1 }), (password) => {
        expect(metMap(password).length).toBe(false);
        expect(meetsAllPasswordCriteria(password)).toBe(false);
      }),
    );
  });

  it('meets the length criterion exactly when the password has 6 or more characters', () => {
    fc.assert(
      fc.property(anyPassword, (password) => {
        expect(metMap(password).length).toBe(characterLength(password) >= PASSWORD_MIN_LENGTH);
      }),
    );
  });

  it('always returns the five criteria in the same order with the same labels', () => {
    fc.assert(
      fc.property(anyPassword, (password) => {
        const checklist = passwordChecklist(password);
        expect(checklist.map((check) => check.id)).toEqual(ORDER);
        expect(checklist.map((check) => check.label)).toEqual(
          PASSWORD_CRITERIA.map(({ id }) => messagesFor('en').passwordCriteria[id]),
        );
      }),
    );
  });

  it('adding a character of a missing class flips exactly that criterion', () => {
    fc.assert(
      fc.property(missingClassCase, ({ id, char, password, position }) => {
        const before = metMap(password);
        const longer = insertAt(password, char, position);
        const after = metMap(longer);
        expect(before[id]).toBe(false);
        expect(after[id]).toBe(true);
        for (const other of CLASS_IDS.filter((classId) => classId !== id)) {
          expect(after[other]).toBe(before[other]);
        }
        expect(after.length).toBe(characterLength(longer) >= PASSWORD_MIN_LENGTH);
      }),
    );
  });

  it('on a password already long enough, adding a missing class changes nothing else', () => {
    fc.assert(
      fc.property(
        missingClassCase.filter(({ password }) => characterLength(password) >= PASSWORD_MIN_LENGTH),
        ({ id, char, password, position }) => {
          const before = metMap(password);
          const after = metMap(insertAt(password, char, position));
          const flipped = ORDER.filter((criterion) => before[criterion] !== after[criterion]);
          expect(flipped).toEqual([id]);
        },
      ),
    );
  });

  it('never unmeets a criterion when a character is added', () => {
    fc.assert(
      fc.property(
        anyPassword,
        fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
        fc.nat(),
        (password, char, position) => {
          const before = metMap(password);
          const after = metMap(insertAt(password, char, position));
          for (const criterion of ORDER) {
            if (before[criterion]) expect(after[criterion]).toBe(true);
          }
        },
      ),
    );
  });

  it('does not depend on the order of the characters', () => {
    fc.assert(
      fc.property(anyPassword, (password) => {
        const reversed = [...password].reverse().join('');
        expect(metMap(reversed)).toEqual(metMap(password));
      }),
    );
  });

  it('meets the special criterion exactly when a character of the spec set is present', () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.oneof(
            fc.constantFrom(...'!@#$%^&*(),.?":{}|<>-_ '),
            fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
          ),
          maxLength: 12,
        }),
        (password) => {
          const expected = [...password].some((char) => CLASS_CHARACTERS.special.includes(char));
          expect(metMap(password).special).toBe(expected);
        },
      ),
    );
  });

  it('accepts a password as a whole exactly when every criterion is met', () => {
    fc.assert(
      fc.property(anyPassword, (password) => {
        expect(meetsAllPasswordCriteria(password)).toBe(
          passwordChecklist(password).every((check) => check.met),
        );
      }),
    );
  });

  it('accepts any password built from one character of every class plus padding', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CLASS_CHARACTERS.uppercase),
        fc.constantFrom(...CLASS_CHARACTERS.lowercase),
        fc.constantFrom(...CLASS_CHARACTERS.number),
        fc.constantFrom(...CLASS_CHARACTERS.special),
        fc.string({ unit: 'binary', minLength: 2, maxLength: 20 }),
        (upper, lower, digit, special, padding) => {
          expect(meetsAllPasswordCriteria(`${padding}${special}${digit}${lower}${upper}`)).toBe(
            true,
          );
        },
      ),
    );
  });
});
