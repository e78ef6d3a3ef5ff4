import { base64url, decodeJwt, type JSONWebKeySet } from 'jose';
import { gunzip, gzip } from './gzip.ts';
import { issuerId, VC_CONTEXT_V2 } from './openBadge.ts';
import { STATUS_LIST_ENTRIES, STATUS_LIST_TTL_MS, statusListUrl } from './statusEntry.ts';
import { issuerIdOf, type SigningKey, signVerifiableCredential, verifiedPayload } from './vcJwt.ts';

/**
 * A signed Bitstring Status List (W3C Recommendation, issue 38): the list credential the site
 * serves at `/credentials/status/<n>`, signed like the certificates' (RS256 JWT, the same key
 * set), and the check any verifier makes of a credential's `credentialStatus` against it.
 */

/** The list itself (§2.2): one bit a credential, set when the issuer revoked it. */
export interface BitstringStatusList {
  readonly id: string;
  readonly type: 'BitstringStatusList';
  readonly statusPurpose: 'revocation';
  /** Multibase base64url (`u…`, no padding) of the GZIP of the bits. */
  readonly encodedList: string;
  /** How long (ms) a verifier may keep the list before fetching it again. */
  readonly ttl: number;
}

export interface BitstringStatusListCredential {
  readonly '@context': readonly [typeof VC_CONTEXT_V2];
  readonly id: string;
  readonly type: readonly ['VerifiableCredential', 'BitstringStatusListCredential'];
  readonly issuer: string;
  readonly credentialSubject: BitstringStatusList;
}

/**
 * The bits of a list with `revoked` set, encoded: the first bit (index 0) is the left-most
 * (most significant) bit of the first byte (§2.2).
 */
export async function encodeStatusList(revoked: Iterable<number>): Promise<string> {
  const bits = new Uint8Array(STATUS_LIST_ENTRIES / 8);
  // A DataView reads a byte as a number, where an index reads it as possibly undefined.
  const bytes = new DataView(bits.buffer);
  for (const index of revoked) {
    if (!Number.isInteger(index) || index < 0 || index >= STATUS_LIST_ENTRIES) {
      throw new RangeError(`${index} is no bit of a status list`);
    }
    bytes.setUint8(index >> 3, bytes.getUint8(index >> 3) | (0x80 >> (index & 7)));
  }
  return `u${base64url.encode(await gzip(bits))}`;
}

/** Whether bit `index` of an encoded list is set; throws when the list cannot be read. */
export async function statusBitOf(encodedList: string, index: number): Promise<boolean> {
  if (!encodedList.startsWith('u')) throw new Error('not multibase base64url');
  const bits = await gunzip(base64url.decode(encodedList.slice(1)));
  if (bits.length < STATUS_LIST_ENTRIES / 8 || index >= bits.length * 8) {
    throw new RangeError('the list is shorter than the index');
  }
  const bytes = new DataView(bits.buffer, bits.byteOffset, bits.byteLength);
  return (bytes.getUint8(index >> 3) & (0x80 >> (index & 7))) !== 0;
}

/** List `list`'s credential on a site: no `validFrom` (it changes; its `ttl` says how often). */
export function statusListCredential(
  siteOrigin: string,
  list: number,
  encodedList: string,
): BitstringStatusListCredential {
  const id = statusListUrl(siteOrigin, list);
  return {
    '@context': [VC_CONTEXT_V2],
    id,
    type: ['VerifiableCredential', 'BitstringStatusListCredential'],
    issuer: issuerId(siteOrigin),
    credentialSubject: {
      id: `${id}#list`,
      type: 'BitstringStatusList',
      statusPurpose: 'revocation',
      encodedList,
      ttl: STATUS_LIST_TTL_MS,
    },
  };
}

/** List `list` with the bits `revoked` set, signed: what `/credentials/status/<list>` serves. */
export async function signedStatusList(
  list: number,
  revoked: Iterable<number>,
  key: SigningKey,
): Promise<string> {
  const credential = statusListCredential(key.siteOrigin, list, await encodeStatusList(revoked));
  return signVerifiableCredential(credential, key);
}

/** What a credential's status says. */
export type StatusCheck =
  /** The credential names no status list: nothing more to know from the issuer. */
  | { readonly kind: 'none' }
  | { readonly kind: 'active' }
  | { readonly kind: 'revoked' }
  /**
   * The status could not be read: the list did not come (`unreachable`), or is not one the
   * issuer signed for this credential (`invalid`). Nothing was decided.
   */
  | { readonly kind: 'unresolved'; readonly reason: 'unreachable' | 'invalid' };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads a credential's `credentialStatus` (Bitstring Status List §3.2, "Validate Algorithm"):
 * fetches the list it names (`fetchList`, the caller's: a browser's fetch, a file), checks the
 * list's signature against the same pinned key set as the credential's, that its issuer and
 * purpose are the credential's, and reads the bit. Never throws.
 */
export async function checkCredentialStatus(
  credential: Readonly<Record<string, unknown>>,
  keySet: JSONWebKeySet,
  fetchList: (url: string) => Promise<string>,
): Promise<StatusCheck> {
  const entry = credential.credentialStatus;
  if (entry === undefined) return { kind: 'none' };
  const invalid = { kind: 'unresolved', reason: 'invalid' } as const;
  if (
    !isRecord(entry) ||
    entry.type !== 'BitstringStatusListEntry' ||
    entry.statusPurpose !== 'revocation' ||
    typeof entry.statusListCredential !== 'string' ||
    typeof entry.statusListIndex !== 'string' ||
    !/^\d{1,9}$/.test(entry.statusListIndex)
  ) {
    return invalid;
  }
  const url = entry.statusListCredential;
  let jwt: string;
  try {
    jwt = (await fetchList(url)).trim();
  } catch {
    return { kind: 'unresolved', reason: 'unreachable' };
  }
  try {
    const { payload } = await verifiedPayload(jwt, keySet);
    const subject = payload.credentialSubject;
    const issuer = credential.issuer;
    const sameIssuer =
      (typeof issuer === 'string' || isRecord(issuer)) &&
      payload.iss === issuerIdOf({ issuer: issuer as string | { id: string } });
    if (
      !Array.isArray(payload.type) ||
      !payload.type.includes('BitstringStatusListCredential') ||
      payload.id !== url ||
      !sameIssuer ||
      !isRecord(subject) ||
      subject.statusPurpose !== 'revocation' ||
      typeof subject.encodedList !== 'string'
    ) {
      return invalid;
    }
    const revoked = await statusBitOf(subject.encodedList, Number(entry.statusListIndex));
    return revoked ? { kind: 'revoked' } : { kind: 'active' };
  } catch {
    return invalid;
  }
}

/**
 * A signed credential's status entry (its `credentialStatus.id`, null when none) and what its
 * list says (checkCredentialStatus), unverified as to the credential's own signature: for a
 * caller that checked that already, or checks only the status (the conformance suite).
 */
export async function statusReadingOf(
  jwt: string,
  keySet: JSONWebKeySet,
  fetchList: (url: string) => Promise<string>,
): Promise<{ readonly entry: string | null; readonly status: StatusCheck['kind'] }> {
  const payload = decodeJwt(jwt.trim());
  const entry = payload.credentialStatus;
  const id = isRecord(entry) && typeof entry.id === 'string' ? entry.id : null;
  return { entry: id, status: (await checkCredentialStatus(payload, keySet, fetchList)).kind };
}
