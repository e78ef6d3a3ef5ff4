/**
 * The certificate's credential (issue 32), apart from the decisions so a shell loads it (and jose)
 * only when it signs: the memory backend imports this entry point with import(), on a publish.
 */
import {
  type CredentialFacts,
  type CredentialJwk,
  hashedEmailIdentity,
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
