import {
  decodeJwt,
  decodeProtectedHeader,
  errors,
  importJWK,
  type JSONWebKeySet,
  type JWTPayload,
  jwtVerify,
  SignJWT,
} from 'jose';
import { type CredentialJwk, isCredentialJwk, keyIdUri, keyNameOf } from './keys.ts';
import type { OpenBadgeCredential } from './openBadge.ts';

/**
 * The credential as a VC-JWT, the Open Badges 3.0 "JSON Web Token Proof Format" (§8.2): the
 * credential is the payload, with the claims `iss` (issuer.id), `jti` (id), `nbf` (validFrom) and
 * `sub` (credentialSubject.id); the header is `alg`, `kid` (a URI of the key in the published set)
 * and `typ: JWT`, nothing else. Signed with RS256, the algorithm OB 3.0 §8.2.3 requires every
 * issuer and verifier to support (issue 38), by `jose`.
 */

export const CREDENTIAL_ALGORITHM = 'RS256';
export const CREDENTIAL_JWT_TYPE = 'JWT';

/** A signing key: the private JWK and the site whose key set publishes its public half. */
export interface SigningKey {
  readonly privateJwk: CredentialJwk;
  readonly siteOrigin: string;
}

function seconds(iso: string): number {
  return Math.floor(Date.parse(iso) / 1000);
}

/** What every credential Apex signs has, whatever its kind (a certificate's, a status list). */
export interface SignableCredential {
  readonly id: string;
  readonly issuer: { readonly id: string } | string;
  /** Optional (VCDM 2.0): a status list has none, so no verifier's slow clock refuses it. */
  readonly validFrom?: string;
  readonly credentialSubject: { readonly id: string };
}

/** The issuer's id of a credential (a profile's `id`, or the URL itself). */
export function issuerIdOf(credential: Pick<SignableCredential, 'issuer'>): string {
  return typeof credential.issuer === 'string' ? credential.issuer : credential.issuer.id;
}

/** Signs a credential: the compact JWS a wallet imports (the `.jwt` file). */
export async function signCredential(
  credential: OpenBadgeCredential,
  key: SigningKey,
): Promise<string> {
  return signVerifiableCredential(credential, key);
}

/**
 * Signs any credential Apex issues as OB 3.0's JWT proof: the JWT claims mirror the credential
 * (`iss`, `jti`, `nbf`, `sub`), under the key's `kid` URI, RS256, `typ: JWT`.
 */
export async function signVerifiableCredential(
  credential: SignableCredential,
  key: SigningKey,
): Promise<string> {
  const claims: JWTPayload = {
    ...credential,
    iss: issuerIdOf(credential),
    jti: credential.id,
    ...(credential.validFrom === undefined ? {} : { nbf: seconds(credential.validFrom) }),
    sub: credential.credentialSubject.id,
  };
  return new SignJWT(claims)
    .setProtectedHeader({
      alg: CREDENTIAL_ALGORITHM,
      kid: keyIdUri(key.siteOrigin, key.privateJwk.kid),
      typ: CREDENTIAL_JWT_TYPE,
    })
    .sign(await importJWK(key.privateJwk, CREDENTIAL_ALGORITHM));
}

/** Why a credential is not valid, in the words a caller (the page, the command) turns to text. */
export type InvalidReason =
  /** Not a compact JWS with JSON in it. */
  | 'malformed'
  /** Its `kid` names no key of the set (another issuer, or a key never published). */
  | 'unknown-key'
  /** The signature does not match: the header or payload was changed, or another key signed it. */
  | 'signature'
  /** Signed, but not an OpenBadgeCredential, or its claims disagree with the credential. */
  | 'not-a-credential';

export type CredentialCheck =
  | {
      readonly kind: 'valid';
      readonly credential: OpenBadgeCredential;
      /** The name of the key that signed it. */
      readonly keyName: string;
    }
  | { readonly kind: 'invalid'; readonly reason: InvalidReason }
  /** This runtime's Web Crypto cannot check the signature (no `crypto.subtle`): nothing was decided. */
  | { readonly kind: 'unsupported' };

