import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  normalizeRegistrationNumber,
  REGISTRATION_NUMBER_ALPHABET,
  registrationNumberFromDigest,
  registrationNumberOf,
  registrationNumberSource,
} from './registrationNumber.ts';

/** A digest stand-in: core only encodes one (the adapters hash with SHA-256, and test it). */
const digestOf = (seed: number) =>
  new Uint8Array(32).map((_, index) => (seed * 89 + index * 37) % 256);
const numberFor = (seed: number) => registrationNumberFromDigest(digestOf(seed));

describe('registration numbers', () => {
  it('are 13 symbols in groups of 4, 4 and 5, from an alphabet without 0, O, 1 or I', () => {
    const number = numberFor(1);

    expect(number).toMatch(/^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{5}$/);
    expect(REGISTRATION_NUMBER_ALPHABET).toHaveLength(32);
    expect(REGISTRATION_NUMBER_ALPHABET).not.toMatch(/[01OI]/);
  });

  it('are derived from the edition and the account, in that order', () => {
    expect(registrationNumberSource('2024', 'uid-asha')).toBe('2024:uid-asha');
  });

  it('are the same for the same digest and differ for another', () => {
    expect(numberFor(1)).toBe(numberFor(1));
    expect(numberFor(2)).not.toBe(numberFor(1));
  });

  it('encode the first 60 bits of the digest, 5 bits a symbol', () => {
    const zeros = new Uint8Array(32);
    const ones = new Uint8Array(32).fill(0xff);

    expect(registrationNumberFromDigest(zeros).replace(/-/g, '').slice(0, 12)).toBe('2'.repeat(12));
    expect(registrationNumberFromDigest(ones).replace(/-/g, '').slice(0, 12)).toBe('Z'.repeat(12));
    // 0x08 = 00001 000…: the first symbol is value 1, "3"; the rest stay 0, "2".
    const one = new Uint8Array(8);
    one[0] = 0x08;
    expect(registrationNumberFromDigest(one).slice(0, 5)).toBe('3222-');
  });

  it('need at least 8 bytes of digest', () => {
    expect(() => registrationNumberFromDigest(new Uint8Array(7))).toThrow(RangeError);
  });

  it('read back, in any case and spacing, as the printed number', () => {
    const number = numberFor(3);
    const typed = ` ${number.toLowerCase().replace(/-/g, ' ')} `;

    expect(normalizeRegistrationNumber(typed)).toBe(number);
    expect(normalizeRegistrationNumber(number.replace(/-/g, ''))).toBe(number);
  });

  it('refuse a wrong length, a symbol outside the alphabet, and a bad check symbol', () => {
    const number = numberFor(4);
    const symbols = number.replace(/-/g, '');

    expect(normalizeRegistrationNumber(symbols.slice(0, 12))).toBeNull();
    expect(normalizeRegistrationNumber(`0${symbols.slice(1)}`)).toBeNull();
    const last = symbols.at(-1) === 'Z' ? 'Y' : 'Z';
    expect(normalizeRegistrationNumber(`${symbols.slice(0, 12)}${last}`)).toBeNull();
  });

  it('catch any one mistyped symbol', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 8, maxLength: 8 }),
        fc.nat(12),
        fc.nat(31),
        (digest, position, replacement) => {
          const symbols = registrationNumberFromDigest(digest).replace(/-/g, '');
          const typo = REGISTRATION_NUMBER_ALPHABET[replacement] ?? '';
          fc.pre(symbols[position] !== typo);
          const mistyped = `${symbols.slice(0, position)}${typo}${symbols.slice(position + 1)}`;
          return normalizeRegistrationNumber(mistyped) === null;
        },
      ),
    );
  });
});

describe('the registration number of an account in an edition', () => {
  it('is the number of the SHA-256 of `editionId:uid` (the one place it is hashed)', () => {
    // SHA-256("2024:u1") begins 10 1a bd 29 b0 11 4e 26 (Node's createHash, computed once).
    const digest = Uint8Array.from([0x10, 0x1a, 0xbd, 0x29, 0xb0, 0x11, 0x4e, 0x26]);
    expect(registrationNumberOf('2024', 'u1')).toBe(registrationNumberFromDigest(digest));
    expect(registrationNumberOf('2024', 'u2')).not.toBe(registrationNumberOf('2024', 'u1'));
  });
});
