import { describe, expect, it } from 'vitest';
import { isValidEmail } from './email.ts';

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
