import {
  BACKEND_READ_TIMEOUT_MS,
  isBackendError,
  type Registration,
  type RegistrationEnd,
  type RegistrationService,
} from '@apex/auth-port';
import {
  EDITIONS,
  isRegistrationEditionId,
  isSameEmail,
  isValidRegistrationDetails,
} from '@apex/core';
import type { FirebaseApp } from 'firebase/app';
import { reload, type User } from 'firebase/auth';
import {
  type DocumentData,
  deleteDoc,
  doc,
  getDoc,
  serverTimestamp,
  setDoc,
  Timestamp,
} from 'firebase/firestore/lite';
import type { CallFunction } from './callables.ts';
import { withDeadline } from './deadline.ts';
import { backendErrorFor, toBackendError } from './errors.ts';
import { firestoreOf } from './firestore.ts';
import type { HostAndPort } from './options.ts';
import { registrationFromDocument } from './registrationDocument.ts';

export { registrationNumberOf } from './registrationDocument.ts';

export const EDITIONS_COLLECTION = 'editions';

/** Why the server deleted an account's registration (issue 38); firestore.rules match it too. */
export function registrationEndPath(editionId: string, uid: string): string {
  return `${EDITIONS_COLLECTION}/${editionId}/registrationEnds/${uid}`;
}

const END_REASONS: readonly RegistrationEnd['reason'][] = [
  'guardian-withdrawal',
  'guardian-decline',
  'guardian-unconfirmed',
];

/** The stored end (`{ reason, at }`, the server's), or null when there is none or it is not one. */
export function registrationEndFromDocument(
  data: DocumentData | undefined,
): RegistrationEnd | null {
  const reason = END_REASONS.find((known) => known === data?.reason);
  const at: unknown = data?.at;
  if (reason === undefined || !(at instanceof Timestamp)) return null;
  return { reason, at: at.toDate() };
}
export const REGISTRATIONS_COLLECTION = 'registrations';

/** Where an account's registration for an edition lives; firestore.rules match the same path. */
export function registrationPath(editionId: string, uid: string): string {
  return `${EDITIONS_COLLECTION}/${editionId}/${REGISTRATIONS_COLLECTION}/${uid}`;
}

/** The fields only the server writes (apps/functions); firestore.rules list the same. */
export const SERVER_REGISTRATION_FIELDS = [
  'guardianConfirmedAt',
  'guardianMethod',
  'guardianRequestedAt',
  'deleteAt',
  // What the organiser console searches, filters and sorts by (issue 29): @apex/server's
  // REGISTRATION_INDEX_FIELDS, named again as the browser adapter imports only the contract.
  'registrationNumber',
  'searchName',
  'searchSchool',
  'searchCity',
  'guardianStatus',
  'searchTerms',
] as const;

/**
 * A save is written whole. The server's fields go back unchanged while the guardian's address is
 * the same (in any letter case, as the server decides: issue 37), so the guardian's answer is kept;
 * a new address leaves them out, and the server asks the new guardian (the rules allow exactly this).
 */
export function keptServerFields(
  stored: DocumentData | undefined,
  guardianEmail: string,
): Record<string, unknown> {
  if (
    stored === undefined ||
    typeof stored.guardianEmail !== 'string' ||
    !isSameEmail(stored.guardianEmail, guardianEmail)
  ) {
    return {};
  }
  const kept: Record<string, unknown> = {};
  for (const key of SERVER_REGISTRATION_FIELDS) {
    if (key in stored) kept[key] = stored[key];
  }
  return kept;
}

/** What deleting an account needs beyond the port's registration service. */
export interface FirebaseRegistrationService extends RegistrationService {
  /** Deletes the uid's registration in every edition that takes them; succeeds when there is none. */
  removeAll(uid: string): Promise<void>;
}

/**
 * Registrations are documents `editions/{editionId}/registrations/{uid}`, written whole with the
 * server's time of consent. firestore.rules are the authority (owner only, a verified address,
 * every key and limit); the adapter checks first so a refusal has a precise code rather than
 * Firestore's one "permission denied" (docs/adr/0054-registration-refusals.md).
 */
