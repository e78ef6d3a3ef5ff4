/**
 * Where a credential's revocation status lives (issue 38, docs/adr/0171-bitstring-status-list.md):
 * W3C Bitstring Status List v1.0. Each credential names one bit of one list; the list is a signed
 * credential the site publishes at `/credentials/status/<list>`. This file is free of jose, so the
 * servers' pure decisions (@apex/server) take positions and addresses from it.
 */

/** Where the site publishes its status lists: `/credentials/status/1`, `/credentials/status/2`, … */
export const STATUS_LIST_PATH = '/credentials/status';

/** Bits in one list: 16 KiB, the minimum the Recommendation sets so a bit hides in a crowd. */
export const STATUS_LIST_ENTRIES = 131_072;

/** How long a verifier may keep a list before fetching it again (the list's `ttl`, ms). */
export const STATUS_LIST_TTL_MS = 300_000;

/** One credential's bit: list `list` (from 1), bit `index` (0 to STATUS_LIST_ENTRIES - 1). */
export interface StatusPosition {
  readonly list: number;
  readonly index: number;
}

/** The `credentialStatus` of a credential (Bitstring Status List §2.1). */
export interface BitstringStatusListEntry {
  readonly id: string;
  readonly type: 'BitstringStatusListEntry';
  readonly statusPurpose: 'revocation';
  /** The bit's position, as a string of digits (the Recommendation's type). */
  readonly statusListIndex: string;
  /** The address of the signed list (a BitstringStatusListCredential). */
  readonly statusListCredential: string;
}

/** The address of list `list` on a site. */
export function statusListUrl(siteOrigin: string, list: number): string {
  return `${siteOrigin.replace(/\/+$/, '')}${STATUS_LIST_PATH}/${list}`;
}

/** The list's number a path names (`/credentials/status/3` is 3), or null for any other path. */
export function statusListNumberOf(pathname: string): number | null {
  const found = /^\/credentials\/status\/([1-9]\d{0,8})$/.exec(pathname);
  return found === null ? null : Number(found[1]);
}

/** Whether a value is a position a list can hold. */
export function isStatusPosition(value: unknown): value is StatusPosition {
  if (typeof value !== 'object' || value === null) return false;
  const { list, index } = value as Record<string, unknown>;
  return (
    typeof list === 'number' &&
    Number.isInteger(list) &&
    list >= 1 &&
    typeof index === 'number' &&
    Number.isInteger(index) &&
    index >= 0 &&
    index < STATUS_LIST_ENTRIES
  );
}

/** The status entry a credential at `position` carries. */
export function statusListEntry(
  siteOrigin: string,
  position: StatusPosition,
): BitstringStatusListEntry {
  const list = statusListUrl(siteOrigin, position.list);
  return {
    id: `${list}#${position.index}`,
    type: 'BitstringStatusListEntry',
    statusPurpose: 'revocation',
    statusListIndex: String(position.index),
    statusListCredential: list,
  };
}

/**
 * An odd multiplier: multiplying by it modulo 2^17 (STATUS_LIST_ENTRIES) is a bijection, so the
 * n-th credential of a list gets a bit no other gets, yet neighbours in time are far apart.
 */
const SPREAD = 0x1_6a09;

/**
 * The position of the `serial`-th credential ever given a status (0, 1, 2, … from the server's
 * counter): lists fill one after another, and within a list the bits are spread, so an index
 * does not tell when a credential was issued or which credentials were issued together
 * (the Recommendation's privacy considerations).
 */
export function statusPositionOf(serial: number): StatusPosition {
  if (!Number.isSafeInteger(serial) || serial < 0) {
    throw new RangeError('A status serial is a whole number from 0.');
  }
  const within = serial % STATUS_LIST_ENTRIES;
  return {
    list: Math.floor(serial / STATUS_LIST_ENTRIES) + 1,
    index: (within * SPREAD) % STATUS_LIST_ENTRIES,
  };
}
