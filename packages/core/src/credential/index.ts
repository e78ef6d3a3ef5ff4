/**
 * `@apex/core/credential` (issue 32): the Open Badges 3.0 credential of a certificate, signed as
 * a VC-JWT and checked against Apex's published key set. Its own entry point, so only what needs it
 * (the servers, the certificate page, the command) loads `jose`.
 */

export type { JSONWebKeySet } from 'jose';
export { hashedEmailIdentity, type IdentityObject, identityHash } from './identity.ts';
export {
  type CredentialJwk,
  isCredentialJwk,
  isPrivateCredentialJwk,
  JWKS_PATH,
  jwksUrl,
  keyIdUri,
  keyNameOf,
  MIN_RSA_MODULUS_BITS,
  publicJwk,
  publicKeySet,
} from './keys.ts';
export {
  type CredentialFacts,
  issuerId,
  OPEN_BADGES_CONTEXT,
  OPEN_BADGES_SCHEMA,
  type OpenBadgeCredential,
  openBadgeCredential,
  VC_CONTEXT_V2,
} from './openBadge.ts';
export {
  type BitstringStatusListEntry,
  isStatusPosition,
  STATUS_LIST_ENTRIES,
  STATUS_LIST_PATH,
  STATUS_LIST_TTL_MS,
  type StatusPosition,
  statusListEntry,
  statusListNumberOf,
  statusListUrl,
  statusPositionOf,
} from './statusEntry.ts';
export {
  type BitstringStatusListCredential,
  checkCredentialStatus,
  encodeStatusList,
  type StatusCheck,
  signedStatusList,
  statusBitOf,
  statusListCredential,
  statusReadingOf,
} from './statusList.ts';
export {
  CREDENTIAL_ALGORITHM,
  CREDENTIAL_JWT_TYPE,
  type CredentialCheck,
  decodeCredentialPayload,
  type InvalidReason,
  keyIdOf,
  type SigningKey,
  signCredential,
  verifyCredential,
} from './vcJwt.ts';