class UnknownKey extends Error {}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function includes(value: unknown, item: string): boolean {
  return Array.isArray(value) && value.includes(item);
}

/** The payload as a credential, when it is one and its JWT claims say the same as it does. */
function credentialOf(payload: JWTPayload): OpenBadgeCredential | null {
  const issuer = payload.issuer;
  const subject = payload.credentialSubject;
  const validFrom = payload.validFrom;
  if (
    !includes(payload.type, 'VerifiableCredential') ||
    !includes(payload.type, 'OpenBadgeCredential') ||
    !isRecord(issuer) ||
    !isRecord(subject) ||
    typeof validFrom !== 'string' ||
    typeof payload.id !== 'string'
  ) {
    return null;
  }
  const agrees =
    payload.iss === issuer.id &&
    payload.jti === payload.id &&
    payload.sub === subject.id &&
    payload.nbf === seconds(validFrom);
  // The claims were checked above; the rest of the shape is the signer's, which the key vouches for.
  return agrees ? (payload as unknown as OpenBadgeCredential) : null;
}

/**
 * Checks a VC-JWT against a key set: the header's `kid` must name a key of the set (by the URI's
 * fragment), the signature must match it, and the payload must be an OpenBadgeCredential whose
 * claims agree with it. Never throws: a broken input is `invalid`, with the reason.
 */
export async function verifyCredential(
  jwt: string,
  keySet: JSONWebKeySet,
): Promise<CredentialCheck> {
  const compact = jwt.trim();
  try {
    decodeProtectedHeader(compact);
    decodeJwt(compact);
  } catch {
    return { kind: 'invalid', reason: 'malformed' };
  }
  try {
    const { payload, keyName } = await verifiedPayload(compact, keySet);
    const credential = credentialOf(payload);
    return credential === null
      ? { kind: 'invalid', reason: 'not-a-credential' }
      : { kind: 'valid', credential, keyName };
  } catch (error) {
    return checkOfError(error);
  }
}

/**
 * A compact JWS's payload once its RS256 signature checks against the key of `keySet` its `kid`
 * names (by the URI's fragment). Throws jose's errors, or UnknownKey (see checkOfError).
 */
export async function verifiedPayload(
  compact: string,
  keySet: JSONWebKeySet,
): Promise<{ readonly payload: JWTPayload; readonly keyName: string }> {
  let keyName = '';
  const { payload } = await jwtVerify(
    compact,
    async (header) => {
      keyName = keyNameOf(header.kid ?? '');
      const key = keySet.keys.find((candidate) => candidate.kid === keyName);
      if (key === undefined || !isCredentialJwk(key)) throw new UnknownKey();
      return importJWK(key, CREDENTIAL_ALGORITHM);
    },
    { algorithms: [CREDENTIAL_ALGORITHM], typ: CREDENTIAL_JWT_TYPE },
  );
  return { payload, keyName };
}

/** What a failure of jose's check means for the credential. */
export function checkOfError(error: unknown): CredentialCheck {
  if (error instanceof UnknownKey) return { kind: 'invalid', reason: 'unknown-key' };
  // This runtime cannot do the algorithm: nothing is known about the credential.
  if (error instanceof errors.JOSENotSupported) return { kind: 'unsupported' };
  if (error instanceof errors.JWSSignatureVerificationFailed) {
    return { kind: 'invalid', reason: 'signature' };
  }
  // A `typ` other than JWT, or an `nbf` still to come.
  if (error instanceof errors.JWTClaimValidationFailed) {
    return { kind: 'invalid', reason: 'not-a-credential' };
  }
  return { kind: 'invalid', reason: 'malformed' };
}

/** The `kid` a VC-JWT's header names, unverified; undefined when it names none or is no JWT. */
export function keyIdOf(jwt: string): string | undefined {
  try {
    return decodeProtectedHeader(jwt.trim()).kid;
  } catch {
    return undefined;
  }
}

/** The payload of a VC-JWT, unverified: for the `.json` download of a credential already checked. */
export function decodeCredentialPayload(jwt: string): JWTPayload {
  return decodeJwt(jwt.trim());
}
