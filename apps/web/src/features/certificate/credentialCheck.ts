import type { StandingCertificate } from '@apex/auth-port';
import {
  decodeCredentialPayload,
  type OpenBadgeCredential,
  publicKeySet,
  verifyCredential,
} from '@apex/core/credential';

/**
 * The certificate page's check of its signed credential (issue 32), loaded only by that page
 * (CredentialStatus imports it with `import()`, so jose travels in this chunk alone).
 */

export type CredentialVerdict =
  | { readonly kind: 'absent' }
  | { readonly kind: 'valid'; readonly credential: OpenBadgeCredential; readonly json: string }
  | { readonly kind: 'invalid' }
  | { readonly kind: 'unsupported' }
  /** The key set could not be fetched: nothing was decided. */
  | { readonly kind: 'failed' };

/**
 * Whether the signed credential is the one this page shows: its id is this certificate's and it
 * names this candidate and achievement. A genuine credential of another certificate pasted into
 * this record would otherwise read as valid here.
 */
function describesThis(credential: OpenBadgeCredential, certificate: StandingCertificate): boolean {
  const subject = credential.credentialSubject;
  return (
    credential.id.endsWith(`/certificate/${encodeURIComponent(certificate.id)}`) &&
    subject.identifier.some(
      (identity) =>
        identity.identityType === 'name' && identity.identityHash === certificate.candidateName,
    ) &&
    subject.achievement.id.endsWith(`/${certificate.achievement}`)
  );
}

/** Fetches the site's key set (`keySetUrl`) and checks the certificate's credential against it. */
export async function checkCertificateCredential(
  certificate: StandingCertificate,
  keySetUrl: string,
): Promise<CredentialVerdict> {
  if (certificate.credential === undefined) return { kind: 'absent' };
  // Browsers withhold Web Crypto from pages served over plain http (a phone trying `pnpm dev` on
  // the LAN): nothing can be checked there, which is not the credential's fault.
  if (globalThis.crypto?.subtle === undefined) return { kind: 'unsupported' };
  let keys: unknown;
  try {
    // Not from the HTTP cache: a rotation must be seen at once.
    const response = await fetch(keySetUrl, { cache: 'no-cache' });
    if (!response.ok) return { kind: 'failed' };
    keys = await response.json();
  } catch {
    return { kind: 'failed' };
  }
  const check = await verifyCredential(certificate.credential, publicKeySet(keys));
  if (check.kind === 'unsupported') return check;
  if (check.kind === 'invalid' || !describesThis(check.credential, certificate)) {
    return { kind: 'invalid' };
  }
  const payload = decodeCredentialPayload(certificate.credential);
  return {
    kind: 'valid',
    credential: check.credential,
    json: `${JSON.stringify(payload, null, 2)}\n`,
  };
}
