import { registrationNumberFromDigest, registrationNumberSource } from '@apex/core';
import { sha256 } from './sha256.ts';

const encoder = new TextEncoder();

/** The number core derives for the pair; the pure SHA-256 keeps it synchronous everywhere. */
export function memoryRegistrationNumber(editionId: string, uid: string): string {
  return registrationNumberFromDigest(
    sha256(encoder.encode(registrationNumberSource(editionId, uid))),
  );
}
