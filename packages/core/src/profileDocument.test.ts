import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, USERNAME_MAX_LENGTH } from './limits.ts';
import { fitUsername, isValidProfileDocument } from './profileDocument.ts';

const OWN = 'https://pictures.example/own';
const isOwn = (url: string) => url === OWN;
const valid = { username: 'Asha', email: 'asha@example.com' };

describe('isValidProfileDocument', () => {
  it('accepts the two text fields, with or without the own picture', () => {
    expect(isValidProfileDocument(valid, isOwn)).toBe(true);
    expect(isValidProfileDocument({ ...valid, profilePicture: OWN }, isOwn)).toBe(true);
    expect(isValidProfileDocument({ ...valid, username: '' }, isOwn)).toBe(true);
  });

  it('accepts a name in Devanagari, as typed at a Hindi sign-up (issue 15)', () => {
    expect(isValidProfileDocument({ ...valid, username: 'अनन्या शर्मा' }, isOwn)).toBe(true);
    expect(fitUsername('  अनन्या शर्मा  ')).toBe('अनन्या शर्मा');
  });

  it('holds text to the limits', () => {
    const longest = 'x'.repeat(USERNAME_MAX_LENGTH);
    expect(isValidProfileDocument({ ...valid, username: longest }, isOwn)).toBe(true);
    expect(isValidProfileDocument({ ...valid, username: `${longest}x` }, isOwn)).toBe(false);
    expect(isValidProfileDocument({ ...valid, email: '' }, isOwn)).toBe(false);
    const email = `${'x'.repeat(EMAIL_MAX_LENGTH - 11)}@example.com`;
    expect(isValidProfileDocument({ ...valid, email }, isOwn)).toBe(false);
  });

  it('refuses other keys, non-text values and any picture but the own one', () => {
    expect(isValidProfileDocument({ ...valid, role: 'admin' }, isOwn)).toBe(false);
    expect(isValidProfileDocument({ ...valid, username: 42 }, isOwn)).toBe(false);
    expect(isValidProfileDocument({ email: 'a@example.com' }, isOwn)).toBe(false);
    expect(isValidProfileDocument({ ...valid, profilePicture: 'https://e.com/a' }, isOwn)).toBe(
      false,
    );
    expect(isValidProfileDocument({ ...valid, profilePicture: null }, isOwn)).toBe(false);
  });
});

describe('fitUsername', () => {
  it('trims and cuts a name to the username limit', () => {
    expect(fitUsername('  Asha Rao  ')).toBe('Asha Rao');
    expect(fitUsername('y'.repeat(USERNAME_MAX_LENGTH + 5))).toBe('y'.repeat(USERNAME_MAX_LENGTH));
    expect(fitUsername(`${'y'.repeat(USERNAME_MAX_LENGTH - 1)} z`)).toBe(
      'y'.repeat(USERNAME_MAX_LENGTH - 1),
    );
    expect(fitUsername(null)).toBe('');
  });
});
