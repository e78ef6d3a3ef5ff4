import type { StandingCertificate } from '@apex/auth-port';
import {
  checkCredentialStatus,
  decodeCredentialPayload,
  type JSONWebKeySet,
  type OpenBadgeCredential,
  publicKeySet,
  verifyCredential,
} from '@apex/core/credential';

/**
 * The certificate page's check of its signed credential (issue 32), loaded only by that page
 * (CredentialStatus imports it with `import()`, so jose travels in this chunk alone).
 */

/** Reads the signed status list at a credential's `statusListCredential` (the backend's). */
export type ReadStatusList = (url: string) => Promise<string>;

export type CredentialVerdict =
  | { readonly kind: 'absent' }
  | {
      readonly kind: 'valid';
      readonly credential: OpenBadgeCredential;
      readonly json: string;
      /** Whether the issuer's status list could be read (issue 38); `none`: it names none. */
      readonly status: 'active' | 'none' | 'unresolved';
    }
  /** Genuinely signed, but the issuer's status list says it was cancelled (issue 38). */
  | { readonly kind: 'revoked' }
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

/** The site's key set, or null when it cannot be fetched. */
async function fetchKeySet(keySetUrl: string): Promise<JSONWebKeySet | null> {
  try {
    // Not from the HTTP cache: a rotation must be seen at once.
    const response = await fetch(keySetUrl, { cache: 'no-cache' });
    if (!response.ok) return null;
    return publicKeySet(await response.json());
  } catch {
    return null;
  }
}

/**
 * Browsers withhold Web Crypto from pages served over plain http (a phone trying `pnpm dev` on
 * the LAN): nothing can be checked there, which is not the credential's fault.
 */
function canCheck(): boolean {
  return globalThis.crypto?.subtle !== undefined;
}

/**
 * Fetches the site's key set (`keySetUrl`), checks the certificate's credential against it, then
 * reads its status entry (issue 38) as a wallet would: a cancelled one reads `revoked`.
 */
export async function checkCertificateCredential(
  certificate: StandingCertificate,
  keySetUrl: string,
  readStatusList: ReadStatusList,
): Promise<CredentialVerdict> {
  if (certificate.credential === undefined) return { kind: 'absent' };
  if (!canCheck()) return { kind: 'unsupported' };
  const keySet = await fetchKeySet(keySetUrl);
  if (keySet === null) return { kind: 'failed' };
  const check = await verifyCredential(certificate.credential, keySet);
  if (check.kind === 'unsupported') return check;
  if (check.kind === 'invalid' || !describesThis(check.credential, certificate)) {
    return { kind: 'invalid' };
  }
  const payload = decodeCredentialPayload(certificate.credential);
  const status = await checkCredentialStatus(payload, keySet, readStatusList);
  if (status.kind === 'revoked') return { kind: 'revoked' };
  return {
    kind: 'valid',
    credential: check.credential,
    json: `${JSON.stringify(payload, null, 2)}\n`,
    status: status.kind === 'unresolved' ? 'unresolved' : status.kind,
  };
}

/** What a signed file someone was given says now, checked on a certificate's page (issue 38). */
export type FileVerdict =
  /** `unlisted`: genuine, but issued before credentials named a status list. */
  | { readonly kind: 'revoked' | 'active' | 'unlisted'; readonly issuer: string }
  /** A genuine credential, but of another certificate than this page's. */
  | { readonly kind: 'other' }
  | { readonly kind: 'invalid' | 'failed' | 'unsupported' };

/**
 * Checks a signed file (a `.jwt` the family downloaded) against the site's key set and its
 * status list: the withdrawn certificate's page has no credential of its own to show, but a copy
 * handed to a school still reads as cancelled here, as it does in any wallet.
 */
export async function checkCredentialFile(
  jwt: string,
  certificateId: string,
  keySetUrl: string,
  readStatusList: ReadStatusList,
): Promise<FileVerdict> {
  if (!canCheck()) return { kind: 'unsupported' };
  const keySet = await fetchKeySet(keySetUrl);
  if (keySet === null) return { kind: 'failed' };
  const check = await verifyCredential(jwt, keySet);
  if (check.kind === 'unsupported') return check;
  if (check.kind === 'invalid') return { kind: 'invalid' };
  if (!check.credential.id.endsWith(`/certificate/${encodeURIComponent(certificateId)}`)) {
    return { kind: 'other' };
  }
  const status = await checkCredentialStatus(decodeCredentialPayload(jwt), keySet, readStatusList);
  if (status.kind === 'unresolved') return { kind: 'failed' };
  const issuer = check.credential.issuer.name;
  if (status.kind === 'none') return { kind: 'unlisted', issuer };
  return { kind: status.kind, issuer };
}
