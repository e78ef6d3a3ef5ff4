import { GUARDIAN_TOKEN_BYTES } from '@apex/core';
import { type GuardianToken, guardianTokenFrom } from '@apex/server';

/** The id a link's token is stored under (the server's rule), for the links' readers. */
export { guardianTokenId } from '@apex/server';

/** A fresh one-time token: 256 random bits, hashed by the server's rule (as the functions do). */
export function newGuardianToken(): GuardianToken {
  return guardianTokenFrom(crypto.getRandomValues(new Uint8Array(GUARDIAN_TOKEN_BYTES)));
}
