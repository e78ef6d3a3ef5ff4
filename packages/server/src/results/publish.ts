import type { ConsentRegistration } from '../consent/registration.ts';
import { base64Url } from '../hashes.ts';
import { type PlannedResult, type PublishRow, resultsOf, sameResult } from './resultDocuments.ts';

/** Random bytes in a certificate id: 128 bits, unguessable. */
export const CERTIFICATE_ID_BYTES = 16;

/** A certificate id from CERTIFICATE_ID_BYTES random bytes the shell drew, base64url (22 characters). */
export function certificateIdFrom(randomBytes: Uint8Array): string {
  if (randomBytes.length !== CERTIFICATE_ID_BYTES) {
    throw new RangeError(`A certificate id takes ${CERTIFICATE_ID_BYTES} random bytes.`);
  }
  return base64Url(randomBytes);
}

/** A run older than this is taken as dead (the callable's own limit is 60 minutes). */
export const RUN_LEASE_MS = 61 * 60_000;

/** Whether a publish may start now: not while another run of the edition is alive. */
export function publishRunRefusal(
  run: { readonly status: unknown; readonly startedAt: Date | null } | undefined,
  now: Date,
): 'organiser/publish-running' | null {
  const alive =
    run?.status === 'running' &&
    run.startedAt !== null &&
    now.getTime() - run.startedAt.getTime() < RUN_LEASE_MS;
  return alive ? 'organiser/publish-running' : null;
}

/** One result the publish writes: new (mailed with it), or changed (its certificate kept). */
export interface PublishWrite extends PlannedResult {
  /** The stored result's certificate id, or null for a new result (the shell draws one). */
  readonly certificateId: string | null;
}

/**
 * "A publish batch: these result, certificate and mail documents" (issue 29): the rows judged
 * again as the console showed them (resultsOf), and of their results only those not already
 * stored identically, so publishing again, or resuming, writes and mails nothing twice. Each write
 * becomes a result, a certificate (certificateOf) and, when new, one mail (resultMailOf).
 */
export function planPublish(
  rows: readonly PublishRow[],
  registered: ReadonlyMap<
    string,
    {
      readonly uid: string;
      readonly registration: ConsentRegistration;
      readonly showSchool: boolean;
    }
  >,
  stored: ReadonlyMap<string, Readonly<Record<string, unknown>>>,
):
  | { readonly refused: 'organiser/invalid-results' }
  | { readonly refused: null; readonly total: number; readonly writes: readonly PublishWrite[] } {
  const results = resultsOf(rows, registered);
  if (results === null) return { refused: 'organiser/invalid-results' };
  const writes = results.flatMap((planned) => {
    const previous = stored.get(planned.uid);
    if (previous !== undefined && sameResult(previous, planned.result)) return [];
    const certificateId =
      typeof previous?.certificateId === 'string' ? previous.certificateId : null;
    return [{ ...planned, certificateId }];
  });
  return { refused: null, total: results.length, writes };
}
