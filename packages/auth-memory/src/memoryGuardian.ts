import type { GuardianRequest, GuardianService } from '@apex/auth-port';
import type { MemoryClock } from './clock.ts';
import { confirmByGuardian, deleteExpired, deleteRegistrations } from './consentServer.ts';
import { hashGuardianToken } from './guardianTokens.ts';
import { isEntry, sweepExpired } from './memoryRegistrations.ts';
import { codeOnlyError } from './messages.ts';
import { type OperationRunner, readLimits } from './operations.ts';
import {
  findAccountByUid,
  type GuardianTokenRecord,
  type MemoryState,
  type RegistrationRecord,
} from './state.ts';
import type { MemoryStore } from './store.ts';

interface OpenRequest {
  readonly hash: string;
  readonly token: GuardianTokenRecord;
  readonly registration: RegistrationRecord;
}

/**
 * The link's request, if it may still be answered: known (and its registration still there),
 * not used, not expired, checked in that order, as the callable functions do.
 */
function openRequest(state: MemoryState, hash: string, now: Date): OpenRequest {
  const token = state.guardianTokens[hash];
  const registration =
    token === undefined ? undefined : state.registrations.find(isEntry(token.editionId, token.uid));
  if (token === undefined || registration === undefined) {
    throw codeOnlyError('guardian/link-unknown');
  }
  if (token.usedAt !== null) throw codeOnlyError('guardian/link-used');
  if (Date.parse(token.expiresAt) <= now.getTime()) throw codeOnlyError('guardian/link-expired');
  return { hash, token, registration };
}

/**
 * The guardian's page, as the callable functions `describeGuardianRequest` and
 * `answerGuardianRequest` serve it: no account needed, only the link's token.
 */
export function createMemoryGuardian(
  store: MemoryStore,
  runner: OperationRunner,
  clock: MemoryClock,
): GuardianService {
  return {
    describe: (token) =>
      runner.run(
        'guardian.describe',
        async () => {
          const hash = await hashGuardianToken(token);
          sweepExpired(store, clock);
          const state = store.read();
          const { token: stored, registration } = openRequest(state, hash, clock.now());
          const { details } = registration;
          const request: GuardianRequest = {
            candidateName: details.candidateName,
            grade: details.grade,
            guardianName: details.guardianName,
            registrantEmail: findAccountByUid(state, registration.uid)?.email ?? '',
            editionId: registration.editionId,
            schoolName: details.schoolName,
            expiresAt: new Date(stored.expiresAt),
            language: details.noticeLanguage,
          };
          return request;
        },
        readLimits('guardian/timeout'),
      ),

    confirm: (token) =>
      runner.run('guardian.confirm', async () => {
        const hash = await hashGuardianToken(token);
        const now = clock.now();
        store.update((state) => {
          deleteExpired(state, now);
          const request = openRequest(state, hash, now);
          state.guardianTokens[hash] = { ...request.token, usedAt: now.toISOString() };
          const record = confirmByGuardian(state, request.registration, now);
          state.registrations = state.registrations.map((entry) =>
            entry === request.registration ? record : entry,
          );
        });
      }),

    decline: (token) =>
      runner.run('guardian.decline', async () => {
        const hash = await hashGuardianToken(token);
        const now = clock.now();
        store.update((state) => {
          deleteExpired(state, now);
          const { registration } = openRequest(state, hash, now);
          deleteRegistrations(
            state,
            isEntry(registration.editionId, registration.uid),
            'decline',
            now,
          );
        });
      }),
  };
}
