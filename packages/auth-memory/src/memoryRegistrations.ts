import { BackendError, type Registration, type RegistrationService } from '@apex/auth-port';
import {
  guardianStatusOf,
  isRegistrationEditionId,
  isSameEmail,
  isValidRegistrationDetails,
  loadCatalog,
  registrationDeleteAt,
  registrationNumberOf,
} from '@apex/core';
import { decideResend, isDeclaredAdult, isRegistrationOpen } from '@apex/server';
import {
  ageHoldOf,
  ageView,
  deleteUnconfirmedAccounts,
  hasUnconfirmedPastLink,
} from './accountAgeServer.ts';
import type { MemoryClock } from './clock.ts';
import {
  clearEnd,
  consentView,
  deleteExpired,
  deleteRegistrations,
  deleteUnconfirmed,
  hasExpired,
  hasUnconfirmed,
  isEntry,
  registrationWritten,
  type ServerContext,
  writeGuardianRequest,
} from './consentServer.ts';
import { readGuardianMailCounts, writeGuardianMailCounts } from './guardianMailCounts.ts';
import { newGuardianToken } from './guardianTokens.ts';
import { codeOnlyError, MEMORY_MESSAGES } from './messages.ts';
import { type OperationRunner, readLimits } from './operations.ts';
import { requireOwner } from './ownership.ts';
import { findAccountByUid, type RegistrationRecord } from './state.ts';
import type { MemoryStore } from './store.ts';

const DENIED = {
  code: 'registration/permission-denied',
  message: MEMORY_MESSAGES.registrationDenied,
};
const WRITE_LIMITS = { timeoutCode: 'registration/timeout' } as const;

const toDate = (iso: string | null) => (iso === null ? null : new Date(iso));

/** The port's registration; the organiser's pages pass the number their index holds. */
export function toRegistration(
  record: RegistrationRecord,
  registrationNumber = registrationNumberOf(record.editionId, record.uid),
): Registration {
  return {
    ...record.details,
    editionId: record.editionId,
    registrationNumber,
    consentedAt: new Date(record.consentedAt),
    guardianStatus: guardianStatusOf(record),
    guardianConfirmedAt: toDate(record.guardianConfirmedAt),
    deleteAt: new Date(record.deleteAt),
  };
}

/** What the memory "server" needs besides the state: its clock and the site's address. */
export interface MemoryServer {
  readonly clock: MemoryClock;
  readonly siteOrigin: string;
}

/** Retention, run before each call as the scheduled function would have run by then. */
export function sweepExpired(store: MemoryStore, clock: MemoryClock): void {
  const now = clock.now();
  if (hasExpired(store.read(), now)) store.update((state) => deleteExpired(state, now));
  // Nothing without consent lingers (issue 38): unconfirmed past the link's days and a grace day.
  if (hasUnconfirmed(store.read(), now)) store.update((state) => deleteUnconfirmed(state, now));
  // The schedule's other work (issue 38): child accounts nobody confirmed in the link's days go.
  if (hasUnconfirmedPastLink(store.read(), now)) {
    store.update((state) => deleteUnconfirmedAccounts(state, now));
  }
}

/**
 * The exam registrations, kept (and persisted) with the rest of the state, judged as
 * firestore.rules judge `editions/{editionId}/registrations/{uid}`, and in the Firebase adapter's
 * order: signed in, a verified address, a known edition, the window open, valid details, then the
 * owner's own. After a save, the "server" verifies the guardian at once (consentServer.ts).
 */
