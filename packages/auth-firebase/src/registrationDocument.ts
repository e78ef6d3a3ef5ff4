import type { Registration, RegistrationDetails } from '@apex/auth-port';
import {
  guardianStatusOf,
  isValidRegistrationDetails,
  REGISTRATION_DETAIL_KEYS,
  registrationDeleteAt,
  registrationNumberFromDigest,
  registrationNumberSource,
} from '@apex/core';
import { type DocumentData, Timestamp } from 'firebase/firestore/lite';
import { backendErrorFor, toBackendError } from './errors.ts';

/** Core's derivation, with the platform's SHA-256 (browsers and Node alike). */
export async function registrationNumberOf(editionId: string, uid: string): Promise<string> {
  const source = new TextEncoder().encode(registrationNumberSource(editionId, uid));
  const digest = await crypto.subtle.digest('SHA-256', source);
  return registrationNumberFromDigest(new Uint8Array(digest));
}

/** Only the keys a registration may have; anything else in the document is not passed on. */
function detailsOf(data: DocumentData): RegistrationDetails {
  const details: Record<string, unknown> = {};
  for (const key of REGISTRATION_DETAIL_KEYS) {
    if (key in data) details[key] = data[key];
  }
  if (!isValidRegistrationDetails(details)) throw backendErrorFor('registration/invalid');
  return details;
}

/**
 * A registration document as the port's `Registration`: its owner's read and the organiser
 * console's rows alike. The number is derived, as everywhere (the stored copy is for searching).
 */
export async function registrationFromDocument(
  editionId: string,
  uid: string,
  data: DocumentData,
): Promise<Registration> {
  const consentedAt = data.consentedAt instanceof Timestamp ? data.consentedAt.toDate() : null;
  if (consentedAt === null) throw backendErrorFor('registration/invalid');
  let registrationNumber: string;
  try {
    registrationNumber = await registrationNumberOf(editionId, uid);
  } catch (error) {
    // crypto.subtle exists only in secure contexts (https, localhost), where Firebase runs.
    throw toBackendError(error, 'registration');
  }
  // The functions write guardianConfirmedAt and deleteAt a moment after a save (issue 28): until
  // then a registration reads as awaiting, to be deleted on its edition's dataDeleteBy.
  const guardianConfirmedAt =
    data.guardianConfirmedAt instanceof Timestamp ? data.guardianConfirmedAt.toDate() : null;
  const deleteAt =
    data.deleteAt instanceof Timestamp ? data.deleteAt.toDate() : registrationDeleteAt(editionId);
  if (deleteAt === null) throw backendErrorFor('registration/unknown-edition');
  return {
    ...detailsOf(data),
    editionId,
    registrationNumber,
    consentedAt,
    guardianStatus: guardianStatusOf({ guardianConfirmedAt }),
    guardianConfirmedAt,
    deleteAt,
  };
}
