import { BackendError, type Registration, type RegistrationService } from '@apex/auth-port';
import {
  isRegistrationEditionId,
  isValidRegistrationDetails,
  registrationNumberFromDigest,
  registrationNumberSource,
} from '@apex/core';
import { codeOnlyError, MEMORY_MESSAGES } from './messages.ts';
import type { OperationRunner } from './operations.ts';
import { requireOwner } from './ownership.ts';
import { sha256 } from './sha256.ts';
import type { RegistrationRecord } from './state.ts';
import type { MemoryStore } from './store.ts';

const DENIED = {
  code: 'registration/permission-denied',
  message: MEMORY_MESSAGES.registrationDenied,
};
const WRITE_LIMITS = { timeoutCode: 'registration/timeout' } as const;
const encoder = new TextEncoder();

/** The number core derives for the pair; the pure SHA-256 keeps it synchronous everywhere. */
export function memoryRegistrationNumber(editionId: string, uid: string): string {
  return registrationNumberFromDigest(
    sha256(encoder.encode(registrationNumberSource(editionId, uid))),
  );
}

function toRegistration(record: RegistrationRecord): Registration {
  return {
    ...record.details,
    editionId: record.editionId,
    registrationNumber: memoryRegistrationNumber(record.editionId, record.uid),
    consentedAt: new Date(record.consentedAt),
  };
}

const isEntry = (editionId: string, uid: string) => (record: RegistrationRecord) =>
  record.editionId === editionId && record.uid === uid;

/**
 * The exam registrations, kept (and persisted) with the rest of the state, judged as
 * firestore.rules judge `editions/{editionId}/registrations/{uid}`, and in the Firebase adapter's
 * order: signed in, a verified address, a known edition, valid details, then the owner's own.
 */
export function createMemoryRegistrations(
  store: MemoryStore,
  runner: OperationRunner,
): RegistrationService {
  function requireSignedInOwner(uid: string): void {
    requireOwner(store, uid, DENIED);
  }

  return {
    save: (uid, editionId, details) =>
      runner.run(
        'registrations.save',
        () => {
          const user = store.currentUser();
          if (user === null) {
            throw new BackendError('auth/unauthenticated', MEMORY_MESSAGES.unauthenticated);
          }
          if (!user.emailVerified) throw codeOnlyError('registration/email-not-verified');
          if (!isRegistrationEditionId(editionId)) {
            throw codeOnlyError('registration/unknown-edition');
          }
          // Refused, not trimmed to size: a stray key means the caller sends data we must not keep.
          const candidate: Readonly<Record<string, unknown>> = { ...details };
          if (!isValidRegistrationDetails(candidate)) throw codeOnlyError('registration/invalid');
          requireSignedInOwner(uid);
          const record: RegistrationRecord = {
            editionId,
            uid,
            details: candidate,
            consentedAt: new Date().toISOString(),
          };
          store.update((state) => {
            state.registrations = [
              ...state.registrations.filter((entry) => !isEntry(editionId, uid)(entry)),
              record,
            ];
          });
          return toRegistration(record);
        },
        WRITE_LIMITS,
      ),

    read: (uid, editionId) =>
      runner.run('registrations.read', () => {
        requireSignedInOwner(uid);
        const record = store.read().registrations.find(isEntry(editionId, uid));
        return record === undefined ? null : toRegistration(record);
      }),

    withdraw: (uid, editionId) =>
      runner.run(
        'registrations.withdraw',
        () => {
          requireSignedInOwner(uid);
          store.update((state) => {
            state.registrations = state.registrations.filter(
              (entry) => !isEntry(editionId, uid)(entry),
            );
          });
        },
        WRITE_LIMITS,
      ),
  };
}
