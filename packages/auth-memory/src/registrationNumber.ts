import { registrationNumberOf } from '@apex/core';

/**
 * Numbers already derived: a number is a pure function of the pair, and the console's full reads
 * of a large seeded edition (the export, the results check) would otherwise derive it again each time.
 */
const known = new Map<string, string>();

/** Core's registrationNumberOf, remembered. */
export function memoryRegistrationNumber(editionId: string, uid: string): string {
  const pair = `${editionId}\u0000${uid}`;
  const number = known.get(pair) ?? registrationNumberOf(editionId, uid);
  known.set(pair, number);
  return number;
}
