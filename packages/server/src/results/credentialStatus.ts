import { isStatusPosition, type StatusPosition, statusPositionOf } from '@apex/core';

/**
 * Credentials' revocation bits (issue 38, docs/adr/0171-bitstring-status-list.md), decided here
 * and run by both shells: Firestore keeps the counter in `credentialStatus/counter` and each
 * list's set bits in `credentialStatus/{list}`; the memory backend keeps the same in its state.
 */

/** The collection: the counter and one document per list. Closed to clients (firestore.rules). */
export const CREDENTIAL_STATUS = 'credentialStatus';
/** The counter's document in it. */
export const STATUS_COUNTER = 'counter';

/**
 * `count` new positions from the counter's stored `next` (absent before the first: 0), and the
 * value to store back. The shell runs this in one transaction with the counter's write, so two
 * publishes never draw the same bit; a position drawn by a publish that then fails is never used.
 */
export function drawStatusPositions(
  storedNext: unknown,
  count: number,
): { readonly positions: readonly StatusPosition[]; readonly next: number } {
  const from = typeof storedNext === 'number' && Number.isSafeInteger(storedNext) ? storedNext : 0;
  if (from < 0 || !Number.isInteger(count) || count < 0) {
    throw new RangeError('A status counter counts up from 0.');
  }
  return {
    positions: Array.from({ length: count }, (_, offset) => statusPositionOf(from + offset)),
    next: from + count,
  };
}

/** What these decisions read of a stored certificate (a Firestore document, a memory record). */
interface StoredCertificate {
  readonly status?: unknown;
  readonly withdrawnAt?: unknown;
}

/** A stored certificate's position (its `status`), or null when it has none. */
export function storedStatusOf(certificate: StoredCertificate | undefined): StatusPosition | null {
  const status = certificate?.status;
  return isStatusPosition(status) ? { list: status.list, index: status.index } : null;
}

/**
 * The bit a certificate's taking back sets: a withdrawal, a deletion (a guardian's withdrawal,
 * an account closed, retention), or a correction, whose new credential has a new bit. Null when
 * the certificate carries none, or was withdrawn before (its bit was set then).
 */
export function statusToRevoke(certificate: StoredCertificate | undefined): StatusPosition | null {
  if (certificate?.withdrawnAt !== null && certificate?.withdrawnAt !== undefined) return null;
  return storedStatusOf(certificate);
}

/** The set bits a list's document holds (`revoked`, with any entry that is no bit dropped). */
export function revokedIndexesOf(list: Readonly<Record<string, unknown>> | undefined): number[] {
  const revoked = list?.revoked;
  return Array.isArray(revoked)
    ? revoked.filter((index): index is number => isStatusPosition({ list: 1, index }))
    : [];
}

/**
 * Whether list `list` may be served: only a list the counter reached (a list past it holds no
 * credential, and an address that answers for any number would invite a crawl).
 */
export function isIssuedStatusList(list: number, storedNext: unknown): boolean {
  const next = typeof storedNext === 'number' && Number.isSafeInteger(storedNext) ? storedNext : 0;
  return next > 0 && list >= 1 && list <= statusPositionOf(next - 1).list;
}