export function createRegistrationService(
  app: FirebaseApp,
  signedInUser: () => Promise<User>,
  timeoutMs: number,
  call: CallFunction,
  emulator?: HostAndPort,
  readTimeoutMs: number = BACKEND_READ_TIMEOUT_MS,
): FirebaseRegistrationService {
  const db = firestoreOf(app, emulator);
  const registrationDoc = (editionId: string, uid: string) =>
    doc(db, registrationPath(editionId, uid));
  // A read the page waits on ends, as a write does: the SDK would retry for minutes offline.
  const readDocument = (editionId: string, uid: string) =>
    withDeadline(getDoc(registrationDoc(editionId, uid)), readTimeoutMs, 'registration/timeout');
  const write = async (pending: Promise<void>) => {
    try {
      await withDeadline(pending, timeoutMs, 'registration/timeout');
    } catch (error) {
      throw toBackendError(error, 'registration');
    }
  };

  /**
   * The rules read `email_verified` from the ID token. A link followed since the token was issued
   * (often in another tab) leaves the token saying false: reload the account, and if it is verified
   * now, take a fresh token, so the save is not refused for a stale one.
   */
  async function requireVerified(user: User): Promise<void> {
    try {
      const { claims } = await user.getIdTokenResult();
      if (claims.email_verified === true) return;
      await reload(user);
      if (user.emailVerified) await user.getIdToken(true);
    } catch (error) {
      throw toBackendError(error, 'registration');
    }
    if (!user.emailVerified) throw backendErrorFor('registration/email-not-verified');
  }

  async function read(uid: string, editionId: string): Promise<Registration | null> {
    await signedInUser();
    let data: DocumentData | undefined;
    try {
      data = (await readDocument(editionId, uid)).data();
    } catch (error) {
      throw toBackendError(error, 'registration');
    }
    if (data === undefined) return null;
    return registrationFromDocument(editionId, uid, data);
  }

  /** The stored document as its owner reads it (undefined when there is none). */
  async function storedData(uid: string, editionId: string): Promise<DocumentData | undefined> {
    try {
      return (await readDocument(editionId, uid)).data();
    } catch (error) {
      throw toBackendError(error, 'registration');
    }
  }

  /** Why the server deleted the registration for its guardian (issue 38), read by its owner. */
  async function readEnd(uid: string, editionId: string): Promise<RegistrationEnd | null> {
    await signedInUser();
    let data: DocumentData | undefined;
    try {
      const ref = doc(db, registrationEndPath(editionId, uid));
      data = (await withDeadline(getDoc(ref), readTimeoutMs, 'registration/timeout')).data();
    } catch (error) {
      throw toBackendError(error, 'registration');
    }
    return registrationEndFromDocument(data);
  }

  async function withdraw(uid: string, editionId: string): Promise<void> {
    await signedInUser();
    await write(deleteDoc(registrationDoc(editionId, uid)));
  }

  return {
    async save(uid, editionId, details) {
      const user = await signedInUser();
      await requireVerified(user);
      if (!isRegistrationEditionId(editionId)) {
        throw backendErrorFor('registration/unknown-edition');
      }
      // Refused, not trimmed: a stray key means the caller sends data we must not keep.
      const fields: Record<string, unknown> = { ...details };
      if (!isValidRegistrationDetails(fields)) throw backendErrorFor('registration/invalid');
      const kept = keptServerFields(await storedData(uid, editionId), details.guardianEmail);
      try {
        await write(
          setDoc(registrationDoc(editionId, uid), {
            ...fields,
            ...kept,
            consentedAt: serverTimestamp(),
          }),
        );
      } catch (error) {
        // Everything else the rules check was checked above, and the owner could read the
        // document: what is left for them to refuse is the edition's registration window, which
        // they judge on the server's clock.
        if (isBackendError(error) && error.code === 'registration/permission-denied') {
          throw backendErrorFor('registration/window-closed');
        }
        throw error;
      }
      // The server's time of consent is only known from the stored document.
      const saved = await read(uid, editionId);
      if (saved === null) throw backendErrorFor('registration/unavailable');
      return saved;
    },
    read,
    readEnd,
    withdraw,
    async resendGuardianMail(uid, editionId) {
      const user = await signedInUser();
      // The callable acts on the caller's own registration only; asking for another's is refused.
      if (user.uid !== uid) throw backendErrorFor('registration/permission-denied');
      await call('resendGuardianMail', { editionId }, 'registration/unavailable');
    },
    async removeAll(uid) {
      for (const edition of EDITIONS) await withdraw(uid, edition.id);
    },
  };
}
