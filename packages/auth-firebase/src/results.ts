import {
  type Achievement,
  BACKEND_READ_TIMEOUT_MS,
  type CertificateService,
  type PublicCertificate,
  type Result,
  type ResultService,
} from '@apex/auth-port';
import { statusListNumberOf } from '@apex/core';
import type { FirebaseApp } from 'firebase/app';
import type { User } from 'firebase/auth';
import { type DocumentData, doc, getDoc, Timestamp } from 'firebase/firestore/lite';
import type { CallFunction } from './callables.ts';
import { withDeadline } from './deadline.ts';
import { backendErrorFor, toBackendError } from './errors.ts';
import { firestoreOf } from './firestore.ts';
import type { HostAndPort } from './options.ts';
import { rolesOf } from './user.ts';

const ACHIEVEMENTS: readonly string[] = ['participation', 'merit', 'prize'] satisfies Achievement[];
const isAchievement = (value: unknown): value is Achievement =>
  typeof value === 'string' && ACHIEVEMENTS.includes(value);

/**
 * A status list from the site itself (Hosting's `/credentials/status/<n>`, the function that
 * signs it): the list's path is asked of this site, whatever origin the credential names, so a
 * credential never sends the browser elsewhere; a list signed for another issuer then fails the
 * caller's check (its `id` and `iss` are not the credential's).
 */
export async function fetchStatusList(
  url: string,
  readTimeoutMs: number,
  statusListOrigin = '',
): Promise<string> {
  let address: URL;
  try {
    address = new URL(url);
  } catch {
    throw backendErrorFor('certificate/not-found');
  }
  if (statusListNumberOf(address.pathname) === null) {
    throw backendErrorFor('certificate/not-found');
  }
  let response: Response;
  try {
    // Not from the HTTP cache: a withdrawal must show at once.
    const pending = fetch(`${statusListOrigin}${address.pathname}`, { cache: 'no-cache' });
    response = await withDeadline(pending, readTimeoutMs, 'certificate/unavailable');
  } catch (error) {
    throw toBackendError(error, 'certificate');
  }
  if (response.status === 404) throw backendErrorFor('certificate/not-found');
  if (!response.ok) throw backendErrorFor('certificate/unavailable');
  return response.text();
}

/** A stored result as the port's, or null when the document is not one. */
export function resultOf(editionId: string, data: DocumentData): Result | null {
  const { registrationNumber, grade, scorePercent, percentileInGrade, achievement } = data;
  if (
    typeof registrationNumber !== 'string' ||
    typeof grade !== 'number' ||
    typeof scorePercent !== 'number' ||
    typeof percentileInGrade !== 'number' ||
    !isAchievement(achievement) ||
    typeof data.prizeEligible !== 'boolean' ||
    typeof data.certificateId !== 'string' ||
    !(data.publishedAt instanceof Timestamp)
  ) {
    return null;
  }
  return {
    editionId,
    registrationNumber,
    grade,
    scorePercent,
    percentileInGrade,
    ...(typeof data.candidatesInGrade === 'number' && typeof data.rankInGrade === 'number'
      ? { candidatesInGrade: data.candidatesInGrade, rankInGrade: data.rankInGrade }
      : {}),
    achievement,
    prizeEligible: data.prizeEligible,
    certificateId: data.certificateId,
    publishedAt: data.publishedAt.toDate(),
  };
}

/** A stored certificate's public fields as the port's, or null when the document is not one. */
export function certificateOf(id: string, data: DocumentData): PublicCertificate | null {
  // Withdrawn (issue 38): the server kept only the time, and the page shows only that.
  if (data.withdrawnAt instanceof Timestamp) return { id, withdrawnAt: data.withdrawnAt.toDate() };
  const { candidateName, grade, editionId, editionName, achievement, issuedOn, organiserName } =
    data;
  if (
    typeof candidateName !== 'string' ||
    typeof grade !== 'number' ||
    typeof editionId !== 'string' ||
    typeof editionName !== 'string' ||
    !isAchievement(achievement) ||
    typeof issuedOn !== 'string' ||
    !/^\d{4}-\d{2}-\d{2}$/.test(issuedOn) ||
    typeof organiserName !== 'string'
  ) {
    return null;
  }
  return {
    id,
    candidateName,
    grade,
    editionId,
    editionName,
    achievement,
    issuedOn,
    organiserName,
    ...(typeof data.schoolName === 'string' ? { schoolName: data.schoolName } : {}),
    withdrawnAt: null,
    ...(typeof data.credential === 'string' ? { credential: data.credential } : {}),
  };
}

/**
 * Results and certificates on Firebase (issue 29): the owner's result is
 * `editions/{editionId}/results/{uid}` (firestore.rules: the owner and organisers), a certificate
 * is `certificates/{id}`, read by anyone without an account; withdrawing is the
 * `withdrawCertificate` callable, which finds the caller's own certificate by their uid.
 */
export function createResultServices(
  app: FirebaseApp,
  signedInUser: () => Promise<User>,
  call: CallFunction,
  emulator?: HostAndPort,
  readTimeoutMs: number = BACKEND_READ_TIMEOUT_MS,
  /** Put before a status list's path: '' (this site), or the Functions emulator's function. */
  statusListOrigin = '',
): { readonly results: ResultService; readonly certificates: CertificateService } {
  const db = firestoreOf(app, emulator);

  async function isOrganiser(user: User): Promise<boolean> {
    try {
      return rolesOf((await user.getIdTokenResult()).claims).includes('organiser');
    } catch (error) {
      throw toBackendError(error, 'results');
    }
  }

  async function read(path: string, service: 'results' | 'certificate') {
    try {
      // Ends in the page's "could not load" with Try again, not a spinner for minutes offline.
      const pending = getDoc(doc(db, path));
      return (await withDeadline(pending, readTimeoutMs, 'certificate/unavailable')).data();
    } catch (error) {
      throw toBackendError(error, service);
    }
  }

  return {
    results: {
      async read(uid, editionId) {
        const user = await signedInUser();
        // The owner reads theirs; organisers read any (firestore.rules allow the same).
        if (user.uid !== uid && !(await isOrganiser(user))) {
          throw backendErrorFor('results/permission-denied');
        }
        const data = await read(`editions/${editionId}/results/${uid}`, 'results');
        if (data === undefined) return null;
        const result = resultOf(editionId, data);
        if (result === null) throw backendErrorFor('certificate/unavailable');
        return result;
      },
    },
    certificates: {
      async read(id) {
        // Ids are base64url; anything else names no certificate (and no other path).
        if (!/^[A-Za-z0-9_-]{22}$/.test(id)) return null;
        const data = await read(`certificates/${id}`, 'certificate');
        return data === undefined ? null : certificateOf(id, data);
      },
      async withdraw(uid, editionId) {
        const user = await signedInUser();
        if (user.uid !== uid) throw backendErrorFor('certificate/permission-denied');
        await call('withdrawCertificate', { editionId }, 'certificate/unavailable');
      },
      statusList: (url) => fetchStatusList(url, readTimeoutMs, statusListOrigin),
    },
  };
}
