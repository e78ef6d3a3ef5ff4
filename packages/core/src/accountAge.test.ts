import './locales/allCatalogs.ts';
import { describe, expect, it } from 'vitest';
import {
  ageDeclarationOf,
  isValidAgeDeclaration,
  parentAccountMail,
  parentLink,
  validateAgeAnswer,
} from './accountAge.ts';
import { messagesFor } from './messages.ts';

const words = messagesFor('en');

describe('the age question at sign-up (issue 38)', () => {
  it('asks for an answer, and for a parent’s address under 18', () => {
    expect(validateAgeAnswer({ age: '', parentEmail: '', email: 'a@example.com' })).toEqual({
      field: 'age',
      message: words.accountAge.ageRequired,
    });
    expect(validateAgeAnswer({ age: 'adult', parentEmail: '', email: 'a@example.com' })).toBe(null);
    expect(validateAgeAnswer({ age: 'minor', parentEmail: ' ', email: 'a@example.com' })).toEqual({
      field: 'parentEmail',
      message: words.accountAge.parentEmailRequired,
    });
    expect(
      validateAgeAnswer({ age: 'minor', parentEmail: 'not-mail', email: 'a@example.com' })?.message,
    ).toBe(words.validation.emailInvalid);
    expect(
      validateAgeAnswer({ age: 'minor', parentEmail: 'mum@example.com', email: 'a@example.com' }),
    ).toBe(null);
  });

  it('refuses the account’s own address as the parent’s, in any letter case', () => {
    const values = {
      age: 'minor',
      parentEmail: 'Kid@Example.com ',
      email: 'kid@example.com',
    } as const;
    expect(validateAgeAnswer(values)).toEqual({
      field: 'parentEmail',
      message: words.accountAge.parentEmailOwn,
    });
    expect(isValidAgeDeclaration(ageDeclarationOf(values), 'kid@example.com')).toBe(false);
  });

  it('declares an adult, or a child with the parent’s trimmed address', () => {
    expect(ageDeclarationOf({ age: 'adult', parentEmail: 'x@y.in', email: 'a@b.in' })).toEqual({
      adult: true,
    });
    const minor = ageDeclarationOf({ age: 'minor', parentEmail: ' mum@b.in ', email: 'a@b.in' });
    expect(minor).toEqual({ adult: false, parentEmail: 'mum@b.in' });
    expect(isValidAgeDeclaration(minor, 'a@b.in')).toBe(true);
    expect(isValidAgeDeclaration({ adult: true }, 'a@b.in')).toBe(true);
  });

  it('mails the parent the link in the account’s language', () => {
    const link = parentLink('https://apex.example/', 'hi', 'tok');
    expect(link).toBe('https://apex.example/hi/parent?token=tok');
    expect(parentLink('https://apex.example', 'en', 'a b')).toBe(
      'https://apex.example/parent?token=a%20b',
    );
    const mail = parentAccountMail('hi', {
      accountEmail: 'kid@b.in',
      link,
      expiresOn: '2026-12-04',
    });
    expect(mail.subject).toBe(messagesFor('hi').parentMail.subject);
    expect(mail.text).toContain('kid@b.in');
    expect(mail.html).toContain(`href="${link}"`);
  });
});