export function createMemoryRegistrations(
  store: MemoryStore,
  runner: OperationRunner,
  server: MemoryServer,
): RegistrationService {
  const { clock } = server;
  function requireSignedInOwner(uid: string): void {
    requireOwner(store, uid, DENIED);
  }
  const context = (): ServerContext => ({ now: clock.now(), siteOrigin: server.siteOrigin });

  return {
    save: (uid, editionId, details) =>
      runner.run(
        'registrations.save',
        async () => {
          sweepExpired(store, clock);
          const user = store.currentUser();
          if (user === null) {
            throw new BackendError('auth/unauthenticated', MEMORY_MESSAGES.unauthenticated);
          }
          if (!user.emailVerified) throw codeOnlyError('registration/email-not-verified');
          const deleteAt = registrationDeleteAt(editionId);
          if (!isRegistrationEditionId(editionId) || deleteAt === null) {
            throw codeOnlyError('registration/unknown-edition');
          }
          const at = context();
          if (!isRegistrationOpen(editionId, at.now))
            throw codeOnlyError('registration/window-closed');
          // Refused, not trimmed to size: a stray key means the caller sends data we must not keep.
          const candidate: Readonly<Record<string, unknown>> = { ...details };
          if (!isValidRegistrationDetails(candidate)) throw codeOnlyError('registration/invalid');
          requireSignedInOwner(uid);
          // An under-18 account registers nobody until its parent confirms it (issue 38).
          const hold = ageHoldOf(store.read(), uid);
          if (hold !== null) throw codeOnlyError(`registration/${hold}`);
          // The mails go out in the notice's language: its words may not be loaded yet.
          await loadCatalog(candidate.noticeLanguage);
          return store.update((state) => {
            const before = state.registrations.find(isEntry(editionId, uid));
            // As the Firebase adapter writes it: the server's fields stay only while the
            // guardian's address does (the same address in another case is the same).
            const keeps =
              before !== undefined &&
              isSameEmail(before.details.guardianEmail, candidate.guardianEmail);
            const written: RegistrationRecord = {
              editionId,
              uid,
              details: candidate,
              consentedAt: at.now.toISOString(),
              guardianConfirmedAt: keeps ? before.guardianConfirmedAt : null,
              guardianMethod: keeps ? before.guardianMethod : null,
              guardianRequestedAt: keeps ? before.guardianRequestedAt : null,
              guardianResends: keeps ? before.guardianResends : null,
              deleteAt: deleteAt.toISOString(),
            };
            const record = registrationWritten(
              state,
              before,
              written,
              {
                email: user.email,
                emailVerified: user.emailVerified,
                adult: isDeclaredAdult(ageView(state, uid)),
              },
              { token: newGuardianToken(), manageToken: newGuardianToken() },
              at,
            );
            state.registrations = [
              ...state.registrations.filter((entry) => !isEntry(editionId, uid)(entry)),
              record,
            ];
            // Registering again: why an earlier one ended (issue 38) no longer applies.
            if (before === undefined) clearEnd(state, { editionId, uid });
            return toRegistration(record);
          });
        },
        WRITE_LIMITS,
      ),

    read: (uid, editionId) =>
      runner.run(
        'registrations.read',
        () => {
          requireSignedInOwner(uid);
          sweepExpired(store, clock);
          const record = store.read().registrations.find(isEntry(editionId, uid));
          return record === undefined ? null : toRegistration(record);
        },
        readLimits('registration/timeout'),
      ),

    readEnd: (uid, editionId) =>
      runner.run(
        'registrations.readEnd',
        () => {
          requireSignedInOwner(uid);
          sweepExpired(store, clock);
          const end = store.read().registrationEnds.find(isEntry(editionId, uid));
          return end === undefined ? null : { reason: end.reason, at: new Date(end.at) };
        },
        readLimits('registration/timeout'),
      ),

    withdraw: (uid, editionId) =>
      runner.run(
        'registrations.withdraw',
        () => {
          requireSignedInOwner(uid);
          const now = clock.now();
          store.update((state) => {
            deleteExpired(state, now);
            deleteRegistrations(state, isEntry(editionId, uid), 'withdrawal', now);
          });
        },
        WRITE_LIMITS,
      ),

    resendGuardianMail: (uid, editionId) =>
      runner.run(
        'registrations.resendGuardianMail',
        async () => {
          requireSignedInOwner(uid);
          sweepExpired(store, clock);
          const stored = store.read().registrations.find(isEntry(editionId, uid));
          if (stored !== undefined) await loadCatalog(stored.details.noticeLanguage);
          const at = context();
          store.update((state) => {
            const before = state.registrations.find(isEntry(editionId, uid));
            const guardianEmail = before?.details.guardianEmail ?? '';
            const decision = decideResend({
              editionId,
              uid,
              registration: before === undefined ? null : consentView(before),
              storedResends: before?.guardianResends,
              storedMailCounts: readGuardianMailCounts(state, uid, guardianEmail),
              registrantEmail: findAccountByUid(state, uid)?.email ?? '',
              siteOrigin: at.siteOrigin,
              now: at.now,
              token: newGuardianToken(),
              manageToken: newGuardianToken(),
            });
            if (decision.action === 'none' || before === undefined) return;
            if (decision.action === 'refuse') throw codeOnlyError(decision.code);
            writeGuardianRequest(state, decision.request, at.now);
            writeGuardianMailCounts(state, uid, guardianEmail, decision.mailCounts);
            const record: RegistrationRecord = {
              ...before,
              guardianRequestedAt: decision.requestedAt.toISOString(),
              guardianResends: decision.resends,
            };
            state.registrations = state.registrations.map((entry) =>
              isEntry(editionId, uid)(entry) ? record : entry,
            );
          });
        },
        WRITE_LIMITS,
      ),
  };
}
