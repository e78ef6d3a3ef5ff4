/**
 * The certificate's credential (issue 32), apart from the decisions so a shell loads it (and jose)
 * only when it signs: the memory backend imports this entry point with import(), on a publish.
 */
import {
  type CredentialFacts,
  type CredentialJwk,
  decodeCredentialPayload,
  hashedEmailIdentity,
  type IdentityObject,
  isStatusPosition,
  openBadgeCredential,
  signCredential,
} from '@apex/core/credential';

/**
 * A certificate's Open Badges credential, signed: built from the certificate the publish writes,
 * the guardian's address only salted and hashed (`salt`: a fresh random one each time, drawn by
 * the shell).
 */
export async function certificateCredential(
  certificate: Omit<CredentialFacts, 'certificateId'>,
  certificateId: string,
  guardianEmail: string,
  siteOrigin: string,
  key: CredentialJwk,
  salt: string,
): Promise<string> {
  const guardian = await hashedEmailIdentity(guardianEmail, salt);
  const credential = openBadgeCredential({ ...certificate, certificateId }, siteOrigin, guardian);
  return signCredential(credential, { privateJwk: key, siteOrigin });
}

const ACHIEVEMENTS: readonly unknown[] = ['participation', 'merit', 'prize'];

/**
 * A stored certificate's facts, as its credential is built from them, or null when the document is
 * not a standing certificate (withdrawn: nothing to sign; or not one at all).
 */
export function credentialFactsOf(
  data: Readonly<Record<string, unknown>>,
): Omit<CredentialFacts, 'certificateId'> | null {
  const {
    candidateName,
    grade,
    editionId,
    editionName,
    achievement,
    issuedOn,
    organiserName,
    status,
  } = data;
  const standing = data.withdrawnAt === null || data.withdrawnAt === undefined;
  if (
    !standing ||
    typeof candidateName !== 'string' ||
    typeof grade !== 'number' ||
    typeof editionId !== 'string' ||
    typeof editionName !== 'string' ||
    !ACHIEVEMENTS.includes(achievement) ||
    typeof issuedOn !== 'string' ||
    !/^\d{4}-\d{2}-\d{2}$/.test(issuedOn) ||
    typeof organiserName !== 'string'
  ) {
    return null;
  }
  return {
    candidateName,
    grade,
    editionId,
    editionName,
    achievement: achievement as CredentialFacts['achievement'],
    issuedOn,
    organiserName,
    // Its revocation bit (issue 38): a credential signed again keeps it.
    ...(isStatusPosition(status) ? { status } : {}),
  };
}

/** The guardian's salted, hashed address in a credential already issued (its subject's identifier). */
function guardianIdentityOf(jwt: string): IdentityObject | null {
  let payload: Record<string, unknown>;
  try {
    payload = decodeCredentialPayload(jwt);
  } catch {
    return null;
  }
  const subject = payload.credentialSubject;
  const identifiers =
    typeof subject === 'object' && subject !== null && 'identifier' in subject
      ? subject.identifier
      : null;
  if (!Array.isArray(identifiers)) return null;
  const found: unknown = identifiers.find(
    (identity: unknown) =>
      typeof identity === 'object' &&
      identity !== null &&
      'identityType' in identity &&
      identity.identityType === 'emailAddress',
  );
  return found === undefined ? null : (found as IdentityObject);
}

/**
 * A credential signed again with `key` after a key rotation (issue 38): the same credential, from
 * the certificate's stored facts and the guardian identity the old one carried (its salt kept, so
 * the credential says exactly what it said), under the new key's `kid`. Null when the old file
 * carries no guardian identity to keep.
 */
export async function resignedCredential(
  facts: Omit<CredentialFacts, 'certificateId'>,
  certificateId: string,
  previous: string,
  siteOrigin: string,
  key: CredentialJwk,
): Promise<string | null> {
  const guardian = guardianIdentityOf(previous);
  if (guardian === null) return null;
  const credential = openBadgeCredential({ ...facts, certificateId }, siteOrigin, guardian);
  return signCredential(credential, { privateJwk: key, siteOrigin });
}
