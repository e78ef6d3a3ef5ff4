import { registrationNumberFromDigest, registrationNumberSource } from '@apex/core';
import { sha256 } from './sha256.ts';

const encoder = new TextEncoder();

/**
 * Numbers already derived. A number is a pure function of the pair and a SHA-256 in JavaScript
 * costs ~10 µs, so an edition of 100,000 would otherwise spend a second on every full read (the
 * export, the results check) deriving what it already knew.
 */
const known = new Map<string, string>();

/** The number core derives for the pair; the pure SHA-256 keeps it synchronous everywhere. */
export function memoryRegistrationNumber(editionId: string, uid: string): string {
  const pair = `${editionId}\u0000${uid}`;
  let number = known.get(pair);
  if (number === undefined) {
    number = registrationNumberFromDigest(
      sha256(encoder.encode(registrationNumberSource(editionId, uid))),
    );
    known.set(pair, number);
  }
  return number;
}
