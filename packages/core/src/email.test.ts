import { describe, expect, it } from 'vitest';
import { isSameEmail, isValidEmail, normalizeEmail } from './email.ts';

describe('isValidEmail', () => {
  it.each([
    'student@example.com',
    'parent.name+apex@school.co.in',
    'a@b.io',
    '  padded@example.com  ',
    'UPPER@EXAMPLE.COM',
  ])('accepts %j', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    '',
    '   ',
    'plainaddress',
    '@example.com',
    'student@',
    'student@example',
    'student@.com',
    'student@example.',
    'student@exa..mple.com',
    'stu dent@example.com',
    'student@exam ple.com',
    'student@@example.com',
    'student@one@example.com',
  ])('refuses %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});

describe('isSameEmail', () => {
  it('compares addresses trimmed and without regard to case', () => {
    expect(isSameEmail(' Meera@Example.com', 'meera@example.com ')).toBe(true);
    expect(isSameEmail('meera@example.com', 'meena@example.com')).toBe(false);
    expect(normalizeEmail(' A@B.C ')).toBe('a@b.c');
  });
});
