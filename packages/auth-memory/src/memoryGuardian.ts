import type { GuardianRequest, GuardianService } from '@apex/auth-port';
import {
  decideManageWithdrawal,
  guardianLinkRefusal,
  guardianRequestDescription,
  guardianTokenId,
  manageDescription,
  manageLinkRefusal,
} from '@apex/server';
import type { MemoryClock } from './clock.ts';
import {
  confirmByGuardian,
  consentView,
  deleteExpired,
  deleteRegistrations,
  isEntry,
  withdrawByGuardian,
} from './consentServer.ts';
import { sweepExpired } from './memoryRegistrations.ts';
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
 * not used, not expired, as @apex/server's guardianLinkRefusal decides for both shells.
 */
function openRequest(state: MemoryState, token: string, now: Date): OpenRequest {
  const hash = guardianTokenId(token) ?? '';
  const stored = state.guardianTokens[hash];
  const link = stored && { expiresAt: new Date(stored.expiresAt), used: stored.usedAt !== null };
  const registration = stored && state.registrations.find(isEntry(stored.editionId, stored.uid));
  const refusal = guardianLinkRefusal(link ?? null, registration !== undefined, now);
  if (refusal !== null || stored === undefined || registration === undefined) {
    throw codeOnlyError(refusal ?? 'guardian/link-unknown');
  }
  return { hash, token: stored, registration };
}

/**
 * The registration a manage link (issue 38) opens, if it is known and the registration is still
 * there, as @apex/server's manageLinkRefusal decides for both shells.
 */
function managedRegistration(state: MemoryState, token: string): RegistrationRecord {
  const stored = state.guardianManageTokens[guardianTokenId(token) ?? ''];
  const registration = stored && state.registrations.find(isEntry(stored.editionId, stored.uid));
  const refusal = manageLinkRefusal(stored ?? null, registration !== undefined);
  if (refusal !== null || registration === undefined) {
    throw codeOnlyError(refusal ?? 'guardian/link-unknown');
  }
  return registration;
}

/**
 * The guardian's page, as the callable functions `describeGuardianRequest` and
 * `answerGuardianRequest` serve it: no account needed, only the link's token.
 */
export function createMemoryGuardian(
  store: MemoryStore,
  runner: OperationRunner,
  clock: MemoryClock,
  /** Where the registrant's mail links (the site's origin). */
  siteOrigin: string,
): GuardianService {
  return {
    describe: (token) =>
      runner.run(
        'guardian.describe',
        () => {
          sweepExpired(store, clock);
          const state = store.read();
          const { token: stored, registration } = openRequest(state, token, clock.now());
          // The first name and grade only (issue 38), as the callable sends them.
          const description = guardianRequestDescription({
            editionId: registration.editionId,
            registration: consentView(registration),
            registrantEmail: findAccountByUid(state, registration.uid)?.email ?? '',
            expiresAt: new Date(stored.expiresAt),
          });
          const request: GuardianRequest = {
            ...description,
            expiresAt: new Date(description.expiresAt),
          };
          return request;
        },
        readLimits('guardian/timeout'),
      ),

    confirm: (token) =>
      runner.run('guardian.confirm', () => {
        const now = clock.now();
        store.update((state) => {
          deleteExpired(state, now);
          const request = openRequest(state, token, now);
          state.guardianTokens[request.hash] = { ...request.token, usedAt: now.toISOString() };
          const record = confirmByGuardian(state, request.registration, now);
          state.registrations = state.registrations.map((entry) =>
            entry === request.registration ? record : entry,
          );
        });
      }),

    describeConsent: (token) =>
      runner.run(
        'guardian.describeConsent',
        () => {
          sweepExpired(store, clock);
          const state = store.read();
          const registration = managedRegistration(state, token);
          const description = manageDescription({
            editionId: registration.editionId,
            registration: consentView(registration),
            registrantEmail: findAccountByUid(state, registration.uid)?.email ?? '',
            hasResult: state.results.some(isEntry(registration.editionId, registration.uid)),
          });
          return { ...description, deleteAt: new Date(description.deleteAt) };
        },
        readLimits('guardian/timeout'),
      ),

    withdrawConsent: (token) =>
      runner.run('guardian.withdrawConsent', () => {
        const now = clock.now();
        store.update((state) => {
          deleteExpired(state, now);
          const registration = managedRegistration(state, token);
          const decision = decideManageWithdrawal({
            editionId: registration.editionId,
            uid: registration.uid,
            registration: consentView(registration),
            registrantEmail: findAccountByUid(state, registration.uid)?.email ?? null,
            siteOrigin,
          });
          withdrawByGuardian(state, registration, decision, now);
        });
      }),

    decline: (token) =>
      runner.run('guardian.decline', () => {
        const now = clock.now();
        store.update((state) => {
          deleteExpired(state, now);
          const { registration } = openRequest(state, token, now);
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
