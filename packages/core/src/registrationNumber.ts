/**
 * The registration number a family quotes to us (issue 13; docs/adr/0052-registration-number.md). It is derived,
 * not stored: SHA-256 of `editionId:uid` (the same account in the same edition always gets the same
 * number, so registering again keeps it), its first 60 bits written as 12 symbols of a 32-symbol
 * alphabet with no 0, O, 1 or I, then one check symbol (Luhn mod 32), shown as `XXXX-XXXX-XXXXX`.
 * Two registrations could share a number only if 60 bits of SHA-256 collide: with ten lakh
 * registrations in one edition the chance is about one in 2.3 million (n² / 2⁶¹).
 */

import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';

/** Digits 2 to 9 and the capitals without I and O: nothing to misread or mishear as 0/O or 1/I. */
export const REGISTRATION_NUMBER_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
/** Symbols taken from the digest; 5 bits each. */
export const REGISTRATION_NUMBER_DATA_LENGTH = 12;

const BASE = REGISTRATION_NUMBER_ALPHABET.length;
const GROUPS = [4, 4, 5];

/** The text whose SHA-256 the number encodes; edition ids hold no `:`, so the pair is unambiguous. */
export function registrationNumberSource(editionId: string, uid: string): string {
  return `${editionId}:${uid}`;
}

/** Luhn mod N: catches any one mistyped symbol and most swaps of two neighbours. */
function luhnSum(values: readonly number[], doubleFirstFromRight: boolean): number {
  let sum = 0;
  let double = doubleFirstFromRight;
  for (const value of [...values].reverse()) {
    const product = value * (double ? 2 : 1);
    sum += Math.floor(product / BASE) + (product % BASE);
    double = !double;
  }
  return sum % BASE;
}

function checkValue(values: readonly number[]): number {
  return (BASE - luhnSum(values, true)) % BASE;
}

function grouped(symbols: string): string {
  const parts: string[] = [];
  let start = 0;
  for (const size of GROUPS) {
    parts.push(symbols.slice(start, start + size));
    start += size;
  }
  return parts.join('-');
}

/** The number for a SHA-256 digest of `registrationNumberSource(...)` (32 bytes; 8 are used). */
export function registrationNumberFromDigest(digest: Uint8Array): string {
  const values: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const byte of digest) {
    buffer = ((buffer << 8) | byte) & 0xffff;
    bits += 8;
    while (bits >= 5 && values.length < REGISTRATION_NUMBER_DATA_LENGTH) {
      bits -= 5;
      values.push((buffer >> bits) & 0x1f);
    }
    if (values.length === REGISTRATION_NUMBER_DATA_LENGTH) break;
  }
  if (values.length < REGISTRATION_NUMBER_DATA_LENGTH) {
    throw new RangeError('A registration number needs at least 8 bytes of digest.');
  }
  const symbols = [...values, checkValue(values)]
    .map((value) => REGISTRATION_NUMBER_ALPHABET[value])
    .join('');
  return grouped(symbols);
}

/**
 * The registration number of an account in an edition: the one place it is hashed (issue 37). The
 * functions, both adapters and the console's worker all call it. `@noble/hashes` is synchronous and
 * needs no secure context, so the memory backend on a LAN address derives it too.
 */
export function registrationNumberOf(editionId: string, uid: string): string {
  return registrationNumberFromDigest(
    sha256(utf8ToBytes(registrationNumberSource(editionId, uid))),
  );
}

/**
 * The number as we print it, from what someone typed or read out: any letter case, with or without
 * spaces and hyphens. Null when it is not a registration number (a wrong symbol, a wrong length, or
 * a check symbol that does not match).
 */
export function normalizeRegistrationNumber(text: string): string | null {
  const symbols = text.toUpperCase().replace(/[\s-]/g, '');
  if (symbols.length !== REGISTRATION_NUMBER_DATA_LENGTH + 1) return null;
  const values = [...symbols].map((symbol) => REGISTRATION_NUMBER_ALPHABET.indexOf(symbol));
  if (values.includes(-1) || luhnSum(values, false) !== 0) return null;
  return grouped(symbols);
}
