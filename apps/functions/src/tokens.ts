import { GUARDIAN_TOKEN_BYTES } from '@apex/core';
import { type GuardianToken, guardianTokenFrom } from '@apex/server';

/** A fresh one-time token: 256 random bits from the platform's generator, hashed by the server's rule. */
export function newGuardianToken(): GuardianToken {
  return guardianTokenFrom(crypto.getRandomValues(new Uint8Array(GUARDIAN_TOKEN_BYTES)));
}
